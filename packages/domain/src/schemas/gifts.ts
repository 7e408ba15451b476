import { z } from "zod";
import {
  DEFAULT_GIFT_TIME,
  GIFT_MESSAGES,
  GIFT_STATUSES,
  MAX_GIFT_MESSAGE_LENGTH,
  MAX_GIFT_SENDER_NAME_LENGTH,
  MAX_GIFT_THANKS_LENGTH,
} from "../gifts/gifts";
import { isTimeZone } from "../gifts/zonedTime";
import { MAX_CONTACT_EMAIL_LENGTH } from "../limits";
import { VALIDATION } from "../messages";
import { emailField, optionalText, requiredLine, requiredText } from "./text";

/**
 * "Send it to them": the recipient's email, the day and time where they live, who it is from and a
 * short message; `allowDownload` lets the recipient save the song. Chosen in the builder (stored
 * with the order) or on a paid order (`PUT /api/orders/:orderId/gift`).
 */
export const giftDeliveryRequestSchema = z.strictObject({
  recipientEmail: z
    .string(GIFT_MESSAGES.recipientEmailRequired)
    .trim()
    .min(1, GIFT_MESSAGES.recipientEmailRequired)
    .pipe(emailField(MAX_CONTACT_EMAIL_LENGTH, VALIDATION.emailTooLong)),
  senderName: requiredLine(
    MAX_GIFT_SENDER_NAME_LENGTH,
    GIFT_MESSAGES.senderNameRequired,
    GIFT_MESSAGES.senderNameTooLong,
  ),
  date: z.string(GIFT_MESSAGES.dateRequired).regex(/^\d{4}-\d{2}-\d{2}$/, GIFT_MESSAGES.dateRequired),
  time: z
    .string(GIFT_MESSAGES.timeRequired)
    .regex(/^\d{2}:\d{2}$/, GIFT_MESSAGES.timeRequired)
    .default(DEFAULT_GIFT_TIME),
  timeZone: z.string(GIFT_MESSAGES.timeZoneRequired).refine(isTimeZone, GIFT_MESSAGES.timeZoneRequired),
  message: optionalText(MAX_GIFT_MESSAGE_LENGTH, GIFT_MESSAGES.messageTooLong),
  allowDownload: z.boolean().default(false),
});
export type GiftDeliveryRequest = z.infer<typeof giftDeliveryRequestSchema>;

/** The recipient's reply, as they see it come back to the customer. */
export const giftThanksViewSchema = z.object({ message: z.string(), sentAt: z.iso.datetime() });

/** A gift delivery as the customer sees it on their order (never the recipient's network address). */
export const giftViewSchema = z.object({
  status: z.enum(GIFT_STATUSES),
  recipientEmail: z.string(),
  senderName: z.string(),
  message: z.string(),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  sendAt: z.iso.datetime(),
  allowDownload: z.boolean(),
  sentAt: z.iso.datetime().nullable(),
  openedAt: z.iso.datetime().nullable(),
  /** The gift page, once it was sent (and until the customer revokes it). */
  url: z.string().nullable(),
  thanks: giftThanksViewSchema.nullable(),
});
export type GiftView = z.infer<typeof giftViewSchema>;

/** `GET /api/orders/:orderId/gift`: the order's gift delivery, or null when none was chosen. */
export const giftResponseSchema = z.object({ gift: giftViewSchema.nullable() });
export type GiftResponse = z.infer<typeof giftResponseSchema>;

/**
 * `GET /api/gifts/:token` (public, noindex): what the gift page shows the recipient: who it is from,
 * the occasion, the message, the song, its lyrics when the customer shares them, and a download
 * when the customer allows it. Never the customer's email address.
 */
export const giftPageSchema = z.object({
  senderName: z.string(),
  recipientFirstName: z.string(),
  occasion: z.string(),
  occasionLabel: z.string(),
  message: z.string(),
  audioUrl: z.string(),
  /** Seconds the song's links (`audioUrl`, `download.url`) work: the page renews them before then. */
  audioExpiresInSeconds: z.number().int().positive(),
  contentType: z.string(),
  lyrics: z.string().nullable(),
  download: z.object({ url: z.string(), fileName: z.string() }).nullable(),
  thanked: z.boolean(),
});
export type GiftPage = z.infer<typeof giftPageSchema>;

/** `POST /api/gifts/:token/thanks` (public): the recipient's one short reply. */
export const giftThanksRequestSchema = z.strictObject({
  message: requiredText(MAX_GIFT_THANKS_LENGTH, GIFT_MESSAGES.thanksRequired, GIFT_MESSAGES.thanksTooLong),
});
export type GiftThanksRequest = z.infer<typeof giftThanksRequestSchema>;
