import { z } from "zod";
import { ADD_ON_KEYS, PACKAGE_KEYS } from "../catalogue";
import { MAX_GIFT_MESSAGE_LENGTH, MAX_GIFT_SENDER_NAME_LENGTH } from "../gifts/gifts";
import { MAX_RECIPIENT_NAME_LENGTH } from "../limits";
import { VALIDATION } from "../messages";
import { SONG_GIFT_MESSAGES, SONG_GIFT_STATES, type SongGiftTotalsReport } from "../songGifts/songGifts";
import { postalAddressRequestSchema } from "./deliverables";
import { giftDeliveryRequestSchema } from "./gifts";
import { orderDetailsSchema } from "./order";
import { oneOf, requiredLine } from "./text";

/**
 * `POST /api/song-gifts` (signed in): a song gift to buy. The arrival is chosen as a gift delivery
 * is (a date and time where the recipient lives, 08:00 by default); prices are the server's.
 */
export const songGiftPurchaseSchema = z.strictObject({
  package: oneOf(PACKAGE_KEYS, VALIDATION.packageRequired),
  addOns: z.array(z.enum(ADD_ON_KEYS, VALIDATION.invalidAddOn)).default([]),
  recipientName: requiredLine(
    MAX_RECIPIENT_NAME_LENGTH,
    VALIDATION.recipientNameRequired,
    VALIDATION.recipientNameTooLong,
  ),
  recipientEmail: giftDeliveryRequestSchema.shape.recipientEmail,
  senderName: requiredLine(MAX_GIFT_SENDER_NAME_LENGTH, "Your name is required", "Your name is too long"),
  message: giftDeliveryRequestSchema.shape.message,
  date: giftDeliveryRequestSchema.shape.date,
  time: giftDeliveryRequestSchema.shape.time,
  timeZone: giftDeliveryRequestSchema.shape.timeZone,
});
export type SongGiftPurchase = z.infer<typeof songGiftPurchaseSchema>;

const codeField = z
  .string(SONG_GIFT_MESSAGES.codeRequired)
  .trim()
  .min(1, SONG_GIFT_MESSAGES.codeRequired)
  .max(64, SONG_GIFT_MESSAGES.wrongCode);

/** `POST /api/song-gifts/redeem` (signed in): the code and the recipient's own order. */
export const songGiftRedeemSchema = z.strictObject({
  code: codeField,
  order: orderDetailsSchema.omit({ gift: true }),
  /**
   * Where the order's CD or print is posted, when the gift pays the whole order (no Checkout asks
   * for it; see `songGiftCollectsAddress`); the same address a customer corrects on their order.
   */
  shippingAddress: postalAddressRequestSchema.optional(),
});
export type SongGiftRedeem = z.infer<typeof songGiftRedeemSchema>;

/** `POST /api/song-gifts/lookup` (signed in): what a code covers, before the recipient builds. */
export const songGiftLookupSchema = z.strictObject({ code: codeField });

/** `PUT /api/song-gifts/:giftId/recipient`: the giver corrects the address before it is redeemed. */
export const songGiftRecipientSchema = z.strictObject({
  recipientEmail: giftDeliveryRequestSchema.shape.recipientEmail,
});

/** The answer to a redemption: the order made, or the Checkout Session for the difference. */
export const songGiftRedeemResponseSchema = z.union([
  z.object({ outcome: z.literal("ordered"), orderId: z.string() }),
  z.object({
    outcome: z.literal("pay_difference"),
    sessionId: z.string(),
    url: z.string().nullable(),
    differenceCents: z.number().int(),
  }),
]);
export type SongGiftRedeemResponse = z.infer<typeof songGiftRedeemResponseSchema>;

/** A song gift as its giver sees it. */
export const songGiftViewSchema = z.object({
  id: z.string(),
  state: z.enum(SONG_GIFT_STATES),
  package: z.enum(PACKAGE_KEYS),
  addOns: z.array(z.enum(ADD_ON_KEYS)),
  amountCents: z.number().int(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string().max(MAX_GIFT_MESSAGE_LENGTH),
  sendAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  openedAt: z.iso.datetime().nullable(),
  redeemedAt: z.iso.datetime().nullable(),
  validUntil: z.iso.datetime(),
});
export type SongGiftView = z.infer<typeof songGiftViewSchema>;

const count = z.number().int().min(0);
const cents = z.number().int().min(0);

/** The song gifts' running totals as the business view reads them (see `songGiftTotalsReport`). */
export const songGiftTotalsReportSchema = z.object({
  soldCount: count,
  soldCents: cents,
  redeemedCount: count,
  redeemedCents: cents,
  refundedCount: count,
  refundedCents: cents,
  outstanding: z.object({ count, cents }),
}) satisfies z.ZodType<SongGiftTotalsReport>;
