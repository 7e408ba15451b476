import { randomBytes } from "node:crypto";
import { SHARE_TOKEN_BYTES, type ShareResponse } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { requireDeliveredSong, requireOwnedOrder } from "./ownedOrder";
import { shareUrl } from "./shareUrl";

/**
 * POST /api/orders/:orderId/share: the completed order's private listening link, made on first use.
 * An order has one live link: concurrent first calls all answer the same one.
 */
export const createShareLink = handler(
  emptyQuerySchema,
  async (context): Promise<ShareResponse> => {
    const order = requireDeliveredSong(await requireOwnedOrder(context.db, context.params.orderId, context.user.uid));
    let token = order.shareToken;
    if (!token) {
      const opened = await lifecycleOf(context).run(order.id, {
        type: "open_share",
        token: randomBytes(SHARE_TOKEN_BYTES).toString("base64url"),
      });
      token = opened.order?.shareToken ?? null;
    }
    if (!token) throw new Error(`Order ${order.id} has no listening link after opening one`);
    return { token, url: shareUrl(context.config.siteUrl, token) };
  },
  { auth: "customer", params: orderParams },
);
