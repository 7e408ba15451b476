import { randomBytes } from "node:crypto";
import { SHARE_TOKEN_BYTES } from "../../../src/domain/limits";
import type { ShareResponse } from "../../../src/domain/schemas/customerOrders";
import { customerOrders } from "../adapters/firestore/customerOrders";
import { shares } from "../adapters/firestore/shares";
import { emptyQuerySchema, handler } from "../http/handler";
import { requireDeliveredSong, requireOwnedOrder } from "./ownedOrder";
import { shareUrl } from "./shareUrl";

/** POST /api/orders/:orderId/share: the completed order's private listening link, made on first use. */
export const createShareLink = handler(
  emptyQuerySchema,
  async (context): Promise<ShareResponse> => {
    const order = requireDeliveredSong(await requireOwnedOrder(context));
    const siteUrl = context.config.siteUrl;
    if (order.shareToken) return { token: order.shareToken, url: shareUrl(siteUrl, order.shareToken) };
    const token = randomBytes(SHARE_TOKEN_BYTES).toString("base64url");
    await shares(context.db).create(token, order.id, order.userId);
    await customerOrders(context.db).setShareToken(order.id, token);
    return { token, url: shareUrl(siteUrl, token) };
  },
  { auth: "required" },
);

/** DELETE /api/orders/:orderId/share: revokes the order's listening link (204; nothing to revoke is fine). */
export const revokeShareLink = handler(
  emptyQuerySchema,
  async (context): Promise<undefined> => {
    const order = await requireOwnedOrder(context);
    await shares(context.db).revokeAllOf(order.id);
    if (order.shareToken) await customerOrders(context.db).setShareToken(order.id, null);
    return undefined;
  },
  { auth: "required" },
);
