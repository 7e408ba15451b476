import { computeTotalCents, giftSendAt, songGiftPurchaseSchema } from "@songs/domain";
import { checkoutSessionParams, openCheckoutSession } from "../checkout";
import { badRequest } from "../http/errors";
import { handler } from "../http/handler";
import { stripeCatalogueStore } from "../stripe";
import { songGifts } from "./songGifts";

/**
 * POST /api/song-gifts (signed in): a song gift to buy. Its arrival is checked as a gift
 * delivery's is (a real time ahead, where the recipient lives); it is priced on the server, paid
 * through a Checkout Session marked `kind: song_gift_purchase`, and kept under the session's id until paid.
 */
export const buySongGift = handler(
  songGiftPurchaseSchema,
  async ({ input, user, db, stripe, config }) => {
    const when = giftSendAt(input, new Date());
    if (!when.ok) throw badRequest(when.message, { [when.field]: when.message });
    const cover = { package: input.package, addOns: [...new Set(input.addOns)] };
    const amountCents = computeTotalCents(cover.package, cover.addOns);
    const params = checkoutSessionParams({
      order: cover,
      userId: user.uid,
      email: user.email,
      siteUrl: config.siteUrl,
      stored: await stripeCatalogueStore(db).read(),
      songGift: { kind: "song_gift_purchase" },
    });
    const session = await openCheckoutSession(stripe, params);
    await songGifts({ db, siteUrl: config.siteUrl }).startPurchase(
      session.id,
      user.uid,
      { ...input, ...cover },
      when.sendAt,
      amountCents,
    );
    return { sessionId: session.id, url: session.url ?? null };
  },
  { auth: "customer" },
);
