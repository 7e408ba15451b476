/**
 * Balances, the sums of the balance transactions: the platform's (its charges net of Stripe's
 * fees, less refunds, disputes and transfers, plus reversals) and a connected account's (the
 * transfers it received, less reversals and payouts). `GET /v1/balance`, with `Stripe-Account`
 * for a connected account.
 */
import { type Account } from "./Account";
import { balanceTransactionsOf } from "./balanceTransactions";
import { type Json } from "./records";

type Amounts = Map<string, number>;

const add = (amounts: Amounts, currency: string, amount: number) =>
  amounts.set(currency, (amounts.get(currency) ?? 0) + amount);
const netOf = (transfer: Json) => (transfer.amount as number) - (transfer.amount_reversed as number);

/** What is left of a charge to fund transfers: its amount less refunds and the transfers it funded. */
export function remainingOfCharge(account: Account, charge: Json): number {
  let left = (charge.amount as number) - (charge.amount_refunded as number);
  for (const t of account.transfers.values()) if (t.source_transaction === charge.id) left -= netOf(t);
  return left;
}

/** The available and pending funds of a balance, per currency (`currency` always present). */
function balanceOf(
  account: Account,
  owner: string | undefined,
  currency: string,
): { available: Amounts; pending: Amounts } {
  const available: Amounts = new Map([[currency, 0]]);
  const pending: Amounts = new Map([[currency, 0]]);
  for (const t of balanceTransactionsOf(account, owner)) {
    add(t.status === "pending" ? pending : available, t.currency as string, t.net as number);
  }
  for (const c of [...available.keys(), ...pending.keys()]) {
    add(available, c, 0);
    add(pending, c, 0);
  }
  return { available, pending };
}

/**
 * The platform's balance. Card funds are available at once, unless the test lever holds them as
 * pending (as Stripe does for a couple of days after a real charge); transfers made with
 * `source_transaction` draw on their charge wherever its funds sit, the others on available funds.
 */
export const platformBalance = (account: Account) => balanceOf(account, undefined, "usd");

/** A connected account's available funds: transfers received, less reversals and payouts not failed. */
export const connectedAvailable = (account: Account, accountId: string, defaultCurrency: string): Amounts =>
  balanceOf(account, accountId, defaultCurrency).available;

const entries = (amounts: Amounts): Json[] =>
  [...amounts].map(([currency, amount]) => ({ amount, currency, source_types: { card: amount } }));

/** Stripe's balance object for the platform, or for the connected account `stripeAccount` names. */
export function balanceObject(account: Account, stripeAccount: string | undefined): Json {
  if (stripeAccount) {
    const connected = account.connectedAccounts.get(stripeAccount) as Json;
    const { available, pending } = balanceOf(account, stripeAccount, connected.default_currency as string);
    return { object: "balance", available: entries(available), livemode: false, pending: entries(pending) };
  }
  const { available, pending } = platformBalance(account);
  return {
    object: "balance",
    available: entries(available),
    connect_reserved: [...available.keys()].map((currency) => ({ amount: 0, currency })),
    livemode: false,
    pending: entries(pending),
  };
}
