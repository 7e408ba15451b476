import type Stripe from "stripe";
import { needsShippingAddress, SHIPPING_COUNTRIES, type AddOnKey, type PackageKey } from "@songs/domain";
import { CURRENCY, orderedItems, type CatalogueItem, type StoredStripeCatalogue } from "../stripe";

type PricedOrder = { package: PackageKey; addOns: readonly AddOnKey[] };

/** The seeded price when it still charges the catalogue's amount, else the name and amount inline. */
function lineItemFor(
  item: CatalogueItem,
  stored: StoredStripeCatalogue | null,
): Stripe.Checkout.SessionCreateParams.LineItem {
  const priceId = stored?.[item.group][item.key as keyof StoredStripeCatalogue[typeof item.group]];
  if (priceId && stored?.priceCents[priceId] === item.priceCents) return { price: priceId, quantity: 1 };
  return {
    price_data: { currency: CURRENCY, unit_amount: item.priceCents, product_data: { name: item.name } },
    quantity: 1,
  };
}

export interface CheckoutSessionInput {
  order: PricedOrder;
  userId: string;
  email: string | null;
  /** The site's origin, for the return URLs. */
  siteUrl: string;
  stored: StoredStripeCatalogue | null;
  /** The Stripe promotion code checked for this order (null without one). */
  promotionCodeId?: string | null;
  /**
   * A song gift's payment (its purchase, or the difference its redemption costs): marked in the
   * session's metadata (`kind`, for disputes and the daily close), returned to its own page, and
   * for a difference closed at `expiresAt` (the gift is held for it until then).
   */
  songGift?: { kind: "song_gift_purchase" } | { kind: "song_gift_difference"; songGiftId: string; expiresAt: Date };
}

/** Where a song gift's purchase returns: its own page, which confirms it. */
const SONG_GIFT_PAID_PATH = "/song-gifts/paid";

/**
 * The Checkout Session for an order. Metadata stays small (Stripe caps each value at 500
 * characters), so the story and names live in Firestore under the session id, never at Stripe.
 */
export function checkoutSessionParams(input: CheckoutSessionInput): Stripe.Checkout.SessionCreateParams {
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: "payment",
    // Cards only: an order is fulfilled when Checkout completes paid, so delayed methods (bank
    // debits, vouchers) that settle later are never offered.
    allowed_payment_method_types: ["card"],
    line_items: orderedItems(input.order).map((item) => lineItemFor(item, input.stored)),
    client_reference_id: input.userId,
    metadata: { userId: input.userId, package: input.order.package },
    // Stripe's payment_intent.payment_failed carries the PaymentIntent, not the session: the user
    // lets a decline count towards that customer's fraud score.
    payment_intent_data: { metadata: { userId: input.userId } },
    success_url: `${input.siteUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${input.siteUrl}/payment-cancelled`,
  };
  if (input.email) params.customer_email = input.email;
  if (input.promotionCodeId) params.discounts = [{ promotion_code: input.promotionCodeId }];
  const gift = input.songGift;
  if (gift) params.metadata = { ...params.metadata, kind: gift.kind };
  if (gift?.kind === "song_gift_purchase") {
    params.success_url = `${input.siteUrl}${SONG_GIFT_PAID_PATH}?session_id={CHECKOUT_SESSION_ID}`;
    // The recipient's order collects their own address when it is paid or redeemed.
    return params;
  }
  if (gift?.kind === "song_gift_difference") {
    params.metadata = { ...params.metadata, songGiftId: gift.songGiftId };
    params.expires_at = Math.floor(gift.expiresAt.getTime() / 1000);
  }
  // The physical items (the Deluxe CD, the Framed Lyrics Print) are posted: @songs/domain's deliverables say which orders have any.
  if (needsShippingAddress(input.order))
    params.shipping_address_collection = { allowed_countries: [...SHIPPING_COUNTRIES] };
  return params;
}
