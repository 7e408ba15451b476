/**
 * Transfers to connected accounts (separate charges and transfers) and their reversals:
 * `POST/GET /v1/transfers`, `GET/POST /v1/transfers/:id`, `POST/GET /v1/transfers/:id/reversals`,
 * `GET /v1/transfers/:id/reversals/:reversalId`. A transfer is funded by its `source_transaction`
 * (a succeeded charge, up to what is left of it) or else by the platform's available balance.
 * `transfer.created` and `transfer.reversed` are the platform's own events.
 */
import { StripeLocalError, invalid, missingParam, noSuch } from "../errors";
import { type FormObject } from "../form";
import { optInt, optString, readMetadata, rejectUnknown, reqString } from "../params";
import { type Account } from "./Account";
import { platformBalance, remainingOfCharge } from "./balance";
import { recordBalanceTransaction } from "./balanceTransactions";
import { dollars } from "./currencies";
import { emitEvent } from "./events";
import { newId, nowSeconds } from "./ids";
import { createdFilter, listPage } from "./pagination";
import { scheduleAutomaticPayout } from "./payouts";
import { type Json } from "./records";

export const BALANCE_INSUFFICIENT_MESSAGE =
  "You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card. See: https://stripe.com/docs/testing#available-balance";

export const DESTINATION_CAPABILITY_MESSAGE =
  "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments";

const insufficient = (message: string, param?: string) =>
  new StripeLocalError(400, "invalid_request_error", message, "balance_insufficient", param).afterExecution();

function readAmount(params: FormObject): number | undefined {
  const amount = optInt(params, "amount");
  if (amount !== undefined && amount < 1)
    throw invalid("Invalid positive integer", "amount", "parameter_invalid_integer");
  return amount;
}

/** The charge a transfer draws on, checked as Stripe does: it exists, succeeded, same currency, enough left. */
function sourceCharge(account: Account, id: string, amount: number, currency: string): Json {
  const charge = account.charges.get(id);
  if (!charge) throw noSuch("charge", id, "source_transaction");
  if (charge.status !== "succeeded")
    throw invalid(`The source_transaction ${id} has not succeeded and cannot fund a transfer.`, "source_transaction");
  if (charge.currency !== currency) {
    throw invalid(
      `The currency of source_transaction's balance transaction (${charge.currency as string}) must be the same as the transfer currency (${currency})`,
      "currency",
    );
  }
  const left = remainingOfCharge(account, charge);
  if (amount > left) {
    throw insufficient(
      `Insufficient funds in source_transaction ${id}: the transfer amount (${dollars(amount)}) is greater than what is left of the charge (${dollars(left)}).`,
      "amount",
    );
  }
  return charge;
}

export function createTransfer(account: Account, params: FormObject): Json {
  rejectUnknown(params, [
    "amount",
    "currency",
    "destination",
    "transfer_group",
    "source_transaction",
    "source_type",
    "description",
    "metadata",
    "expand",
  ]);
  const amount = readAmount(params);
  if (amount === undefined) throw missingParam("amount");
  const currency = reqString(params, "currency").toLowerCase();
  const destinationId = reqString(params, "destination");
  const destination = account.connectedAccounts.get(destinationId);
  if (!destination)
    throw new StripeLocalError(
      400,
      "invalid_request_error",
      `No such destination: '${destinationId}'`,
      undefined,
      "destination",
    );
  if ((destination.capabilities as Json).transfers !== "active") {
    throw new StripeLocalError(
      400,
      "invalid_request_error",
      DESTINATION_CAPABILITY_MESSAGE,
      "insufficient_capabilities_for_transfer",
      "destination",
    ).afterExecution();
  }
  const sourceId = optString(params, "source_transaction");
  if (sourceId) sourceCharge(account, sourceId, amount, currency);
  else if (amount > (platformBalance(account).available.get(currency) ?? 0))
    throw insufficient(BALANCE_INSUFFICIENT_MESSAGE);
  const sourceType = optString(params, "source_type") ?? "card";
  if (sourceType !== "card") throw invalid("The local Stripe server simulates card balances only.", "source_type");
  const description = optString(params, "description") ?? null;
  const metadata = readMetadata(params);
  const transferGroup = optString(params, "transfer_group") ?? null;
  const id = newId("tr_");
  const destinationPayment = newId("py_");
  // Funds from a charge move with the charge's card funds; the others leave the available balance.
  const cardFunds = sourceId !== undefined;
  const transfer: Json = {
    id,
    object: "transfer",
    amount,
    amount_reversed: 0,
    balance_transaction: recordBalanceTransaction(account, {
      cardFunds,
      amount: -amount,
      currency,
      type: "transfer",
      reportingCategory: "transfer",
      source: id,
      description,
    }),
    created: nowSeconds(),
    currency,
    description,
    destination: destinationId,
    destination_payment: destinationPayment,
    livemode: false,
    metadata,
    reversals: { object: "list", data: [], has_more: false, total_count: 0, url: `/v1/transfers/${id}/reversals` },
    reversed: false,
    source_transaction: sourceId ?? null,
    source_type: sourceType,
    transfer_group: transferGroup,
  };
  // The connected account receives it as a payment (`py_...`).
  recordBalanceTransaction(account, {
    owner: destinationId,
    cardFunds: false,
    amount,
    currency,
    type: "payment",
    reportingCategory: "charge",
    source: destinationPayment,
    description: null,
  });
  account.transfers.set(id, transfer);
  emitEvent(account, "transfer.created", transfer);
  scheduleAutomaticPayout(account, destinationId);
  return transfer;
}

export function getTransfer(account: Account, id: string, param = "transfer"): Json {
  const transfer = account.transfers.get(id);
  if (!transfer) throw noSuch("transfer", id, param);
  return transfer;
}

export function updateTransfer(account: Account, id: string, params: FormObject): Json {
  rejectUnknown(params, ["description", "metadata", "expand"]);
  const transfer = getTransfer(account, id);
  const description = optString(params, "description");
  if (description !== undefined) transfer.description = description === "" ? null : description;
  transfer.metadata = readMetadata(params, transfer.metadata as Record<string, string>);
  return transfer;
}

/** Newest first, filtered by `destination`, `transfer_group` and `created` as Stripe's list is. */
export function listTransfers(account: Account, params: FormObject): Json {
  rejectUnknown(params, [
    "destination",
    "transfer_group",
    "created",
    "limit",
    "starting_after",
    "ending_before",
    "expand",
  ]);
  const destination = optString(params, "destination");
  const group = optString(params, "transfer_group");
  const created = createdFilter(params);
  const all = [...account.transfers.values()]
    .reverse()
    .filter(
      (t) =>
        (!destination || t.destination === destination) &&
        (!group || t.transfer_group === group) &&
        created(t.created as number),
    ) as (Json & { id: string })[];
  return listPage(all, params, "/v1/transfers");
}

export function createTransferReversal(account: Account, transferId: string, params: FormObject): Json {
  rejectUnknown(params, ["amount", "description", "metadata", "refund_application_fee", "expand"]);
  const transfer = getTransfer(account, transferId, "id");
  const left = (transfer.amount as number) - (transfer.amount_reversed as number);
  if (left === 0) throw invalid(`The transfer ${transferId} is already fully reversed.`, "amount").afterExecution();
  const amount = readAmount(params) ?? left;
  if (amount > left) {
    throw invalid(
      `Reversal amount (${dollars(amount)}) is greater than unreversed amount on transfer (${dollars(left)})`,
      "amount",
      "amount_too_large",
    ).afterExecution();
  }
  const metadata = readMetadata(params);
  const id = newId("trr_");
  const paymentRefund = newId("pyr_");
  const currency = transfer.currency as string;
  const reversal: Json = {
    id,
    object: "transfer_reversal",
    amount,
    balance_transaction: recordBalanceTransaction(account, {
      cardFunds: transfer.source_transaction !== null,
      amount,
      currency,
      type: "transfer_refund",
      reportingCategory: "transfer_reversal",
      source: id,
      description: null,
    }),
    created: nowSeconds(),
    currency,
    destination_payment_refund: paymentRefund,
    metadata,
    source_refund: null,
    transfer: transferId,
  };
  recordBalanceTransaction(account, {
    owner: transfer.destination as string,
    cardFunds: false,
    amount: -amount,
    currency,
    type: "payment_refund",
    reportingCategory: "refund",
    source: paymentRefund,
    description: null,
  });
  const reversals = transfer.reversals as { data: Json[]; total_count: number };
  const previous = {
    amount_reversed: transfer.amount_reversed,
    reversed: transfer.reversed,
    reversals: structuredClone(transfer.reversals),
  };
  transfer.amount_reversed = (transfer.amount_reversed as number) + amount;
  transfer.reversed = transfer.amount_reversed === transfer.amount;
  reversals.data.unshift(reversal);
  reversals.total_count += 1;
  emitEvent(account, "transfer.reversed", transfer, previous);
  return reversal;
}

function reversalsOf(account: Account, transferId: string): (Json & { id: string })[] {
  return (getTransfer(account, transferId, "id").reversals as { data: (Json & { id: string })[] }).data;
}

export function listTransferReversals(account: Account, transferId: string, params: FormObject): Json {
  rejectUnknown(params, ["limit", "starting_after", "ending_before", "expand"]);
  return listPage(reversalsOf(account, transferId), params, `/v1/transfers/${transferId}/reversals`);
}

export function getTransferReversal(account: Account, transferId: string, id: string): Json {
  const reversal = reversalsOf(account, transferId).find((r) => r.id === id);
  if (!reversal) throw noSuch("transfer_reversal", id, "id");
  return reversal;
}
