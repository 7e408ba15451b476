import { firstNameOf, GIFT_AUDIO_URL_TTL_SECONDS, GIFT_MESSAGES, GIFT_PAGE_LOADS_PER_IP, GIFT_THANKS_PER_IP_PER_HOUR, GIFT_THANKS_PER_TOKEN_PER_HOUR, giftThanksRequestSchema, hasDeliveredSong, occasionLabel, type GiftPage } from "@songs/domain";
import type { Dependencies } from "../http/Dependencies";
import { clientIp } from "../http/clientIp";
import { emptyQuerySchema, handler } from "../http/handler";
import { enforceRateLimit, type RateLimitRule } from "../http/rateLimits";
import { tokenParams } from "../http/routeParams";
import { orderReads, sharedLyricsOf, signSongUrl, songExtension, songFileName, type OrderRecord } from "../orders";
import { giftUnavailable, gifts } from "./gifts";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
const HOUR_MS = 60 * 60 * 1000;

export const GIFT_PAGE_RATE_LIMIT: RateLimitRule = { name: "gift-page", limit: GIFT_PAGE_LOADS_PER_IP, windowMs: 10 * 60 * 1000 };
/** Thank-you attempts: per gift page (token) and per network address, each in its own counter. */
export const GIFT_THANKS_TOKEN_LIMIT: RateLimitRule = { name: "gift-thanks-token", limit: GIFT_THANKS_PER_TOKEN_PER_HOUR, windowMs: HOUR_MS };
export const GIFT_THANKS_IP_LIMIT: RateLimitRule = { name: "gift-thanks-ip", limit: GIFT_THANKS_PER_IP_PER_HOUR, windowMs: HOUR_MS };

const giftsOf = ({ db, config }: Pick<Dependencies, "db" | "config">) => gifts({ db, siteUrl: config.siteUrl });

/** The sent gift of `token` with its order's delivered song; 404 `gift_unavailable` otherwise. */
async function requireLiveGift(context: Pick<Dependencies, "db" | "config">, token: string) {
  const gift = TOKEN_PATTERN.test(token) ? await giftsOf(context).findByToken(token) : null;
  const order = gift ? await orderReads(context.db).get(gift.orderId) : null;
  if (!gift || !order || order.status === "cancelled" || !hasDeliveredSong(order) || !order.songPath) throw giftUnavailable();
  return { gift, order: order as OrderRecord & { songPath: string } };
}

/**
 * GET /api/gifts/:token (public, noindex, rate-limited per address): what the gift page shows its
 * recipient. Reads only: the page records its first opening with a POST. The song's links work a
 * few minutes (the open page reads again for fresh ones), so a revoked gift's song stops soon after.
 */
export const getGiftPage = handler(
  emptyQuerySchema,
  async ({ params, req, res, ...context }): Promise<GiftPage> => {
    res.set("X-Robots-Tag", "noindex, nofollow");
    await enforceRateLimit(context.db, GIFT_PAGE_RATE_LIMIT, { ip: clientIp(req, context.config) }, GIFT_MESSAGES.tooManyGiftLoads);
    const { gift, order } = await requireLiveGift(context, params.token);
    const audio = await signSongUrl(context.blobs, order.songPath, GIFT_AUDIO_URL_TTL_SECONDS);
    return {
      senderName: gift.senderName,
      recipientFirstName: firstNameOf(order.recipientName),
      occasion: order.occasion,
      occasionLabel: occasionLabel(order.occasion),
      message: gift.message,
      audioUrl: audio.url,
      audioExpiresInSeconds: audio.expiresInSeconds,
      contentType: order.songContentType ?? "application/octet-stream",
      lyrics: sharedLyricsOf(order),
      download: gift.allowDownload ? { url: audio.url, fileName: songFileName(order.recipientName, songExtension(order.songContentType, order.songPath)) } : null,
      thanked: gift.thanks !== null,
    };
  },
  { params: tokenParams },
);

/** POST /api/gifts/:token/opened (public): the recipient opened the page; the first time tells the customer. */
export const openGift = handler(
  emptyQuerySchema,
  async ({ params, req, ...context }): Promise<undefined> => {
    await enforceRateLimit(context.db, GIFT_PAGE_RATE_LIMIT, { ip: clientIp(req, context.config) }, GIFT_MESSAGES.tooManyGiftLoads);
    await requireLiveGift(context, params.token);
    await giftsOf(context).markOpened(params.token);
    return undefined;
  },
  { params: tokenParams },
);

/**
 * POST /api/gifts/:token/thanks {message} (public): the recipient's one short reply, rate-limited
 * per gift and per network address (never stored, never shown to the customer).
 */
export const thankForGift = handler(
  giftThanksRequestSchema,
  async ({ params, req, input, ...context }): Promise<{ message: string }> => {
    const ip = clientIp(req, context.config);
    await enforceRateLimit(context.db, GIFT_THANKS_IP_LIMIT, { ip }, GIFT_MESSAGES.tooManyThanks);
    await enforceRateLimit(context.db, GIFT_THANKS_TOKEN_LIMIT, { token: params.token }, GIFT_MESSAGES.tooManyThanks);
    await requireLiveGift(context, params.token);
    await giftsOf(context).thank(params.token, input.message);
    return { message: GIFT_MESSAGES.thanksSent };
  },
  { params: tokenParams },
);
