import { lyricsSharingRequestSchema, type OrderView } from "@songs/domain";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { loadOrderView } from "./orderView";
import { requireOwnedOrder } from "./ownedOrder";

/** PUT /api/orders/:orderId/lyrics-sharing {share}: whether the private listening link shows the lyrics (off until switched on). */
export const setLyricsSharing = handler(
  lyricsSharingRequestSchema,
  async (context): Promise<OrderView> => {
    const { db, params, user, input } = context;
    const order = await requireOwnedOrder(db, params.orderId, user.uid);
    const { order: updated } = await lifecycleOf(context).run(order.id, { type: "share_lyrics", share: input.share });
    return loadOrderView(context, updated ?? order);
  },
  { auth: "customer", params: orderParams },
);
