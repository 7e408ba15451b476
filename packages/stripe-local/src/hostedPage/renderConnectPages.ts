/**
 * The hosted Connect pages: Express onboarding (a test form that completes onboarding or leaves
 * information missing) and the Express dashboard a Login Link opens. Same style and rules as the
 * checkout page: plain HTML, no scripts, labelled fields, mobile first.
 */
import { type Json } from "../account/records";
import { GOOD_BANK_ACCOUNT, TEST_ROUTING_NUMBER } from "../account/testBankAccounts";
import { escapeHtml, formatAmount, header, layout } from "./renderPages";

export type OnboardingField = "routing_number" | "account_number";
export type OnboardingErrors = Partial<Record<OnboardingField, string>>;

function field(name: OnboardingField, label: string, value: string, errors: OnboardingErrors, hint: string): string {
  const id = `f-${name}`;
  const error = errors[name];
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return `<div class="field"><label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${name}" type="text" inputmode="numeric" autocomplete="off" aria-required="true" value="${escapeHtml(value)}" aria-describedby="${describedBy}"${
    error ? ` aria-invalid="true"` : ""
  }${error && Object.keys(errors)[0] === name ? " autofocus" : ""}><p class="hint" id="${id}-hint" style="margin-top:.25rem">${escapeHtml(hint)}</p>${
    error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ""
  }</div>`;
}

export function renderOnboardingPage(
  connected: Json,
  action: string,
  fields: Partial<Record<OnboardingField, string>> = {},
  errors: OnboardingErrors = {},
): string {
  const count = Object.keys(errors).length;
  const summary =
    count > 0
      ? `<div class="banner" role="alert">Please correct the ${count === 1 ? "highlighted field" : `${count} highlighted fields`}.</div>`
      : "";
  const email = typeof connected.email === "string" ? connected.email : null;
  const body = `${header(null)}
<section aria-labelledby="onboarding-title">
<h1 id="onboarding-title" style="color:#1a1f36;font-size:1.375rem">Set up payouts</h1>
<p>${email ? `Account for <strong>${escapeHtml(email)}</strong>. ` : ""}This is the local test version of Stripe's onboarding: no personal details are asked, only the bank account that receives payouts.</p>
</section>
<form method="post" action="${escapeHtml(action)}" novalidate aria-labelledby="bank-title">
<h2 id="bank-title" style="font-size:1.125rem;margin:1rem 0 .75rem">Bank account for payouts</h2>
${summary}
${field("routing_number", "Routing number", fields.routing_number ?? TEST_ROUTING_NUMBER, errors, "Stripe's test routing number is 110000000.")}
${field("account_number", "Account number", fields.account_number ?? GOOD_BANK_ACCOUNT, errors, "000123456789 is paid out; 000111111116 makes every payout fail (no_account).")}
<button class="pay" type="submit" name="outcome" value="complete">Complete onboarding</button>
<button class="pay secondary" type="submit" name="outcome" value="missing">Leave information missing</button>
<p class="hint">Leaving information missing returns to the platform with an identity document and the bank account still due.</p>
</form>`;
  return layout("Set up payouts – Test mode", body);
}

const dateOf = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** The connected account's Express dashboard: its balance, bank account and payouts. */
export function renderExpressDashboard(connected: Json, available: Json[], payouts: Json[]): string {
  const bank = ((connected.external_accounts as Json).data as Json[])[0];
  const balance = available
    .map(
      (b) =>
        `<li><span>Available</span><span class="amount">${formatAmount(b.amount as number, b.currency as string)}</span></li>`,
    )
    .join("");
  const rows = payouts
    .map((p) => {
      const status = p.status === "failed" ? `Failed: ${String(p.failure_message)}` : String(p.status);
      return `<li><span><span class="name">${formatAmount(p.amount as number, p.currency as string)}</span><span class="meta">${escapeHtml(dateOf(p.arrival_date as number))}</span></span><span>${escapeHtml(status)}</span></li>`;
    })
    .join("");
  const body = `${header(null)}
<h1 style="color:#1a1f36;font-size:1.375rem">Express dashboard</h1>
<p>${escapeHtml(String(connected.email ?? connected.id))}</p>
<section aria-labelledby="balance-title"><h2 id="balance-title" style="font-size:1.125rem">Balance</h2><ul class="items">${balance}</ul></section>
<section aria-labelledby="bank-title"><h2 id="bank-title" style="font-size:1.125rem">Bank account</h2><p>${
    bank ? `${escapeHtml(String(bank.bank_name))} ending ${escapeHtml(String(bank.last4))}` : "No bank account yet."
  }</p></section>
<section aria-labelledby="payouts-title"><h2 id="payouts-title" style="font-size:1.125rem">Payouts</h2>${
    rows ? `<ul class="items">${rows}</ul>` : "<p>No payouts yet.</p>"
  }</section>`;
  return layout("Express dashboard – Test mode", body);
}
