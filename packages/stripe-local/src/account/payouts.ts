/**
 * Automatic payouts of connected accounts, as Stripe's payout schedule makes them, shortened for
 * test mode: `payoutDelayMs` after a transfer lands, the account's available balance is paid out
 * to its bank account (`payout.created`, status `pending`), and after as long again the payout is
 * `paid` or, for a failing test bank account, `failed` with Stripe's failure code and message
 * (the funds come back and payouts stop until a new bank account is given). Read with
 * `GET /v1/payouts[/:id]` and the `Stripe-Account` header.
 */
import { noSuch } from "../errors";
import { type FormObject } from "../form";
import { optString, rejectUnknown } from "../params";
import { type Account } from "./Account";
import { connectedAvailable } from "./balance";
import { recordBalanceTransaction } from "./balanceTransactions";
import { changeConnectedAccount, defaultBankAccount } from "./connectedAccounts";
import { emitEvent } from "./events";
import { newId, nowSeconds } from "./ids";
import { createdFilter, listPage } from "./pagination";
import { type Json } from "./records";
import { schedule } from "./scheduled";
import { TEST_BANK_ACCOUNTS } from "./testBankAccounts";

/** Pays out the connected account's available balance a little after money lands on it. */
export function scheduleAutomaticPayout(account: Account, accountId: string): void {
  schedule(account, "payout", accountId, account.hooks.payoutDelayMs(), () =>
    createAutomaticPayouts(account, accountId),
  );
}

function createAutomaticPayouts(account: Account, accountId: string): void {
  const connected = account.connectedAccounts.get(accountId);
  if (!connected || connected.payouts_enabled !== true) return;
  const bank = defaultBankAccount(account, connected);
  if (!bank) return;
  for (const [currency, amount] of connectedAvailable(account, accountId, connected.default_currency as string)) {
    if (amount <= 0) continue;
    const created = nowSeconds();
    const id = newId("po_");
    const payout: Json = {
      id,
      object: "payout",
      amount,
      application_fee: null,
      application_fee_amount: null,
      arrival_date: created - (created % 86_400),
      automatic: true,
      balance_transaction: recordBalanceTransaction(account, {
        owner: accountId,
        cardFunds: false,
        amount: -amount,
        currency,
        type: "payout",
        reportingCategory: "payout",
        source: id,
        description: "STRIPE PAYOUT",
      }),
      created,
      currency,
      description: "STRIPE PAYOUT",
      destination: bank.id,
      failure_balance_transaction: null,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: {},
      method: "standard",
      original_payout: null,
      payout_method: null,
      reconciliation_status: "not_applicable",
      reversed_by: null,
      source_type: "card",
      statement_descriptor: null,
      status: "pending",
      trace_id: { status: "pending", value: null },
      type: "bank_account",
    };
    account.payouts.set(payout.id as string, { accountId, payout });
    emitEvent(account, "payout.created", payout, undefined, accountId);
    schedule(account, "payout", `settle:${id}`, account.hooks.payoutDelayMs(), () =>
      settlePayout(account, accountId, payout, bank.accountNumber),
    );
  }
}

function settlePayout(account: Account, accountId: string, payout: Json, accountNumber: string): void {
  const failure = TEST_BANK_ACCOUNTS[accountNumber] ?? null;
  const previous = { status: payout.status };
  if (!failure) {
    Object.assign(payout, {
      status: "paid",
      reconciliation_status: "completed",
      trace_id: { status: "supported", value: newId("TRACE", 10) },
    });
    emitEvent(account, "payout.paid", payout, previous, accountId);
    return;
  }
  Object.assign(payout, {
    status: "failed",
    failure_code: failure.code,
    failure_message: failure.message,
    // The funds come back to the account's balance.
    failure_balance_transaction: recordBalanceTransaction(account, {
      owner: accountId,
      cardFunds: false,
      amount: payout.amount as number,
      currency: payout.currency as string,
      type: "payout_failure",
      reportingCategory: "payout_reversal",
      source: payout.id as string,
      description: "STRIPE PAYOUT FAILURE",
    }),
    trace_id: { status: "unsupported", value: null },
  });
  emitEvent(account, "payout.failed", payout, previous, accountId);
  // As on Stripe, the failing bank account is marked errored and payouts wait for a new one.
  const connected = account.connectedAccounts.get(accountId);
  if (!connected) return;
  changeConnectedAccount(account, connected, (a) => {
    const externals = structuredClone(a.external_accounts) as { data: Json[] };
    for (const bank of externals.data) if (bank.id === payout.destination) bank.status = "errored";
    a.external_accounts = externals;
    a.payouts_enabled = false;
    a.requirements = {
      ...(a.requirements as Json),
      currently_due: ["external_account"],
      eventually_due: ["external_account"],
    };
  });
}

/** The payouts of the connected account `stripeAccount` names (the platform itself has none here). */
export function listPayouts(account: Account, stripeAccount: string | undefined, params: FormObject): Json {
  rejectUnknown(params, [
    "status",
    "arrival_date",
    "created",
    "destination",
    "limit",
    "starting_after",
    "ending_before",
    "expand",
  ]);
  const status = optString(params, "status");
  const created = createdFilter(params);
  const all = [...account.payouts.values()]
    .filter(
      (p) =>
        p.accountId === stripeAccount && (!status || p.payout.status === status) && created(p.payout.created as number),
    )
    .map((p) => p.payout)
    .reverse() as (Json & { id: string })[];
  return listPage(all, params, "/v1/payouts");
}

export function getPayout(account: Account, stripeAccount: string | undefined, id: string): Json {
  const found = account.payouts.get(id);
  if (!found || found.accountId !== stripeAccount) throw noSuch("payout", id, "payout");
  return found.payout;
}
