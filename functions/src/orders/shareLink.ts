import { randomBytes } from "node:crypto";
import { SHARE_TOKEN_BYTES, type ShareResponse } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { orders } from "./orders";
import { requireDeliveredSong, requireOwnedOrder } from "./ownedOrder";
import { shareUrl } from "./shareUrl";

/**
 * POST /api/orders/:orderId/share: the completed order's private listening link, made on first use.
 * An order has one live link: concurrent first calls all answer the same one.
 */
export const createShareLink = handler(
  emptyQuerySchema,
  async (context): Promise<ShareResponse> => {
    const order = requireDeliveredSong(await requireOwnedOrder(context));
    const token =
      order.shareToken ?? (await orders(context.db).liveShareToken(order.id, order.userId, () => randomBytes(SHARE_TOKEN_BYTES).toString("base64url")));
    return { token, url: shareUrl(context.config.siteUrl, token) };
  },
  { auth: "customer" },
);

/** DELETE /api/orders/:orderId/share: revokes the order's listening link (204; nothing to revoke is fine). */
export const revokeShareLink = handler(
  emptyQuerySchema,
  async (context): Promise<undefined> => {
    const order = await requireOwnedOrder(context);
    await orders(context.db).revokeShare(order.id);
    return undefined;
  },
  { auth: "customer" },
);
