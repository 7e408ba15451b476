/** The media capability's public entry: URLs of public files (artist photos, sample audio) and their content digests. */
export { mediaUrl, publicImageUrl } from "./mediaUrl";
export { CONTENT_DIGEST_PATTERN, contentDigest } from "./contentDigest";
