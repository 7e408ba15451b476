import type { Capability } from "../platform/capability";
import { keep, nobody, notCopied } from "../platform/dataMap";
import { catalogueRoutes } from "./routes";

/** The catalogue capability's public entry: the one owner of `artists/*` (with their rating figures) and `samples/*`. */
export {
  artists,
  type ArtistFigures,
  type ArtistPhotoVariantRecord,
  type ArtistRating,
  type ArtistRecord,
} from "./artists";
export { samples, type SampleRecord } from "./samples";
export { artistSummaryView, artistView, sampleView } from "./views";
export { SAMPLE_UPLOAD_POLICY } from "./sampleUploadPolicy";
export { issueSampleUpload } from "./issueSampleUpload";

/** The catalogue capability, as `functions/src/capabilities.ts` lists it. */
export const catalogueCapability = {
  name: "catalogue",
  routes: catalogueRoutes,
  collections: [
    {
      path: "artists",
      holds: "an artist's public profile, photo and rating figures",
      person: nobody,
      retention: "until the admins remove the profile",
      erasure: keep(
        "the artist's public profile: a deletion unlinks its sign-in (artistAccounts); the admins remove it",
      ),
      copy: notCopied("the public profile, shown on the site and in the studio"),
    },
    {
      path: "samples",
      holds: "an artist's sample song, published or waiting for the admins",
      person: nobody,
      retention: "until the admins delete it",
      erasure: keep("an artist profile's published work, not an account's record"),
      copy: notCopied("the artist's published work, shown in the studio"),
    },
  ],
} satisfies Capability;
