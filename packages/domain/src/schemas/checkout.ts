import { z } from "zod";
import { ADD_ON_KEYS, PACKAGE_KEYS } from "../catalogue";
import { promotionCodeTextSchema } from "../promotions/promotions";
import { orderDetailsSchema } from "./order";

/**
 * `POST /api/checkout` (signed in): the order to pay for, exactly the final order schema. Strict,
 * so a client that adds prices or totals is refused; the server computes the amount itself.
 */
export const checkoutRequestSchema = orderDetailsSchema.extend({
  /** The promotion code added at the review step; the server checks it with Stripe again. */
  promotionCode: promotionCodeTextSchema.optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** The Checkout Session to send the browser to (`url` is null only if the provider gave none). */
export const checkoutResponseSchema = z.object({
  sessionId: z.string(),
  url: z.string().nullable(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** `POST /api/payments/verify` (signed in): the Checkout Session the success page was given. */
export const verifyPaymentRequestSchema = z.strictObject({
  sessionId: z.string().trim().min(1, "Invalid payment session").max(255, "Invalid payment session"),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** The paid order, as the success page shows it. `created` is false when it already existed. */
export const verifyPaymentResponseSchema = z.object({
  orderId: z.string(),
  created: z.boolean(),
  status: z.string(),
  totalCents: z.number().int(),
  recipientName: z.string(),
  package: z.string(),
  /** When the song is due (ISO), from the payment and the package; null for a package no longer sold. */
  dueAt: z.string().nullable(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** `POST /api/stripe/catalogue` (admins): the price id of every package and add-on. */
export const stripeCatalogueSchema = z.object({
  packages: z.object(
    Object.fromEntries(PACKAGE_KEYS.map((key) => [key, z.string()])) as Record<
      (typeof PACKAGE_KEYS)[number],
      z.ZodString
    >,
  ),
  addOns: z.object(
    Object.fromEntries(ADD_ON_KEYS.map((key) => [key, z.string()])) as Record<
      (typeof ADD_ON_KEYS)[number],
      z.ZodString
    >,
  ),
});
export type StripeCatalogue = z.infer<typeof stripeCatalogueSchema>;
