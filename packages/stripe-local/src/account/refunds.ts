/** Refunds: `POST /v1/refunds` (whole or partial, by PaymentIntent or charge) and `GET /v1/refunds/:id`. */
import { StripeLocalError, invalid, noSuch } from "../errors";
import { type FormObject } from "../form";
import { optInt, optString, readMetadata, rejectUnknown } from "../params";
import { type Account, type RefundRefusal } from "./Account";
import { dollars } from "./currencies";
import { type Json } from "./records";
import { recordBalanceTransaction } from "./balanceTransactions";
import { isChargedBack } from "./disputes";
import { emitEvent } from "./events";
import { newId, nowSeconds } from "./ids";

export function createRefund(account: Account, params: FormObject): Json {
  rejectUnknown(params, [
    "payment_intent",
    "charge",
    "amount",
    "reason",
    "metadata",
    "expand",
    "refund_application_fee",
    "reverse_transfer",
    "instructions_email",
  ]);
  const piId = optString(params, "payment_intent");
  const chargeId = optString(params, "charge");
  if (!piId && !chargeId) {
    throw new StripeLocalError(
      400,
      "invalid_request_error",
      "One of the following params should be provided for this request: payment_intent or charge.",
      "parameter_missing",
    );
  }
  let charge: Json;
  if (chargeId) {
    const found = account.charges.get(chargeId);
    if (!found) throw noSuch("charge", chargeId, "charge");
    charge = found;
    if (piId && charge.payment_intent !== piId)
      throw invalid(`Charge ${chargeId} does not belong to PaymentIntent ${piId}.`, "charge");
  } else {
    const pi = account.paymentIntents.get(piId as string);
    if (!pi) throw noSuch("payment_intent", piId as string, "payment_intent");
    const latest = typeof pi.latest_charge === "string" ? account.charges.get(pi.latest_charge) : undefined;
    if (pi.status !== "succeeded" || !latest) {
      throw invalid(
        `This PaymentIntent (${piId as string}) does not have a successful charge to refund.`,
        "payment_intent",
        "charge_not_refundable",
      );
    }
    charge = latest;
  }
  if (charge.status !== "succeeded")
    throw invalid(
      `Charge ${charge.id as string} has not succeeded and cannot be refunded.`,
      "charge",
      "charge_not_refundable",
    );
  const amount = charge.amount as number;
  const refunded = charge.amount_refunded as number;
  if (refunded >= amount) {
    throw invalid(`Charge ${charge.id as string} has already been refunded.`, "charge", "charge_already_refunded");
  }
  const requested = optInt(params, "amount");
  if (requested !== undefined && requested < 1)
    throw invalid("Invalid positive integer", "amount", "parameter_invalid_integer");
  const refundAmount = requested ?? amount - refunded;
  if (refundAmount > amount - refunded) {
    throw invalid(
      `Refund amount (${dollars(refundAmount)}) is greater than unrefunded amount on charge (${dollars(amount - refunded)})`,
      "amount",
      "amount_too_large",
    );
  }
  const reason = optString(params, "reason") ?? null;
  if (reason && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason)) {
    throw invalid("Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer", "reason");
  }
  // A charge with a chargeback cannot be refunded (an inquiry's can); the lever refuses every refund.
  const refusal = account.refundRefusal ?? (isChargedBack(account, charge.id as string) ? "charge_disputed" : null);
  if (refusal) throw refundRefusalError(refusal, charge.id as string);
  const id = newId("re_");
  const refund: Json = {
    id,
    object: "refund",
    amount: refundAmount,
    // Stripe keeps its processing fee when a charge is refunded.
    balance_transaction: recordBalanceTransaction(account, {
      cardFunds: true,
      amount: -refundAmount,
      currency: charge.currency as string,
      type: "refund",
      reportingCategory: "refund",
      source: id,
      description: charge.description ? `REFUND FOR CHARGE (${charge.description as string})` : "REFUND FOR CHARGE",
    }),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    destination_details: {
      card: { reference_status: "pending", reference_type: "acquirer_reference_number", type: "refund" },
      type: "card",
    },
    metadata: readMetadata(params),
    payment_intent: charge.payment_intent,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
  account.refunds.set(refund.id as string, refund);
  const previous = { amount_refunded: refunded, refunded: charge.refunded };
  charge.amount_refunded = refunded + refundAmount;
  charge.refunded = charge.amount_refunded === amount;
  emitEvent(account, "charge.refunded", charge, previous);
  return refund;
}

/** The refunds lever's refusals, in Stripe's words (saved under the request's idempotency key, as Stripe does). */
export const REFUND_REFUSALS = ["charge_disputed", "balance_insufficient"] as const satisfies readonly RefundRefusal[];

function refundRefusalError(code: RefundRefusal, chargeId: string): StripeLocalError {
  const message =
    code === "charge_disputed"
      ? `Charge ${chargeId} has been charged back; cannot issue a refund.`
      : "You have insufficient funds in your Stripe account for this refund. You can use the /v1/balance endpoint to view your Stripe balance.";
  return new StripeLocalError(400, "invalid_request_error", message, code).afterExecution();
}

export function getRefund(account: Account, id: string): Json {
  const refund = account.refunds.get(id);
  if (!refund) throw noSuch("refund", id, "refund");
  return refund;
}
