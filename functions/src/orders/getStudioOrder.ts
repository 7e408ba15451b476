import type { ArtistOrderView } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { requireArtistOrder } from "./artistOrderView";

/** GET /api/studio/orders/:orderId: one order offered to or taken by the artist; 404 for any other. Reads only. */
export const getStudioOrder = handler(
  emptyQuerySchema,
  async ({ db, params, user }): Promise<ArtistOrderView> =>
    (await requireArtistOrder(db, params.orderId, user.artistId)).view,
  { auth: "artist", params: orderParams },
);
