import type { ArtistOrderView } from "@songs/domain";
import { artistIdOf } from "../http/artistAccess";
import { emptyQuerySchema, handler } from "../http/handler";
import { sendWorkMails } from "../orders";
import { requireArtistOrder } from "./artistOrderView";

/** GET /api/studio/orders/:orderId: one order offered to or taken by the artist; 404 for any other. */
export const getStudioOrder = handler(
  emptyQuerySchema,
  async ({ db, config, params, user }): Promise<ArtistOrderView> => {
    const { outcome, view } = await requireArtistOrder(db, String(params.orderId ?? ""), artistIdOf(user));
    await sendWorkMails(db, config.siteUrl, outcome);
    return view;
  },
  { auth: "artist" },
);
