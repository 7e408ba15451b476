/**
 * The hosted checkout page: plain HTML with inline CSS, no scripts and no external assets; forms
 * post back to the server. Mobile first (360 px) and labelled for assistive technology.
 */
import { type FieldErrors, type FormFields, type Field } from "./cards";
import { ZERO_DECIMAL } from "../account/currencies";
import { type SessionRecord } from "../account/SessionRecord";

/** Escapes text and double-quoted attribute values (every attribute here uses double quotes). */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Amounts in the currency's minor unit, shown as Stripe shows them (cents divided by 100). */
export function formatAmount(amount: number, currency: string): string {
  const major = ZERO_DECIMAL.has(currency) ? amount : amount / 100;
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(major);
  } catch {
    return `${major.toFixed(ZERO_DECIMAL.has(currency) ? 0 : 2)} ${currency.toUpperCase()}`;
  }
}

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" });
  } catch {
    return null;
  }
})();
const countryName = (code: string) => regionNames?.of(code) ?? code;

const BILLING_COUNTRIES = [
  "US",
  "CA",
  "GB",
  "IE",
  "AU",
  "NZ",
  "DE",
  "FR",
  "ES",
  "IT",
  "NL",
  "BE",
  "AT",
  "CH",
  "SE",
  "NO",
  "DK",
  "FI",
  "PT",
  "PL",
  "MX",
  "BR",
  "JP",
  "SG",
  "IN",
  "ZA",
];

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1a1f36;background:#f6f8fa}
main{max-width:30rem;margin:0 auto;padding:1rem 1rem 2.5rem}
a{color:#533afd}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #533afd;outline-offset:2px}
.top{display:flex;align-items:center;justify-content:space-between;gap:.75rem;min-height:2.75rem}
.back{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 .25rem;font-weight:600;text-decoration:none}
.back:hover{text-decoration:underline}
.badge{background:#ffde92;color:#5e3a00;border-radius:.25rem;padding:.125rem .5rem;font-size:.75rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase}
h1{font-size:1.125rem;margin:1rem 0 .25rem;color:#4f566b;font-weight:600}
.total{font-size:2rem;font-weight:700;margin:0 0 1rem;color:#1a1f36}
.items{list-style:none;margin:0 0 1.5rem;padding:0;border-top:1px solid #e3e8ee}
.items li{display:flex;justify-content:space-between;gap:1rem;padding:.75rem 0;border-bottom:1px solid #e3e8ee}
.items .name{font-weight:600}
.items .meta{display:block;color:#4f566b;font-size:.875rem}
.items .amount{white-space:nowrap;font-weight:600}
.sum{display:flex;justify-content:space-between;font-weight:700;padding:.5rem 0 0}
.line{display:flex;justify-content:space-between;margin:0;padding:.25rem 0;color:#4f566b}
fieldset{border:0;margin:0 0 1.25rem;padding:0;min-width:0}
legend{font-weight:700;font-size:1rem;margin-bottom:.5rem;padding:0}
.field{margin-bottom:.75rem}
label{display:block;font-size:.875rem;font-weight:600;color:#30313d;margin-bottom:.25rem}
input,select{width:100%;min-height:2.75rem;padding:.5rem .75rem;font:inherit;color:#1a1f36;background:#fff;border:1px solid #8792a2;border-radius:.375rem}
input[aria-invalid="true"],select[aria-invalid="true"]{border-color:#c0123c;box-shadow:0 0 0 1px #c0123c}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.field-error{color:#c0123c;font-size:.875rem;margin:.25rem 0 0;overflow-wrap:anywhere}
.banner{border:1px solid #c0123c;background:#fff0f3;color:#8a0c2b;border-radius:.375rem;padding:.75rem;margin:0 0 1rem;font-weight:600}
.pay{width:100%;min-height:3rem;border:0;border-radius:.375rem;background:#533afd;color:#fff;font:inherit;font-size:1.0625rem;font-weight:700;cursor:pointer}
.pay:hover{background:#4330d6}
.secondary{background:#fff;color:#1a1f36;border:1px solid #8792a2;margin-top:.75rem}
.secondary:hover{background:#f1f3f5}
.hint{color:#4f566b;font-size:.875rem;margin:.75rem 0 0}
.card{background:#fff;border:1px solid #e3e8ee;border-radius:.5rem;padding:1rem}
@media (min-width:48rem){main{padding-top:2.5rem}}
`;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function header(cancelUrl: string | null): string {
  const back = cancelUrl
    ? `<a class="back" href="${escapeHtml(cancelUrl)}"><span aria-hidden="true">&larr;&nbsp;</span>Back</a>`
    : "<span></span>";
  return `<div class="top">${back}<span class="badge">Test mode</span></div>`;
}

function summary(record: SessionRecord): string {
  const s = record.session;
  const items = record.lineItems
    .map((li) => {
      const unit = formatAmount(li.price.unit_amount, li.currency);
      const meta = li.quantity > 1 ? `Qty ${li.quantity}, ${unit} each` : "";
      return `<li><span><span class="name">${escapeHtml(li.description)}</span>${meta ? `<span class="meta">${escapeHtml(meta)}</span>` : ""}</span><span class="amount">${formatAmount(li.amount_subtotal, li.currency)}</span></li>`;
    })
    .join("");
  const discount = record.discount
    ? `<p class="line"><span>Subtotal</span><span>${formatAmount(s.amount_subtotal, s.currency)}</span></p>
<p class="line"><span>Discount (${escapeHtml(record.discount.label)})</span><span>&minus;${formatAmount(record.discount.amount, s.currency)}</span></p>`
    : "";
  return `<section aria-labelledby="summary-title">
<h1 id="summary-title">Order summary</h1>
<p class="total">${formatAmount(s.amount_total, s.currency)}</p>
<ul class="items">${items}</ul>
${discount}<p class="sum"><span>Total due</span><span>${formatAmount(s.amount_total, s.currency)}</span></p>
</section>`;
}

interface InputSpec {
  name: Field;
  label: string;
  autocomplete: string;
  type?: string;
  inputmode?: string;
  placeholder?: string;
  required?: boolean;
}

function input(spec: InputSpec, fields: FormFields, errors: FieldErrors, focus: Field | undefined): string {
  const error = errors[spec.name];
  const id = `f-${spec.name}`;
  const attrs = [
    `id="${id}"`,
    `name="${spec.name}"`,
    `type="${spec.type ?? "text"}"`,
    `autocomplete="${spec.autocomplete}"`,
    `value="${escapeHtml(fields[spec.name] ?? "")}"`,
    spec.inputmode ? `inputmode="${spec.inputmode}"` : "",
    spec.placeholder ? `placeholder="${escapeHtml(spec.placeholder)}"` : "",
    spec.required === false ? "" : `aria-required="true"`,
    error ? `aria-invalid="true" aria-describedby="${id}-error"` : "",
    focus === spec.name ? "autofocus" : "",
  ].filter(Boolean);
  return `<div class="field"><label for="${id}">${escapeHtml(spec.label)}</label><input ${attrs.join(" ")}>${
    error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ""
  }</div>`;
}

function select(
  name: Field,
  label: string,
  autocomplete: string,
  codes: readonly string[],
  fields: FormFields,
  errors: FieldErrors,
  fallback: string,
): string {
  const id = `f-${name}`;
  const chosen = (fields[name] ?? fallback).toUpperCase();
  const error = errors[name];
  const options = codes
    .map(
      (c) =>
        `<option value="${escapeHtml(c)}"${c === chosen ? " selected" : ""}>${escapeHtml(countryName(c))}</option>`,
    )
    .join("");
  return `<div class="field"><label for="${id}">${escapeHtml(label)}</label><select id="${id}" name="${name}" autocomplete="${autocomplete}" aria-required="true"${
    error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ""
  }>${options}</select>${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ""}</div>`;
}

export interface CheckoutPageState {
  fields?: FormFields;
  errors?: FieldErrors;
  /** A payment failure shown above the form (decline, failed authentication). */
  banner?: string;
}

const FIELD_ORDER: Field[] = [
  "email",
  "shipping_name",
  "shipping_line1",
  "shipping_line2",
  "shipping_city",
  "shipping_postal_code",
  "shipping_country",
  "card_number",
  "card_expiry",
  "card_cvc",
  "card_name",
  "billing_country",
  "billing_postal_code",
];

export function renderCheckoutPage(record: SessionRecord, state: CheckoutPageState = {}): string {
  const s = record.session;
  const fields: FormFields = { email: record.payerEmail ?? "", ...state.fields };
  const errors = state.errors ?? {};
  const focus = state.banner ? "card_number" : FIELD_ORDER.find((f) => errors[f]);
  const allowed = s.shipping_address_collection?.allowed_countries ?? null;
  const shippingBlock = allowed
    ? `<fieldset><legend>Shipping address</legend>
${input({ name: "shipping_name", label: "Full name", autocomplete: "shipping name" }, fields, errors, focus)}
${input({ name: "shipping_line1", label: "Address line 1", autocomplete: "shipping address-line1" }, fields, errors, focus)}
${input({ name: "shipping_line2", label: "Address line 2 (optional)", autocomplete: "shipping address-line2", required: false }, fields, errors, focus)}
${input({ name: "shipping_city", label: "City", autocomplete: "shipping address-level2" }, fields, errors, focus)}
${input({ name: "shipping_postal_code", label: "Shipping postal code", autocomplete: "shipping postal-code" }, fields, errors, focus)}
${select("shipping_country", "Shipping country", "shipping country", allowed, fields, errors, allowed[0] ?? "US")}
</fieldset>`
    : "";
  const banner = state.banner ? `<div class="banner" role="alert">${escapeHtml(state.banner)}</div>` : "";
  const errorCount = Object.keys(errors).length;
  const errorNote =
    !state.banner && errorCount > 0
      ? `<div class="banner" role="alert">Please correct the ${errorCount === 1 ? "highlighted field" : `${errorCount} highlighted fields`}.</div>`
      : "";
  const body = `${header(s.cancel_url)}
${summary(record)}
<form method="post" action="/c/pay/${escapeHtml(s.id)}" novalidate aria-labelledby="pay-title">
<h2 id="pay-title" style="font-size:1.125rem;margin:0 0 .75rem">Pay with card</h2>
${banner}${errorNote}
<fieldset><legend>Contact information</legend>
${input({ name: "email", label: "Email", autocomplete: "email", type: "email", inputmode: "email" }, fields, errors, focus)}
</fieldset>
${shippingBlock}
<fieldset><legend>Card information</legend>
${input({ name: "card_number", label: "Card number", autocomplete: "cc-number", inputmode: "numeric", placeholder: "1234 1234 1234 1234" }, fields, errors, focus)}
<div class="row">
${input({ name: "card_expiry", label: "Expiry (MM / YY)", autocomplete: "cc-exp", inputmode: "numeric", placeholder: "MM / YY" }, fields, errors, focus)}
${input({ name: "card_cvc", label: "CVC", autocomplete: "cc-csc", inputmode: "numeric", placeholder: "CVC" }, fields, errors, focus)}
</div>
${input({ name: "card_name", label: "Name on card (optional)", autocomplete: "cc-name", required: false }, fields, errors, focus)}
<div class="row">
${select("billing_country", "Country or region", "country", BILLING_COUNTRIES, fields, errors, "US")}
${input({ name: "billing_postal_code", label: "Postal code", autocomplete: "postal-code" }, fields, errors, focus)}
</div>
</fieldset>
<button class="pay" type="submit">Pay</button>
<p class="hint">Test mode: use 4242 4242 4242 4242, any future expiry, any 3-digit CVC and any valid postal code.</p>
</form>`;
  return layout("Checkout – Test mode", body);
}

export function renderChallengePage(record: SessionRecord, attemptId: string): string {
  const s = record.session;
  const body = `${header(null)}
<section class="card" aria-labelledby="challenge-title">
<h1 id="challenge-title" style="color:#1a1f36;font-size:1.25rem">3D Secure authentication</h1>
<p>Your bank asks you to confirm this payment of <strong>${formatAmount(s.amount_total, s.currency)}</strong>. This is a test page: choose the outcome.</p>
<form method="post" action="/c/pay/${escapeHtml(s.id)}/authenticate/${escapeHtml(attemptId)}">
<button class="pay" type="submit" name="result" value="complete">Complete authentication</button>
<button class="pay secondary" type="submit" name="result" value="fail">Fail authentication</button>
</form>
</section>`;
  return layout("3D Secure authentication – Test mode", body);
}

export function renderMessagePage(title: string, message: string, link?: { href: string; label: string }): string {
  const body = `${header(null)}
<section class="card" aria-labelledby="message-title">
<h1 id="message-title" style="color:#1a1f36;font-size:1.25rem">${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ""}
</section>`;
  return layout(`${title} – Test mode`, body);
}
