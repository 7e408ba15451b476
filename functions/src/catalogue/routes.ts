import type { RouteTable } from "../http/routeTable";
import { createStudioSampleUpload } from "./createStudioSampleUpload";
import { getStudioProfile } from "./getStudioProfile";
import { listStudioSamples } from "./listStudioSamples";
import { submitStudioSample } from "./submitStudioSample";
import { updateStudioProfile } from "./updateStudioProfile";

/** An artist's own catalogue entry from the studio: their profile and the samples they submit. */
export const catalogueRoutes: RouteTable = [
  { path: "/studio/profile", handlers: { get: getStudioProfile, put: updateStudioProfile } },
  { path: "/studio/samples", handlers: { get: listStudioSamples, post: submitStudioSample } },
  { path: "/studio/samples/uploads", handlers: { post: createStudioSampleUpload } },
];
