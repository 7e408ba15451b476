import type { Capability } from "../platform/capability";
import { mediaRoutes } from "./routes";

/** The media capability's public entry: URLs of public files (artist photos, sample audio) and their content digests. */
export { mediaUrl, publicImageUrl } from "./mediaUrl";
export { CONTENT_DIGEST_PATTERN, contentDigest } from "./contentDigest";

/** The media capability, as `functions/src/capabilities.ts` lists it. */
export const mediaCapability = {
  name: "media",
  routes: mediaRoutes,
} satisfies Capability;
