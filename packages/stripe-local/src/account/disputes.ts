/**
 * Disputes, as Stripe's test mode makes them: a charge paid with a dispute test card is disputed a
 * little after the payment (`disputeDelayMs`): `charge.dispute.created`, then
 * `charge.dispute.funds_withdrawn` with the withdrawal (the amount and Stripe's $15 dispute fee).
 * `GET /v1/disputes`, `GET /v1/disputes/:id`, `POST /v1/disputes/:id` (evidence, staged with
 * `submit=false` or submitted) and `POST /v1/disputes/:id/close` (accepting the loss). Submitted
 * evidence whose `uncategorized_text` is `winning_evidence` or `losing_evidence` decides the dispute
 * a little later: `charge.dispute.closed`, and for a win `charge.dispute.funds_reinstated` with the
 * amount and the fee back.
 */
import { StripeLocalError, invalid, noSuch } from "../errors";
import { type FormObject } from "../form";
import { isObject, optBool, optString, readMetadata, rejectUnknown, stringTooLong } from "../params";
import { type Account } from "./Account";
import { DISPUTE_FEE, recordBalanceTransaction } from "./balanceTransactions";
import { emitEvent } from "./events";
import { newId, nowSeconds } from "./ids";
import { createdFilter, listPage } from "./pagination";
import { type Json } from "./records";
import { schedule } from "./scheduled";

/** The dispute test cards' disputes (https://docs.stripe.com/testing#disputes). */
export type DisputeKind = "fraudulent";

/** Text evidence Stripe takes up to 20,000 characters of. */
const LONG_TEXT_FIELDS = [
  "access_activity_log",
  "cancellation_policy_disclosure",
  "cancellation_rebuttal",
  "duplicate_charge_explanation",
  "product_description",
  "refund_policy_disclosure",
  "refund_refusal_explanation",
  "uncategorized_text",
];
/** Short text evidence (Stripe's usual string limit, 5,000 characters). */
const SHORT_TEXT_FIELDS = [
  "billing_address",
  "customer_email_address",
  "customer_name",
  "customer_purchase_ip",
  "duplicate_charge_id",
  "service_date",
  "shipping_address",
  "shipping_carrier",
  "shipping_date",
  "shipping_tracking_number",
];
/** Evidence that names an uploaded file (`file_...`); the local server has no file uploads. */
const FILE_FIELDS = [
  "cancellation_policy",
  "customer_communication",
  "customer_signature",
  "duplicate_charge_documentation",
  "receipt",
  "refund_policy",
  "service_documentation",
  "shipping_documentation",
  "uncategorized_file",
];
const NOT_SIMULATED_EVIDENCE = ["enhanced_evidence", "appeal"];
/** Stripe's limit on all the evidence's text together. */
const COMBINED_EVIDENCE_LIMIT = 150_000;
const LONG_TEXT_LIMIT = 20_000;
const SHORT_TEXT_LIMIT = 5_000;

/** Stripe's test-mode evidence that decides a dispute. */
const OUTCOME_EVIDENCE: Readonly<Record<string, "won" | "lost">> = {
  winning_evidence: "won",
  losing_evidence: "lost",
};

const OPEN_STATUSES = ["needs_response", "warning_needs_response"];
const CLOSED_STATUSES = ["won", "lost", "warning_closed", "prevented"];

/** Disputes a charge later, as Stripe does a little after a payment with a dispute test card. */
export function scheduleDispute(account: Account, chargeId: string, kind: DisputeKind): void {
  schedule(account, "dispute", `create:${chargeId}`, account.hooks.disputeDelayMs(), () =>
    createDispute(account, chargeId, kind),
  );
}

/** Stripe's evidence deadline for a test dispute: the end of the UTC day, nine days on. */
function dueBy(created: number): number {
  const day = 86_400;
  return created - (created % day) + 10 * day - 1;
}

/** The billing address as Stripe writes it into the evidence: its lines, then "city, state, postal code, country". */
function billingAddressText(charge: Json): string | null {
  const address = ((charge.billing_details as Json | undefined)?.address ?? {}) as Record<string, string | null>;
  const last = [address.city, address.state, address.postal_code, address.country].filter(Boolean).join(", ");
  const text = [address.line1, address.line2, last].filter(Boolean).join("\n");
  return text || null;
}

function createDispute(account: Account, chargeId: string, kind: DisputeKind): void {
  const charge = account.charges.get(chargeId);
  if (!charge || charge.status !== "succeeded" || charge.disputed) return;
  const id = newId("du_");
  const created = nowSeconds();
  const amount = charge.amount as number;
  const currency = charge.currency as string;
  const billing = (charge.billing_details ?? {}) as Json;
  const card = ((charge.payment_method_details as Json).card ?? {}) as Json;
  const evidence: Json = Object.fromEntries(
    [...LONG_TEXT_FIELDS, ...SHORT_TEXT_FIELDS, ...FILE_FIELDS].sort().map((field) => [field, null]),
  );
  // As on Stripe, the evidence starts with what the charge knows of the customer.
  Object.assign(evidence, {
    billing_address: billingAddressText(charge),
    customer_email_address: billing.email ?? null,
    customer_name: billing.name ?? null,
    enhanced_evidence: {},
  });
  const withdrawal = recordBalanceTransaction(account, {
    cardFunds: true,
    amount: -amount,
    currency,
    type: "adjustment",
    reportingCategory: "dispute",
    source: id,
    description: `Chargeback withdrawal for ${chargeId}`,
    fees: [{ amount: DISPUTE_FEE, description: "Dispute fee" }],
  });
  const dispute: Json = {
    id,
    object: "dispute",
    amount,
    balance_transactions: [account.balanceTransactions.get(withdrawal)?.txn],
    charge: chargeId,
    created,
    currency,
    enhanced_eligibility_types: [],
    evidence,
    evidence_details: {
      due_by: dueBy(created),
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: "not_submitted",
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    network_reason_code: "83",
    payment_intent: charge.payment_intent,
    payment_method_details: {
      card: { brand: card.brand, case_type: "chargeback", network: card.brand, network_reason_code: "83" },
      type: "card",
    },
    reason: kind,
    status: "needs_response",
  };
  account.disputes.set(id, dispute);
  charge.disputed = true;
  emitEvent(account, "charge.dispute.created", dispute);
  emitEvent(account, "charge.dispute.funds_withdrawn", dispute);
}

/** Whether the charge has a chargeback (not an inquiry), which Stripe will not refund. */
export const isChargedBack = (account: Account, chargeId: string) =>
  [...account.disputes.values()].some((d) => d.charge === chargeId && d.is_charge_refundable === false);

export function getDispute(account: Account, id: string): Json {
  const dispute = account.disputes.get(id);
  if (!dispute) throw noSuch("dispute", id, "dispute");
  const details = dispute.evidence_details as Json;
  details.past_due = OPEN_STATUSES.includes(dispute.status as string) && nowSeconds() > (details.due_by as number);
  return dispute;
}

/** Newest first, filtered by `charge`, `payment_intent` and `created` as Stripe's list is. */
export function listDisputes(account: Account, params: FormObject): Json {
  rejectUnknown(params, ["charge", "payment_intent", "created", "limit", "starting_after", "ending_before", "expand"]);
  const charge = optString(params, "charge");
  const paymentIntent = optString(params, "payment_intent");
  const created = createdFilter(params);
  const all = [...account.disputes.keys()]
    .reverse()
    .map((id) => getDispute(account, id))
    .filter(
      (d) =>
        (!charge || d.charge === charge) &&
        (!paymentIntent || d.payment_intent === paymentIntent) &&
        created(d.created as number),
    ) as (Json & { id: string })[];
  return listPage(all, params, "/v1/disputes");
}

/** Refuses a change to a dispute that no longer takes one (local wording: Stripe's is not published). */
function refuseIfNotOpen(dispute: Json): void {
  const status = dispute.status as string;
  if (OPEN_STATUSES.includes(status)) return;
  const message = CLOSED_STATUSES.includes(status)
    ? `This dispute is closed (${status}) and can no longer be changed.`
    : `This dispute's evidence has already been submitted (${status}) and can no longer be changed.`;
  throw new StripeLocalError(400, "invalid_request_error", message).afterExecution();
}

/** The evidence of an update merged into the dispute's, checked against Stripe's limits. */
function mergeEvidence(current: Json, params: FormObject): Json {
  rejectUnknown(
    params,
    [...LONG_TEXT_FIELDS, ...SHORT_TEXT_FIELDS, ...FILE_FIELDS, ...NOT_SIMULATED_EVIDENCE],
    "evidence",
  );
  const merged = { ...current };
  for (const [field, value] of Object.entries(params)) {
    const param = `evidence[${field}]`;
    if (NOT_SIMULATED_EVIDENCE.includes(field))
      throw invalid(`The local Stripe server does not simulate \`${param}\`.`, param);
    if (typeof value !== "string") throw invalid(`Invalid string: ${JSON.stringify(value)}`, param);
    if (FILE_FIELDS.includes(field) && value !== "") throw noSuch("file upload", value, param);
    const limit = LONG_TEXT_FIELDS.includes(field) ? LONG_TEXT_LIMIT : SHORT_TEXT_LIMIT;
    if (value.length > limit) throw stringTooLong(value, limit, param);
    merged[field] = value === "" ? null : value;
  }
  const combined = Object.values(merged).reduce<number>((n, v) => n + (typeof v === "string" ? v.length : 0), 0);
  if (combined > COMBINED_EVIDENCE_LIMIT) {
    throw invalid(
      `The combined character count of all evidence fields is limited to 150,000; this evidence has ${combined}.`,
      "evidence",
    );
  }
  return merged;
}

const hasEvidence = (evidence: Json) =>
  [...LONG_TEXT_FIELDS, ...SHORT_TEXT_FIELDS, ...FILE_FIELDS].some((field) => evidence[field] !== null);

/**
 * `POST /v1/disputes/:id`: evidence staged (`submit=false`) or submitted (the default when
 * evidence is given), `metadata`, `intended_submission_method`; sends `charge.dispute.updated`.
 */
export function updateDispute(account: Account, id: string, params: FormObject): Json {
  rejectUnknown(params, ["evidence", "metadata", "submit", "intended_submission_method", "expand"]);
  const dispute = getDispute(account, id);
  const evidenceParams = params.evidence;
  if (evidenceParams !== undefined && evidenceParams !== "" && !isObject(evidenceParams))
    throw invalid("Invalid object", "evidence", "parameter_invalid_object");
  const submitParam = optBool(params, "submit");
  const method = optString(params, "intended_submission_method");
  if (method && !["manual", "prefer_manual", "prefer_smart_disputes", "smart_disputes"].includes(method)) {
    throw invalid(
      "Invalid intended_submission_method: must be one of manual, prefer_manual, prefer_smart_disputes, or smart_disputes",
      "intended_submission_method",
    );
  }
  const metadata = readMetadata(params, dispute.metadata as Record<string, string>);
  const changesEvidence = isObject(evidenceParams) || submitParam === true;
  if (changesEvidence || submitParam === false) refuseIfNotOpen(dispute);
  const evidence = isObject(evidenceParams)
    ? mergeEvidence(dispute.evidence as Json, evidenceParams)
    : dispute.evidence;
  const submit = changesEvidence && submitParam !== false;

  const previous: Json = {};
  const change = (key: string, value: unknown) => {
    if (JSON.stringify(dispute[key]) === JSON.stringify(value)) return;
    previous[key] = structuredClone(dispute[key]);
    dispute[key] = value;
  };
  const details: Json = { ...(dispute.evidence_details as Json), has_evidence: hasEvidence(evidence as Json) };
  if (submit) {
    details.submission_count = (details.submission_count as number) + 1;
    details.submission_method = "manual";
  }
  change("evidence", evidence);
  change("evidence_details", details);
  change("metadata", metadata);
  if (method) change("intended_submission_method", method);
  if (submit) change("status", dispute.status === "warning_needs_response" ? "warning_under_review" : "under_review");
  if (Object.keys(previous).length > 0) emitEvent(account, "charge.dispute.updated", dispute, previous);

  const outcome = OUTCOME_EVIDENCE[((evidence as Json).uncategorized_text as string | null) ?? ""];
  if (submit && outcome) {
    schedule(account, "dispute", `decide:${id}`, account.hooks.disputeDelayMs(), () =>
      decideDispute(account, dispute, outcome),
    );
  }
  return dispute;
}

/** `POST /v1/disputes/:id/close`: the dispute is accepted, so lost (an inquiry is closed). */
export function closeDispute(account: Account, id: string): Json {
  const dispute = getDispute(account, id);
  refuseIfNotOpen(dispute);
  const previous = { status: dispute.status };
  dispute.status = dispute.status === "warning_needs_response" ? "warning_closed" : "lost";
  emitEvent(account, "charge.dispute.closed", dispute, previous);
  return dispute;
}

/** The bank's decision on submitted evidence; a win gives back the amount and the dispute fee. */
function decideDispute(account: Account, dispute: Json, outcome: "won" | "lost"): void {
  if (dispute.status !== "under_review") return;
  const previous: Json = { status: dispute.status };
  dispute.status = outcome;
  if (outcome === "lost") {
    emitEvent(account, "charge.dispute.closed", dispute, previous);
    return;
  }
  const reinstated = recordBalanceTransaction(account, {
    cardFunds: true,
    amount: dispute.amount as number,
    currency: dispute.currency as string,
    type: "adjustment",
    reportingCategory: "dispute_reversal",
    source: dispute.id as string,
    description: `Chargeback reversal for ${dispute.charge as string}`,
    fees: [{ amount: -DISPUTE_FEE, description: "Dispute fee" }],
  });
  previous.balance_transactions = structuredClone(dispute.balance_transactions);
  dispute.balance_transactions = [
    ...(dispute.balance_transactions as Json[]),
    account.balanceTransactions.get(reinstated)?.txn,
  ];
  emitEvent(account, "charge.dispute.closed", dispute, previous);
  emitEvent(account, "charge.dispute.funds_reinstated", dispute);
}
