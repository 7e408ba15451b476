import { studioQueueQuerySchema, type ArtistOrderView, type StudioQueue } from "@songs/domain";
import { handler } from "../http/handler";
import { orderReads } from "./orderReads";
import { artistOrderView } from "./artistOrderView";

/** GET /api/studio/orders?tab=&cursor=: a page of the artist's orders under one queue tab (at most 50), soonest due first. Reads only. */
export const listStudioOrders = handler(
  studioQueueQuerySchema,
  async ({ db, input, user }): Promise<StudioQueue> => {
    const now = new Date();
    const page = await orderReads(db).pageForArtistTab(user.artistId, input.tab, input.cursor);
    const views = page.orders.map((order) => artistOrderView(order, user.artistId, now));
    return {
      orders: views.filter((view): view is ArtistOrderView => view !== null && view.tab === input.tab),
      nextCursor: page.nextCursor,
    };
  },
  { auth: "artist" },
);
