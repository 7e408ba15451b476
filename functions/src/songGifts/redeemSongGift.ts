import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import {
  computeTotalCents,
  SONG_GIFT_REDEEMS_PER_ACCOUNT_PER_HOUR,
  SONG_GIFT_REDEEMS_PER_IP_PER_HOUR,
  SONG_GIFT_MESSAGES,
  SONG_GIFT_WRONG_CODE_EVENT,
  songGiftCollectsAddress,
  songGiftDifferenceCents,
  songGiftRedeemSchema,
  VALIDATION,
  type PostalAddress,
  type SongGiftRedeem,
  type SongGiftRedeemResponse,
} from "@songs/domain";
import { artists } from "../catalogue";
import { checkoutSessionParams, checkoutSessions, openCheckoutSession, type CheckoutOrder } from "../checkout";
import { clientIp } from "../http/clientIp";
import type { Dependencies } from "../http/Dependencies";
import { badRequest, HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { enforceRateLimit, perHour } from "../http/rateLimits";
import { failureFields, requestLog } from "../http/requestLog";
import { orderLifecycle, storedShippingAddressOf } from "../orders";
import { securityEvents } from "../security";
import { stripeCatalogueStore } from "../stripe";
import type { SongGiftRecord } from "./songGiftRecord";
import { requireRedeemable, songGifts } from "./songGifts";

/** Redemption attempts (and code look-ups) per account and per address: a code cannot be guessed. */
export const SONG_GIFT_REDEEMS_PER_ACCOUNT = perHour(
  "song-gift-redeem-account",
  SONG_GIFT_REDEEMS_PER_ACCOUNT_PER_HOUR,
);
export const SONG_GIFT_REDEEMS_PER_IP = perHour("song-gift-redeem-ip", SONG_GIFT_REDEEMS_PER_IP_PER_HOUR);

/** Stripe's shortest Checkout Session: the gift is held this long (and a little more) for its difference. */
const DIFFERENCE_SESSION_MS = 30 * 60 * 1000 + 60 * 1000;
const HOLD_MARGIN_MS = 5 * 60 * 1000;

/**
 * The gift a code names, after counting the attempt against the caller's account (when signed in)
 * and address: 429 past the limits; a wrong code is recorded as a security event and answered 404.
 */
export async function songGiftOfCode(
  context: Pick<Dependencies, "db" | "config"> & { req: Parameters<typeof clientIp>[0]; uid: string | null },
  code: string,
): Promise<SongGiftRecord> {
  const { db, config } = context;
  const ip = clientIp(context.req, config);
  await enforceRateLimit(db, SONG_GIFT_REDEEMS_PER_IP, { ip }, SONG_GIFT_MESSAGES.tooManyAttempts);
  if (context.uid)
    await enforceRateLimit(db, SONG_GIFT_REDEEMS_PER_ACCOUNT, { uid: context.uid }, SONG_GIFT_MESSAGES.tooManyAttempts);
  const gift = await songGifts({ db, siteUrl: config.siteUrl }).findByCode(code);
  if (gift) return gift;
  await securityEvents(db).record({
    type: SONG_GIFT_WRONG_CODE_EVENT,
    ip,
    userAgent: context.req.get("user-agent") ?? null,
    emailHash: null,
    uid: context.uid,
  });
  throw new HttpError(404, "song_gift_wrong_code", SONG_GIFT_MESSAGES.wrongCode);
}

async function requireAvailableArtist(db: Firestore, artistId: string | null): Promise<string | null> {
  if (!artistId) return null;
  const artist = await artists(db).get(artistId);
  if (!artist?.availability) throw badRequest(VALIDATION.invalidArtist, { artistId: VALIDATION.invalidArtist });
  return artist.name;
}

/**
 * The order a song gift pays for in full: made at once, in the transaction that marks the gift
 * redeemed, with the postal address the builder asked for when it holds something to post.
 */
async function orderCoveredInFull(
  deps: { db: Firestore; stripe: Stripe; siteUrl: string },
  gift: SongGiftRecord,
  order: CheckoutOrder,
  customer: { uid: string; email: string | null },
  artistName: string | null,
  address: PostalAddress | null,
): Promise<SongGiftRedeemResponse> {
  // One order per gift: a second redemption at the same moment finds this id taken, or the gift redeemed.
  const orderId = `songgift_${gift.id}`;
  const result = await orderLifecycle(deps).pay(
    {
      id: orderId,
      ...order,
      userId: customer.uid,
      customerEmail: customer.email,
      artistName,
      // The price of what was made: the artist's share is computed on it when the order is made.
      totalCents: computeTotalCents(order.package, order.addOns),
      currency: "usd",
      shippingAddress: address && storedShippingAddressOf(address),
      stripeSessionId: gift.id,
      paymentIntentId: gift.paymentIntentId,
    },
    () => undefined,
    (transaction) => songGifts(deps).prepareRedeem(transaction, gift.id, orderId),
  );
  if (result.outcome !== "changed") throw new HttpError(409, "song_gift_redeemed", SONG_GIFT_MESSAGES.alreadyRedeemed);
  return { outcome: "ordered", orderId };
}

/** The Checkout Session of the difference: the gift is held for it until it expires. */
async function checkoutForDifference(
  context: Pick<Dependencies, "db" | "stripe" | "config">,
  gift: SongGiftRecord,
  order: CheckoutOrder,
  customer: { uid: string; email: string | null; ip: string },
  differenceCents: number,
): Promise<SongGiftRedeemResponse> {
  const { db, stripe, config } = context;
  const expiresAt = new Date(Date.now() + DIFFERENCE_SESSION_MS);
  const params = checkoutSessionParams({
    order,
    userId: customer.uid,
    email: customer.email,
    siteUrl: config.siteUrl,
    stored: await stripeCatalogueStore(db).read(),
    songGift: { kind: "song_gift_difference", songGiftId: gift.id, expiresAt },
  });
  // Only the difference is charged: the covered part is one line the gift pays.
  params.line_items = [
    {
      price_data: {
        currency: "usd",
        unit_amount: differenceCents,
        product_data: { name: "Your song, beyond what the gift covers" },
      },
      quantity: 1,
    },
  ];
  const session = await openCheckoutSession(stripe, params);
  try {
    await songGifts({ db, siteUrl: config.siteUrl }).hold(
      gift.id,
      session.id,
      new Date(expiresAt.getTime() + HOLD_MARGIN_MS),
    );
  } catch (refusal) {
    // Refunded or redeemed meanwhile: the session is closed unpaid, so nothing is ever charged.
    await stripe.checkout.sessions.expire(session.id).catch((error: unknown) =>
      requestLog.error("An unused difference session could not be closed", {
        sessionId: session.id,
        ...failureFields(error),
      }),
    );
    throw refusal;
  }
  const batch = db.batch();
  checkoutSessions(db).create(batch, {
    id: session.id,
    userId: customer.uid,
    order,
    amountCents: differenceCents,
    ip: customer.ip,
    songGiftId: gift.id,
  });
  await batch.commit();
  return { outcome: "pay_difference", sessionId: session.id, url: session.url ?? null, differenceCents };
}

/**
 * POST /api/song-gifts/redeem {code, order} (signed in): the recipient's own order with the gift
 * applied. What the gift covers costs nothing; a bigger package or extra add-ons are paid by card
 * for the difference only. Redeemed once: the order and the gift's redemption are one transaction
 * (or, for a difference, the gift is held for its Checkout Session and redeemed with its order).
 */
export const redeemSongGift = handler(
  songGiftRedeemSchema,
  async (context): Promise<SongGiftRedeemResponse> => {
    const { input, user, db, stripe, config, req } = context;
    const gift = await songGiftOfCode({ db, config, req, uid: user.uid }, input.code);
    requireRedeemable(gift, new Date());
    const order = checkoutOrderOf(input);
    const artistName = await requireAvailableArtist(db, order.artistId);
    const customer = { uid: user.uid, email: user.email, ip: clientIp(req, config) };
    const differenceCents = songGiftDifferenceCents(gift, order);
    if (differenceCents > 0) return checkoutForDifference(context, gift, order, customer, differenceCents);
    return orderCoveredInFull(
      { db, stripe, siteUrl: config.siteUrl },
      gift,
      order,
      customer,
      artistName,
      addressToPost(gift, order, input.shippingAddress),
    );
  },
  { auth: "customer" },
);

/**
 * The address an order the gift pays in full is posted to: required when it holds something to
 * post (no Checkout asks for it), null otherwise (a difference's Checkout asks for its own).
 */
function addressToPost(
  gift: SongGiftRecord,
  order: CheckoutOrder,
  address: SongGiftRedeem["shippingAddress"],
): PostalAddress | null {
  if (!songGiftCollectsAddress(gift, order)) return null;
  if (!address)
    throw badRequest(SONG_GIFT_MESSAGES.addressRequired, { shippingAddress: SONG_GIFT_MESSAGES.addressRequired });
  return address;
}

function checkoutOrderOf({ order }: SongGiftRedeem): CheckoutOrder {
  return { ...order, artistId: order.artistId ?? null, addOns: [...new Set(order.addOns)], gift: null };
}
