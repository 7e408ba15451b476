import { studioQueueQuerySchema, type ArtistOrderView, type StudioQueue } from "@songs/domain";
import { artistIdOf } from "../http/artistAccess";
import { handler } from "../http/handler";
import { orderWork, sendWorkMails } from "../orders";
import { artistOrderView } from "./artistOrderView";

/** GET /api/studio/orders?tab=: the artist's orders under one queue tab, soonest due first. */
export const listStudioOrders = handler(
  studioQueueQuerySchema,
  async ({ db, config, input, user }): Promise<StudioQueue> => {
    const artistId = artistIdOf(user);
    const outcomes = await orderWork(db).listForArtist(artistId);
    await Promise.all(outcomes.map((outcome) => sendWorkMails(db, config.siteUrl, outcome)));
    const views = outcomes.map((outcome) => artistOrderView(outcome.order, artistId));
    const inTab = views.filter((view): view is ArtistOrderView => view !== null && view.tab === input.tab);
    return { orders: inTab.sort((a, b) => a.dueDate.localeCompare(b.dueDate)) };
  },
  { auth: "artist" },
);
