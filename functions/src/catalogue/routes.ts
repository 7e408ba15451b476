import type { AudienceRoutes } from "../platform/routeTable";
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

/** The catalogue's artists and samples: an artist's own profile and sample submissions from the studio; the admins' samples, the submissions they judge, and the artists' photos. */
export const catalogueRoutes: AudienceRoutes = {
  studio: [
    { path: "/studio/profile", handlers: { get: getStudioProfile, put: updateStudioProfile } },
    { path: "/studio/samples", handlers: { get: listStudioSamples, post: submitStudioSample } },
    { path: "/studio/samples/uploads", handlers: { post: createStudioSampleUpload } },
  ],
  admin: [
    // `uploads` before `:sampleId`, which would otherwise answer for it.
    { path: "/admin/samples", handlers: { get: listAdminSamples, post: createSample } },
    { path: "/admin/samples/uploads", handlers: { post: createSampleUpload } },
    { path: "/admin/samples/:sampleId", handlers: { delete: deleteSample } },
    { path: "/admin/sample-submissions", handlers: { get: listSampleSubmissions } },
    { path: "/admin/sample-submissions/:sampleId/approve", handlers: { post: approveSampleSubmission } },
    { path: "/admin/sample-submissions/:sampleId/reject", handlers: { post: rejectSampleSubmission } },
    { path: "/admin/artist-photos/:artistId/uploads", handlers: { post: createArtistPhotoUpload } },
    {
      path: "/admin/artist-photos/:artistId/uploads/:uploadId/complete",
      handlers: { post: completeArtistPhotoUpload },
    },
  ],
};
