/**
 * The Connect endpoints of the `/v1` table: connected accounts and the requests made on their
 * behalf with the `Stripe-Account` header (balance, balance transactions, payouts). Answers
 * undefined for any other path.
 */
import { type Account } from "../account/Account";
import { createAccountLink, createLoginLink } from "../account/accountLinks";
import { balanceObject } from "../account/balance";
import { getBalanceTransaction, listBalanceTransactions } from "../account/balanceTransactions";
import { getPayout, listPayouts } from "../account/payouts";
import {
  createTransfer,
  createTransferReversal,
  getTransfer,
  getTransferReversal,
  listTransferReversals,
  listTransfers,
  updateTransfer,
} from "../account/transfers";
import {
  createConnectedAccount,
  getConnectedAccount,
  listConnectedAccounts,
  updateConnectedAccount,
} from "../account/connectedAccounts";
import { type Json } from "../account/records";
import { StripeLocalError } from "../errors";
import { type FormObject } from "../form";
import { rejectUnknown } from "../params";

export interface ConnectRoute {
  method: string;
  path: string;
  params: FormObject;
  /** The `Stripe-Account` header: the connected account the request acts on. */
  stripeAccount: string | undefined;
}

export function routeConnect(
  account: Account,
  { method, path, params, stripeAccount }: ConnectRoute,
): Json | undefined {
  let m: RegExpExecArray | null = null;
  const match = (re: string) => (m = new RegExp(`^${re}$`).exec(path)) !== null;
  const id = (i = 1) => decodeURIComponent(m?.[i] ?? "");
  const seg = "([^/]+)";

  // On behalf of a connected account (Stripe-Account) or of the platform.
  if (method === "GET" && match("/v1/balance")) {
    rejectUnknown(params, ["expand"]);
    return balanceObject(account, stripeAccount);
  }
  if (method === "GET" && match("/v1/balance_transactions"))
    return listBalanceTransactions(account, stripeAccount, params);
  if (method === "GET" && match(`/v1/balance_transactions/${seg}`)) {
    rejectUnknown(params, ["expand"]);
    return getBalanceTransaction(account, stripeAccount, id());
  }
  if (method === "GET" && match("/v1/payouts")) return listPayouts(account, stripeAccount, params);
  if (method === "GET" && match(`/v1/payouts/${seg}`)) {
    rejectUnknown(params, ["expand"]);
    return getPayout(account, stripeAccount, id());
  }
  if (stripeAccount) {
    throw new StripeLocalError(
      400,
      "invalid_request_error",
      `The local Stripe server does not simulate ${method} ${path} on a connected account (Stripe-Account header).`,
    );
  }
  if (method === "POST" && match("/v1/accounts")) return createConnectedAccount(account, params);
  if (method === "GET" && match("/v1/accounts")) return listConnectedAccounts(account, params);
  if (method === "GET" && match(`/v1/accounts/${seg}`)) {
    rejectUnknown(params, ["expand"]);
    return getConnectedAccount(account, id(), "account");
  }
  if (method === "POST" && match(`/v1/accounts/${seg}`)) return updateConnectedAccount(account, id(), params);
  if (method === "POST" && match(`/v1/accounts/${seg}/login_links`)) return createLoginLink(account, id(), params);
  if (method === "POST" && match("/v1/account_links")) return createAccountLink(account, params);
  if (method === "POST" && match("/v1/transfers")) return createTransfer(account, params);
  if (method === "GET" && match("/v1/transfers")) return listTransfers(account, params);
  if (method === "GET" && match(`/v1/transfers/${seg}`)) {
    rejectUnknown(params, ["expand"]);
    return getTransfer(account, id());
  }
  if (method === "POST" && match(`/v1/transfers/${seg}`)) return updateTransfer(account, id(), params);
  if (method === "POST" && match(`/v1/transfers/${seg}/reversals`))
    return createTransferReversal(account, id(), params);
  if (method === "GET" && match(`/v1/transfers/${seg}/reversals`)) return listTransferReversals(account, id(), params);
  if (method === "GET" && match(`/v1/transfers/${seg}/reversals/${seg}`)) {
    rejectUnknown(params, ["expand"]);
    return getTransferReversal(account, id(1), id(2));
  }
  return undefined;
}
