/** The public catalogue as visitors see it: read by its API endpoints and by the pages rendered on request. */
export { publicReads } from "./publicReads";
