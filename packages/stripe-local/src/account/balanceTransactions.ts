/**
 * Balance transactions: every movement of money in a balance (the platform's, or a connected
 * account's with `Stripe-Account`), with Stripe's standard US fees taken where Stripe takes them.
 * `GET /v1/balance_transactions` (newest first; `created`, `currency`, `source`, `type` filters)
 * and `GET /v1/balance_transactions/:id`. Funds are available at once (`available_on` =
 * `created`), unless the funds lever holds the platform's card funds as pending.
 */
import { invalid, noSuch } from "../errors";
import { type FormObject } from "../form";
import { optString, rejectUnknown } from "../params";
import { type Account, type PlatformFunds } from "./Account";
import { newId, nowSeconds } from "./ids";
import { createdFilter, listPage } from "./pagination";
import { type BalanceTransactionRecord, type Json } from "./records";

/** Stripe's standard pricing for US card payments: 2.9% + 30¢ per successful charge, rounded to the cent. */
export const cardProcessingFee = (amount: number) => Math.round((amount * 29) / 1000) + 30;

/** Stripe's US dispute fee ($15), withdrawn with the disputed amount and returned if the dispute is won. */
export const DISPUTE_FEE = 1500;

export interface NewBalanceTransaction {
  /** The connected account whose balance moves; absent for the platform's. */
  owner?: string;
  /** Whether it moves the platform's card funds (see `BalanceTransactionRecord.cardFunds`). */
  cardFunds: boolean;
  /** Positive into the balance, negative out of it (before fees). */
  amount: number;
  currency: string;
  type: string;
  reportingCategory: string;
  source: string;
  description: string | null;
  /** Stripe's fees on it (negative when a fee is returned), each `stripe_fee`. */
  fees?: readonly { amount: number; description: string }[];
}

const statusOf = (account: Account, record: Pick<BalanceTransactionRecord, "owner" | "cardFunds">) =>
  !record.owner && record.cardFunds && account.platformFunds === "pending" ? "pending" : "available";

/** Records a balance transaction and answers its id (the `balance_transaction` of the object that made it). */
export function recordBalanceTransaction(account: Account, t: NewBalanceTransaction): string {
  const created = nowSeconds();
  const feeDetails = (t.fees ?? []).map((f) => ({
    amount: f.amount,
    application: null,
    currency: t.currency,
    description: f.description,
    type: "stripe_fee",
  }));
  const fee = feeDetails.reduce((sum, f) => sum + f.amount, 0);
  const id = newId("txn_");
  const record: BalanceTransactionRecord = { owner: t.owner, cardFunds: t.cardFunds, txn: { id, created } };
  record.txn = {
    id,
    object: "balance_transaction",
    amount: t.amount,
    available_on: created,
    balance_type: "payments",
    created,
    currency: t.currency,
    description: t.description,
    exchange_rate: null,
    fee,
    fee_details: feeDetails,
    net: t.amount - fee,
    reporting_category: t.reportingCategory,
    source: t.source,
    status: statusOf(account, record),
    type: t.type,
  };
  account.balanceTransactions.set(id, record);
  return id;
}

/** The funds lever: the platform's card funds (and their balance transactions) pending or available. */
export function setPlatformFunds(account: Account, funds: PlatformFunds): void {
  account.platformFunds = funds;
  for (const record of account.balanceTransactions.values()) record.txn.status = statusOf(account, record);
}

/** The balance transactions of the platform (`owner` undefined) or of one connected account, oldest first. */
export function balanceTransactionsOf(account: Account, owner: string | undefined): Json[] {
  return [...account.balanceTransactions.values()].filter((r) => r.owner === owner).map((r) => r.txn);
}

export function getBalanceTransaction(account: Account, owner: string | undefined, id: string): Json {
  const record = account.balanceTransactions.get(id);
  if (!record || record.owner !== owner) throw noSuch("balance transaction", id, "id");
  return record.txn;
}

export function listBalanceTransactions(account: Account, owner: string | undefined, params: FormObject): Json {
  rejectUnknown(params, [
    "created",
    "currency",
    "payout",
    "source",
    "type",
    "limit",
    "starting_after",
    "ending_before",
    "expand",
  ]);
  if (params.payout !== undefined)
    throw invalid("The local Stripe server does not simulate the `payout` filter of balance transactions.", "payout");
  const created = createdFilter(params);
  const currency = optString(params, "currency")?.toLowerCase();
  const type = optString(params, "type");
  const source = optString(params, "source");
  const all = balanceTransactionsOf(account, owner)
    .reverse()
    .filter(
      (t) =>
        created(t.created as number) &&
        (!currency || t.currency === currency) &&
        (!type || t.type === type) &&
        // As on Stripe, `source` finds a charge's or a refund's rows but never a dispute's.
        (!source || (t.source === source && !source.startsWith("du_"))),
    ) as (Json & { id: string })[];
  return listPage(all, params, "/v1/balance_transactions");
}
