import { MESSAGES, verifyPaymentRequestSchema } from "@songs/domain";
import { HttpError, notFound } from "../http/errors";
import { handler } from "../http/handler";
import { songGiftView } from "./songGiftRecord";
import { songGifts } from "./songGifts";
import { paidSongGiftSession } from "./songGiftPayments";

/**
 * POST /api/song-gifts/paid {sessionId} (signed in): the purchase's return page confirms it; the
 * gift is sold once, whether this or the `checkout.session.completed` webhook comes first.
 */
export const confirmSongGiftPurchase = handler(
  verifyPaymentRequestSchema,
  async ({ input, user, db, stripe, config }) => {
    const gifts = songGifts({ db, siteUrl: config.siteUrl });
    const gift = await gifts.get(input.sessionId);
    if (!gift || gift.giverUid !== user.uid) throw notFound(MESSAGES.invalidPaymentSession);
    const paid = await paidSongGiftSession(stripe, input.sessionId);
    if (!paid) throw new HttpError(409, "payment_incomplete", "This payment is not complete");
    const sold = await gifts.markSold(gift.id, paid.paymentIntentId);
    return { songGift: songGiftView(sold ?? gift) };
  },
  { auth: "customer" },
);
