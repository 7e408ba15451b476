import { MESSAGES, OCCASIONS, type ListenResponse } from "@songs/domain";
import { clientIp } from "../http/clientIp";
import { HttpError } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { enforceRateLimit, type RateLimitRule } from "../http/rateLimits";
import { hasDeliveredSong, orders, signSongUrl } from "../orders";

/** Listening-page loads allowed per IP and window: generous for a family, too few to guess tokens. */
export const LISTEN_RATE_LIMIT: RateLimitRule = { name: "listen", limit: 60, windowMs: 10 * 60 * 1000 };
const TOO_MANY_LISTENS = "Too many requests. Please try again later.";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

const linkUnavailable = () => new HttpError(404, "link_unavailable", MESSAGES.shareLinkUnavailable);

/**
 * GET /api/listen/:token (public): what a private listening link shows, the recipient's first
 * name, the occasion and a signed audio URL, and nothing else of the order. Unknown, revoked,
 * replaced and no-longer-deliverable links all answer 404 `link_unavailable`.
 */
export const getSharedSong = handler(emptyQuerySchema, async ({ db, blobs, config, params, req, res }): Promise<ListenResponse> => {
  res.set("X-Robots-Tag", "noindex, nofollow");
  await enforceRateLimit(db, LISTEN_RATE_LIMIT, { ip: clientIp(req, config) }, TOO_MANY_LISTENS);
  const token = String(params.token ?? "");
  const share = TOKEN_PATTERN.test(token) ? await orders(db).getShare(token) : null;
  if (!share || share.isRevoked) throw linkUnavailable();
  const order = await orders(db).get(share.orderId);
  // Only the order's current link plays, so a link replaced or revoked since stays dead.
  if (!order || order.userId !== share.userId || order.shareToken !== token || !hasDeliveredSong(order)) throw linkUnavailable();
  return {
    recipientFirstName: order.recipientName.trim().split(/\s+/)[0] ?? "",
    occasion: order.occasion,
    occasionLabel: OCCASIONS.find((option) => option.id === order.occasion)?.label ?? order.occasion,
    audioUrl: (await signSongUrl(blobs, order.songPath)).url,
    contentType: order.songContentType ?? "application/octet-stream",
  };
});
