/**
 * Account Links (`POST /v1/account_links`, onboarding on the local hosted page) and Login Links
 * (`POST /v1/accounts/:id/login_links`, the local Express dashboard page). Both are single-use
 * URLs, as on Stripe.
 */
import { StripeLocalError, invalid, missingParam } from "../errors";
import { type FormObject } from "../form";
import { isHttpUrl, optString, rejectUnknown, reqString } from "../params";
import { type Account, type ConnectLink } from "./Account";
import { getConnectedAccount } from "./connectedAccounts";
import { newId, nowSeconds } from "./ids";
import { type Json } from "./records";

/** Stripe's Account Links expire after a few minutes. */
export const ACCOUNT_LINK_TTL_SECONDS = 300;

function readUrl(params: FormObject, name: string): string {
  const value = reqString(params, name);
  if (!isHttpUrl(value)) throw invalid("Not a valid URL", name, "url_invalid");
  return value;
}

export function createAccountLink(account: Account, params: FormObject): Json {
  rejectUnknown(params, ["account", "type", "refresh_url", "return_url", "collect", "collection_options", "expand"]);
  const accountId = optString(params, "account");
  if (!accountId) throw missingParam("account");
  const connected = getConnectedAccount(account, accountId, "account");
  const type = reqString(params, "type");
  if (type === "account_update") {
    throw invalid(
      "You can't create Account Links of type `account_update` for accounts that have access to a Stripe-hosted Dashboard (Express): use a Login Link.",
      "type",
    );
  }
  if (type !== "account_onboarding")
    throw invalid("Invalid type: must be one of account_onboarding or account_update", "type");
  const refreshUrl = readUrl(params, "refresh_url");
  const returnUrl = readUrl(params, "return_url");
  const created = nowSeconds();
  const expiresAt = created + ACCOUNT_LINK_TTL_SECONDS;
  const token = newId("", 12);
  account.connectLinks.set(token, {
    accountId,
    kind: "account_onboarding",
    refreshUrl,
    returnUrl,
    expiresAt,
    state: "new",
  });
  return {
    object: "account_link",
    created,
    expires_at: expiresAt,
    url: `${account.hooks.publicUrl()}/setup/e/${connected.id as string}/${token}`,
  };
}

export function createLoginLink(account: Account, accountId: string, params: FormObject): Json {
  rejectUnknown(params, ["expand"]);
  const connected = getConnectedAccount(account, accountId, "account");
  if (connected.details_submitted !== true) {
    throw new StripeLocalError(
      400,
      "invalid_request_error",
      "Cannot create a login link for an account that has not completed onboarding.",
      "account_invalid",
    );
  }
  const created = nowSeconds();
  const token = newId("", 12);
  account.connectLinks.set(token, {
    accountId,
    kind: "login",
    refreshUrl: "",
    returnUrl: "",
    expiresAt: created + ACCOUNT_LINK_TTL_SECONDS,
    state: "new",
  });
  return { object: "login_link", created, url: `${account.hooks.publicUrl()}/express/${accountId}/${token}` };
}

/** The link behind a hosted Connect page's URL, or undefined when the URL names none of this account. */
export function findLink(
  account: Account,
  accountId: string,
  token: string,
  kind: ConnectLink["kind"],
): ConnectLink | undefined {
  const link = account.connectLinks.get(token);
  return link && link.accountId === accountId && link.kind === kind ? link : undefined;
}

export const isExpired = (link: ConnectLink) => nowSeconds() >= link.expiresAt;
