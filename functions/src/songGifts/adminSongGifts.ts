import { z } from "zod";
import { songGiftTotalsReport } from "@songs/domain";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { failureFields, requestLog } from "../http/requestLog";
import { songGiftParams } from "./giverSongGifts";
import { songGiftView } from "./songGiftRecord";
import { songGifts } from "./songGifts";

/**
 * GET /api/admin/song-gifts/totals: song gifts sold, redeemed, refunded and outstanding (money
 * owed, not revenue, until redeemed), from the running totals (one document read).
 */
export const getSongGiftTotals = handler(
  z.strictObject({}),
  async ({ db, config }) => {
    return songGiftTotalsReport(await songGifts({ db, siteUrl: config.siteUrl }).totals());
  },
  { auth: "admin" },
);

/**
 * POST /api/admin/song-gifts/:giftId/refund: an unredeemed gift stops working at once (the
 * transaction that marks it refunded is the one every redemption reads), then its payment is refunded at
 * Stripe (idempotently: a retry after Stripe failed refunds it once). A redeemed gift, or one whose
 * difference is being paid right now, is refused with the reason.
 */
export const refundSongGift = handler(
  z.strictObject({}),
  async ({ db, stripe, config, params }) => {
    const gift = await songGifts({ db, siteUrl: config.siteUrl }).refund(params.giftId);
    if (gift.paymentIntentId) {
      try {
        await stripe.refunds.create(
          { payment_intent: gift.paymentIntentId },
          { idempotencyKey: `song-gift-refund-${gift.id}` },
        );
      } catch (error) {
        if ((error as { code?: unknown }).code !== "charge_already_refunded") {
          requestLog.error("Stripe did not refund a song gift", { giftId: gift.id, ...failureFields(error) });
          throw new HttpError(
            502,
            "payment_provider_error",
            "The gift no longer works, but its payment was not refunded yet. Try again.",
          );
        }
      }
    }
    return { songGift: songGiftView(gift) };
  },
  { auth: "admin", params: songGiftParams },
);
