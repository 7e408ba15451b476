import type { Request } from "express";
import type Stripe from "stripe";
import { HttpError } from "./errors";

/** The bytes Stripe signed: Cloud Functions (and its emulator) keep them as `req.rawBody`. */
function rawBodyOf(req: Request): Buffer | undefined {
  return (req as Request & { rawBody?: Buffer }).rawBody;
}

const invalidSignature = () =>
  new HttpError(400, "invalid_signature", "The Stripe signature does not match the request body");

/**
 * The Stripe event of a webhook request, verified against its `Stripe-Signature` with the
 * endpoint's signing secret (each endpoint has its own); 400 `invalid_signature` otherwise.
 */
export function verifiedStripeEvent(req: Request, stripe: Stripe, secret: string): Stripe.Event {
  const signature = req.get("stripe-signature");
  const rawBody = rawBodyOf(req);
  if (!signature || !rawBody) throw invalidSignature();
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw invalidSignature();
  }
}
