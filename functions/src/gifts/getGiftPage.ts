import { firstNameOf, GIFT_AUDIO_URL_TTL_SECONDS, GIFT_MESSAGES, occasionLabel, type GiftPage } from "@songs/domain";
import { clientIp } from "../http/clientIp";
import { emptyQuerySchema, handler } from "../http/handler";
import { enforceRateLimit } from "../http/rateLimits";
import { tokenParams } from "../http/routeParams";
import { sharedLyricsOf, signSongUrl, songExtension, songFileName } from "../orders";
import { GIFT_PAGE_RATE_LIMIT, requireLiveGift } from "./liveGift";

/**
 * GET /api/gifts/:token (public, noindex, rate-limited per address): what the gift page shows its
 * recipient. Reads only: the page records its first opening with a POST. The song's links work a
 * few minutes (the open page reads again for fresh ones), so a revoked gift's song stops soon after.
 */
export const getGiftPage = handler(
  emptyQuerySchema,
  async ({ params, req, res, ...context }): Promise<GiftPage> => {
    res.set("X-Robots-Tag", "noindex, nofollow");
    await enforceRateLimit(
      context.db,
      GIFT_PAGE_RATE_LIMIT,
      { ip: clientIp(req, context.config) },
      GIFT_MESSAGES.tooManyGiftLoads,
    );
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
      download: gift.allowDownload
        ? {
            url: audio.url,
            fileName: songFileName(order.recipientName, songExtension(order.songContentType, order.songPath)),
          }
        : null,
      thanked: gift.thanks !== null,
    };
  },
  { params: tokenParams },
);
