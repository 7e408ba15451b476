/**
 * Balances, computed from what happened: the platform's card funds are its succeeded charges less
 * refunds, less what was transferred (net of reversals); a connected account's are the transfers
 * it received (net of reversals) less its payouts. No fees are taken. `GET /v1/balance`, with
 * `Stripe-Account` for a connected account.
 */
import { type Account } from "./Account";
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

/**
 * The platform's balance. Card funds are available at once, unless the test lever holds them as
 * pending (as Stripe does for a couple of days after a real charge); transfers made with
 * `source_transaction` draw on their charge wherever its funds sit, the others on available funds.
 */
export function platformBalance(account: Account): { available: Amounts; pending: Amounts } {
  const available: Amounts = new Map([["usd", 0]]);
  const pending: Amounts = new Map([["usd", 0]]);
  const charges = account.platformFunds === "pending" ? pending : available;
  for (const charge of account.charges.values()) {
    if (charge.status === "succeeded") add(charges, charge.currency as string, remainingOfCharge(account, charge));
  }
  for (const t of account.transfers.values()) {
    if (!t.source_transaction) add(available, t.currency as string, -netOf(t));
  }
  for (const currency of [...available.keys(), ...pending.keys()]) {
    add(available, currency, 0);
    add(pending, currency, 0);
  }
  return { available, pending };
}

/** A connected account's available funds: transfers received, less reversals and payouts not failed. */
export function connectedAvailable(account: Account, accountId: string, defaultCurrency: string): Amounts {
  const available: Amounts = new Map([[defaultCurrency, 0]]);
  for (const t of account.transfers.values()) {
    if (t.destination === accountId) add(available, t.currency as string, netOf(t));
  }
  for (const { accountId: owner, payout } of account.payouts.values()) {
    if (owner === accountId && payout.status !== "failed" && payout.status !== "canceled")
      add(available, payout.currency as string, -(payout.amount as number));
  }
  return available;
}

const entries = (amounts: Amounts): Json[] =>
  [...amounts].map(([currency, amount]) => ({ amount, currency, source_types: { card: amount } }));

/** Stripe's balance object for the platform, or for the connected account `stripeAccount` names. */
export function balanceObject(account: Account, stripeAccount: string | undefined): Json {
  if (stripeAccount) {
    const connected = account.connectedAccounts.get(stripeAccount) as Json;
    const available = connectedAvailable(account, stripeAccount, connected.default_currency as string);
    return {
      object: "balance",
      available: entries(available),
      livemode: false,
      pending: entries(new Map([...available.keys()].map((c) => [c, 0]))),
    };
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
