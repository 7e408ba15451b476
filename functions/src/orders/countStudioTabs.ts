import type { StudioTabCounts } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { orderReads } from "./orderReads";

/** GET /api/studio/tab-counts: how many orders each of the artist's queue tabs holds (aggregates). Reads only. */
export const countStudioTabs = handler(
  emptyQuerySchema,
  async ({ db, user }): Promise<StudioTabCounts> => ({
    counts: await orderReads(db).countsForArtistTabs(user.artistId),
  }),
  { auth: "artist" },
);
