/** The media capability's public entry: stable URLs of public files (artist photos, sample audio). */
export { mediaUrl } from "./mediaUrl";
