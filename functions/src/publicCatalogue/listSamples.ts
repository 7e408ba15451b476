import { emptyQuerySchema, handler } from "../http/handler";
import { publicReads } from "./publicReads";

/** GET /api/samples: the sample library, newest first (filters run in the browser). */
export const listSamples = handler(emptyQuerySchema, async ({ db }) => publicReads(db).samples(), {
  cache: "catalogue",
});
