import { studioQueueQuerySchema, type ArtistOrderView, type StudioQueue } from "@songs/domain";
import { handler } from "../http/handler";
import { orderReads } from "../orders";
import { artistOrderView } from "./artistOrderView";

/** GET /api/studio/orders?tab=: the artist's orders under one queue tab, soonest due first. Reads only. */
export const listStudioOrders = handler(
  studioQueueQuerySchema,
  async ({ db, input, user }): Promise<StudioQueue> => {
    const now = new Date();
    const views = (await orderReads(db).listForArtist(user.artistId)).map((order) => artistOrderView(order, user.artistId, now));
    const inTab = views.filter((view): view is ArtistOrderView => view !== null && view.tab === input.tab);
    return { orders: inTab.sort((a, b) => a.dueDate.localeCompare(b.dueDate)) };
  },
  { auth: "artist" },
);
