/**
 * The hosted Connect pages: `/setup/e/:accountId/:token` (Express onboarding from an Account Link)
 * and `/express/:accountId/:token` (the Express dashboard from a Login Link). Links are single
 * use: onboarding takes the form post of the visit that opened it; an expired, visited or used
 * onboarding link redirects to its `refresh_url`, as Stripe's does.
 */
import { type Account, type ConnectLink } from "../account/Account";
import { findLink, isExpired } from "../account/accountLinks";
import { completeOnboarding, getConnectedAccount, leaveOnboardingIncomplete } from "../account/connectedAccounts";
import { scheduleAutomaticPayout } from "../account/payouts";
import { type Json } from "../account/records";
import { TEST_BANK_ACCOUNTS, TEST_BANK_ACCOUNT_MESSAGE } from "../account/testBankAccounts";
import { parseForm } from "../form";
import { HttpError, readBody } from "../http/readBody";
import { redirect, sendHtml, type RequestHandler } from "../http/responses";
import { renderExpressDashboard, renderOnboardingPage, type OnboardingErrors } from "./renderConnectPages";
import { renderMessagePage } from "./renderPages";

/** What the Express dashboard shows besides the account: its balance and payouts. */
export interface DashboardData {
  available(accountId: string): Json[];
  payouts(accountId: string): Json[];
}

function checkBank(routing: string, number: string): OnboardingErrors {
  const errors: OnboardingErrors = {};
  if (!/^\d{9}$/.test(routing))
    errors.routing_number = routing ? "Routing number must have 9 digits." : "This field is incomplete.";
  if (!number) errors.account_number = "This field is incomplete.";
  else if (!(number in TEST_BANK_ACCOUNTS)) errors.account_number = TEST_BANK_ACCOUNT_MESSAGE;
  return errors;
}

export function connectPagesHandler(account: Account, dashboard: DashboardData): RequestHandler {
  return async (req, res, method, url) => {
    const m = /^\/(setup\/e|express)\/([^/]+)\/([^/]+)\/?$/.exec(url.pathname);
    const kind: ConnectLink["kind"] = m?.[1] === "express" ? "login" : "account_onboarding";
    const accountId = decodeURIComponent(m?.[2] ?? "");
    const link = m ? findLink(account, accountId, decodeURIComponent(m[3] ?? ""), kind) : undefined;
    const body = method === "POST" ? await readBody(req) : "";
    if (!link) {
      sendHtml(
        res,
        404,
        renderMessagePage("Link not found", "This link is not valid. Go back to the platform and ask for a new one."),
      );
      return;
    }
    const connected = getConnectedAccount(account, accountId);

    if (kind === "login") {
      if (method !== "GET") throw new HttpError(405, "Method not allowed");
      if (link.state !== "new" || isExpired(link)) {
        sendHtml(
          res,
          200,
          renderMessagePage(
            "This link has expired",
            "Login links work once. Go back to the platform and open your dashboard again.",
          ),
        );
        return;
      }
      link.state = "used";
      sendHtml(
        res,
        200,
        renderExpressDashboard(connected, dashboard.available(accountId), dashboard.payouts(accountId)),
      );
      return;
    }

    if (method === "GET") {
      if (link.state !== "new" || isExpired(link)) {
        redirect(res, link.refreshUrl);
        return;
      }
      link.state = "visited";
      sendHtml(res, 200, renderOnboardingPage(connected, url.pathname));
      return;
    }
    if (method !== "POST") throw new HttpError(405, "Method not allowed");
    if (link.state !== "visited" || isExpired(link)) {
      redirect(res, link.refreshUrl);
      return;
    }
    const form = parseForm(body);
    const text = (name: string) =>
      typeof form[name] === "string" ? (form[name] as string).replace(/\s+/g, "").slice(0, 40) : "";
    if (form.outcome === "missing") {
      leaveOnboardingIncomplete(account, connected);
    } else {
      const routingNumber = text("routing_number");
      const accountNumber = text("account_number");
      const errors = checkBank(routingNumber, accountNumber);
      if (Object.keys(errors).length > 0) {
        sendHtml(
          res,
          200,
          renderOnboardingPage(
            connected,
            url.pathname,
            { routing_number: routingNumber, account_number: accountNumber },
            errors,
          ),
        );
        return;
      }
      completeOnboarding(account, connected, { routingNumber, accountNumber });
      // Funds that waited for a bank account (a failed payout's, or transfers made while paused) go out now.
      scheduleAutomaticPayout(account, accountId);
    }
    link.state = "used";
    redirect(res, link.returnUrl);
  };
}
