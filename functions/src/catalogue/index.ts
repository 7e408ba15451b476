import type { Capability } from "../platform/capability";
import { catalogueRoutes } from "./routes";

/** The catalogue capability's public entry: the one owner of `artists/*` (with their rating figures) and `samples/*`. */
export { artistNames } from "./artistNames";
export {
  artists,
  type ArtistFigures,
  type ArtistPhotoVariantRecord,
  type ArtistRating,
  type ArtistRecord,
} from "./artists";
export { samples, type SampleRecord } from "./samples";
export { artistSummaryView, artistView, sampleView } from "./views";
export { SAMPLE_UPLOAD_POLICY, SAMPLES_BUCKET } from "./sampleUploadPolicy";
export { storeUploadedSample } from "./storeUploadedSample";
export { issueSampleUpload } from "./issueSampleUpload";

/** The catalogue capability, as `functions/src/capabilities.ts` lists it. */
export const catalogueCapability = {
  name: "catalogue",
  routes: catalogueRoutes,
} satisfies Capability;
