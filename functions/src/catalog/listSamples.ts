import { emptyQuerySchema, handler } from "../http/handler";
import { samples } from "./samples";
import { sampleView } from "./views";

/** GET /api/samples: the sample library, newest first (filters run in the browser). */
export const listSamples = handler(
  emptyQuerySchema,
  async ({ db }) => ({ samples: (await samples(db).listNewestFirst()).map(sampleView) }),
  { cache: "catalogue" },
);
