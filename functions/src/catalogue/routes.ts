import type { RouteTable } from "../http/routeTable";
import { createStudioSampleUpload } from "./createStudioSampleUpload";
import { getStudioProfile } from "./getStudioProfile";
import { listStudioSamples } from "./listStudioSamples";
import { submitStudioSample } from "./submitStudioSample";
import { updateStudioProfile } from "./updateStudioProfile";
import { approveSampleSubmission } from "./approveSampleSubmission";
import { completeArtistPhotoUpload } from "./completeArtistPhotoUpload";
import { createArtistPhotoUpload } from "./createArtistPhotoUpload";
import { createSample } from "./createSample";
import { createSampleUpload } from "./createSampleUpload";
import { deleteSample } from "./deleteSample";
import { listAdminSamples } from "./listAdminSamples";
import { listSampleSubmissions } from "./listSampleSubmissions";
import { rejectSampleSubmission } from "./rejectSampleSubmission";

/** An artist's own catalogue entry from the studio: their profile and the samples they submit. */
export const catalogueRoutes: RouteTable = [
  { path: "/studio/profile", handlers: { get: getStudioProfile, put: updateStudioProfile } },
  { path: "/studio/samples", handlers: { get: listStudioSamples, post: submitStudioSample } },
  { path: "/studio/samples/uploads", handlers: { post: createStudioSampleUpload } },
  // `uploads` before `:sampleId`, which would otherwise answer for it.
  { path: "/admin/samples", handlers: { get: listAdminSamples, post: createSample } },
  { path: "/admin/samples/uploads", handlers: { post: createSampleUpload } },
  { path: "/admin/samples/:sampleId", handlers: { delete: deleteSample } },
  { path: "/admin/sample-submissions", handlers: { get: listSampleSubmissions } },
  { path: "/admin/sample-submissions/:sampleId/approve", handlers: { post: approveSampleSubmission } },
  { path: "/admin/sample-submissions/:sampleId/reject", handlers: { post: rejectSampleSubmission } },
  { path: "/admin/artist-photos/:artistId/uploads", handlers: { post: createArtistPhotoUpload } },
  { path: "/admin/artist-photos/:artistId/uploads/:uploadId/complete", handlers: { post: completeArtistPhotoUpload } },
];
