/**
 * The public catalogue as visitors see it, in one place: its API endpoints (packages, artists, a
 * profile, samples, reviews) and the reads they and the pages rendered on request share.
 */
export { publicReads } from "./publicReads";
