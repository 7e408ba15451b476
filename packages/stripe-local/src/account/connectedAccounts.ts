/**
 * Connected accounts (Connect Express): `POST /v1/accounts`, `GET /v1/accounts[/:id]`,
 * `POST /v1/accounts/:id`, and the state changes of onboarding (complete or information missing)
 * and of the pause lever, each sent as `account.updated` to the Connect endpoint. The platform is
 * in the US, as the marketplace's is.
 */
import { StripeLocalError, invalid, noSuch } from "../errors";
import { type FormObject } from "../form";
import { EMAIL_RE, isObject, optBool, optObject, optString, readMetadata, rejectUnknown } from "../params";
import { type Account } from "./Account";
import { emitEvent } from "./events";
import { newId, nowSeconds } from "./ids";
import { listPage } from "./pagination";
import { type Json } from "./records";

export const PLATFORM_COUNTRY = "US";

/** Countries a US platform pays out to across borders (UK, EEA, Canada, Switzerland): `recipient` agreement only. */
const CROSS_BORDER =
  "AT BE BG CA CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK".split(" ");

const CURRENCY_BY_COUNTRY: Record<string, string> = {
  US: "usd",
  GB: "gbp",
  CA: "cad",
  CH: "chf",
  LI: "chf",
  DK: "dkk",
  SE: "sek",
  NO: "nok",
  PL: "pln",
  CZ: "czk",
  HU: "huf",
  RO: "ron",
  BG: "bgn",
  IS: "isk",
};

/** What a fresh US individual must provide before transfers can be activated (Stripe's field names). */
const ONBOARDING_FIELDS = [
  "business_profile.mcc",
  "business_profile.url",
  "business_type",
  "external_account",
  "individual.address.city",
  "individual.address.line1",
  "individual.address.postal_code",
  "individual.address.state",
  "individual.dob.day",
  "individual.dob.month",
  "individual.dob.year",
  "individual.email",
  "individual.first_name",
  "individual.last_name",
  "individual.phone",
  "individual.ssn_last_4",
  "tos_acceptance.date",
  "tos_acceptance.ip",
];

/** What "leave information missing" on the onboarding page leaves due. */
export const MISSING_FIELDS = ["external_account", "individual.verification.document"];

/** The `disabled_reason` values the pause lever accepts (Stripe's). */
export const DISABLED_REASONS = [
  "requirements.past_due",
  "requirements.pending_verification",
  "listed",
  "platform_paused",
  "rejected.fraud",
  "rejected.incomplete_verification",
  "rejected.listed",
  "rejected.other",
  "rejected.terms_of_service",
  "under_review",
  "other",
] as const;
export type DisabledReason = (typeof DISABLED_REASONS)[number];

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
const isKnownCountry = (code: string) => /^[A-Z]{2}$/.test(code) && code !== "ZZ" && regionNames.of(code) !== code;

function requirements(due: string[], disabledReason: string | null, pending: string[] = []): Json {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: [...due],
    disabled_reason: disabledReason,
    errors: [],
    eventually_due: [...due],
    past_due: [...due],
    pending_verification: [...pending],
  };
}

function readCountry(params: FormObject): string {
  const raw = optString(params, "country") ?? PLATFORM_COUNTRY;
  const country = raw.toUpperCase();
  if (!isKnownCountry(country)) {
    throw invalid(
      `Country '${raw}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'US', 'EG', or 'GB'. A full list of country codes is available at https://en.wikipedia.org/wiki/ISO_3166-1_alpha-2#Officially_assigned_code_elements`,
      "country",
    );
  }
  if (country !== PLATFORM_COUNTRY && !CROSS_BORDER.includes(country)) {
    throw invalid(
      `Connected accounts in ${country} cannot be created by platforms in ${PLATFORM_COUNTRY}. Please contact us via https://support.stripe.com/contact if you need further assistance.`,
      "country",
    );
  }
  return country;
}

/** `capabilities[name][requested]=true` for `transfers` and `card_payments`, the two the local server knows. */
function readCapabilities(params: FormObject, current: Json): Json {
  const raw = optObject(params, "capabilities");
  if (!raw) return current;
  const out = { ...current };
  for (const [name, value] of Object.entries(raw)) {
    if (name !== "transfers" && name !== "card_payments") {
      throw new StripeLocalError(
        400,
        "invalid_request_error",
        `The local Stripe server does not simulate the \`${name}\` capability.`,
        "parameter_unknown",
        `capabilities[${name}]`,
      );
    }
    if (!isObject(value)) throw invalid("Invalid object", `capabilities[${name}]`, "parameter_invalid_object");
    rejectUnknown(value, ["requested"], `capabilities[${name}]`);
    const requested = optBool(value, "requested", `capabilities[${name}][requested]`);
    if (requested && !out[name]) out[name] = "inactive";
    if (requested === false) delete out[name];
  }
  return out;
}

export function createConnectedAccount(account: Account, params: FormObject): Json {
  rejectUnknown(params, [
    "type",
    "country",
    "email",
    "capabilities",
    "business_type",
    "business_profile",
    "metadata",
    "default_currency",
    "tos_acceptance",
    "expand",
  ]);
  const type = optString(params, "type");
  if (type !== "express") {
    throw new StripeLocalError(
      400,
      "invalid_request_error",
      type
        ? `The local Stripe server simulates Express accounts only, not \`${type}\`.`
        : "Missing required param: type.",
      type ? "parameter_invalid_string" : "parameter_missing",
      "type",
    );
  }
  const country = readCountry(params);
  const email = optString(params, "email") ?? null;
  if (email !== null && !EMAIL_RE.test(email))
    throw invalid("Invalid email address: " + email, "email", "email_invalid");
  const tos = optObject(params, "tos_acceptance") ?? {};
  rejectUnknown(tos, ["service_agreement"], "tos_acceptance");
  const agreement = optString(tos, "service_agreement", "tos_acceptance[service_agreement]") ?? "full";
  if (agreement !== "full" && agreement !== "recipient")
    throw invalid(
      "Invalid tos_acceptance[service_agreement]: must be one of full or recipient",
      "tos_acceptance[service_agreement]",
    );
  if (country !== PLATFORM_COUNTRY && agreement !== "recipient") {
    throw invalid(
      `Cross-border payouts to ${country} work only with accounts under the \`recipient\` service agreement: pass tos_acceptance[service_agreement]=recipient.`,
      "tos_acceptance[service_agreement]",
    );
  }
  const capabilities = readCapabilities(params, {});
  if (agreement === "recipient" && capabilities.card_payments) {
    throw invalid(
      "Accounts under the `recipient` service agreement cannot request the `card_payments` capability.",
      "capabilities[card_payments]",
    );
  }
  const businessType = optString(params, "business_type") ?? null;
  if (businessType && !["individual", "company", "non_profit", "government_entity"].includes(businessType)) {
    throw invalid(
      "Invalid business_type: must be one of company, government_entity, individual, or non_profit",
      "business_type",
    );
  }
  const id = newId("acct_", 16);
  const connected: Json = {
    id,
    object: "account",
    business_profile: {
      annual_revenue: null,
      estimated_worker_count: null,
      mcc: null,
      name: null,
      product_description: null,
      support_address: null,
      support_email: null,
      support_phone: null,
      support_url: null,
      url: null,
      ...readBusinessProfile(params),
    },
    business_type: businessType,
    capabilities,
    charges_enabled: false,
    controller: {
      fees: { payer: "application_express" },
      is_controller: true,
      losses: { payments: "application" },
      requirement_collection: "stripe",
      stripe_dashboard: { type: "express" },
      type: "application",
    },
    country,
    created: nowSeconds(),
    default_currency: optString(params, "default_currency")?.toLowerCase() ?? CURRENCY_BY_COUNTRY[country] ?? "eur",
    details_submitted: false,
    email,
    external_accounts: {
      object: "list",
      data: [],
      has_more: false,
      total_count: 0,
      url: `/v1/accounts/${id}/external_accounts`,
    },
    future_requirements: requirements([], null),
    metadata: readMetadata(params),
    payouts_enabled: false,
    requirements: requirements(ONBOARDING_FIELDS, "requirements.past_due"),
    settings: {
      payouts: {
        debit_negative_balances: true,
        schedule: { delay_days: 2, interval: "daily" },
        statement_descriptor: null,
      },
    },
    tos_acceptance: { date: null, ip: null, service_agreement: agreement, user_agent: null },
    type: "express",
  };
  account.connectedAccounts.set(id, connected);
  return connected;
}

function readBusinessProfile(params: FormObject): Json {
  const raw = optObject(params, "business_profile");
  if (!raw) return {};
  const allowed = ["mcc", "name", "product_description", "support_email", "support_phone", "support_url", "url"];
  rejectUnknown(raw, allowed, "business_profile");
  const out: Json = {};
  for (const key of allowed) {
    const v = optString(raw, key, `business_profile[${key}]`);
    if (v !== undefined) out[key] = v === "" ? null : v;
  }
  return out;
}

export function getConnectedAccount(account: Account, id: string, param = "account"): Json {
  const found = account.connectedAccounts.get(id);
  if (!found) throw noSuch("account", id, param);
  return found;
}

export function listConnectedAccounts(account: Account, params: FormObject): Json {
  rejectUnknown(params, ["limit", "starting_after", "ending_before", "created", "expand"]);
  const all = [...account.connectedAccounts.values()].reverse() as (Json & { id: string })[];
  return listPage(all, params, "/v1/accounts");
}

/** Tracked fields: an `account.updated` names the ones that changed in `previous_attributes`. */
const WATCHED = [
  "business_profile",
  "capabilities",
  "charges_enabled",
  "details_submitted",
  "email",
  "external_accounts",
  "metadata",
  "payouts_enabled",
  "requirements",
  "tos_acceptance",
] as const;

/** Applies a change and sends `account.updated` with what it was before, when anything changed. */
export function changeConnectedAccount(account: Account, connected: Json, change: (a: Json) => void): Json {
  const before = structuredClone(connected);
  change(connected);
  const previous: Json = {};
  for (const key of WATCHED) {
    if (JSON.stringify(before[key]) !== JSON.stringify(connected[key])) previous[key] = before[key];
  }
  if (Object.keys(previous).length > 0)
    emitEvent(account, "account.updated", connected, previous, connected.id as string);
  return connected;
}

export function updateConnectedAccount(account: Account, id: string, params: FormObject): Json {
  rejectUnknown(params, ["email", "capabilities", "business_profile", "metadata", "expand"]);
  const connected = getConnectedAccount(account, id, "account");
  const email = optString(params, "email");
  if (email !== undefined && email !== "" && !EMAIL_RE.test(email))
    throw invalid("Invalid email address: " + email, "email", "email_invalid");
  const capabilities = readCapabilities(params, connected.capabilities as Json);
  const tos = connected.tos_acceptance as Json;
  if (tos.service_agreement === "recipient" && capabilities.card_payments) {
    throw invalid(
      "Accounts under the `recipient` service agreement cannot request the `card_payments` capability.",
      "capabilities[card_payments]",
    );
  }
  const profile = readBusinessProfile(params);
  const metadata = readMetadata(params, connected.metadata as Record<string, string>);
  return changeConnectedAccount(account, connected, (a) => {
    if (email !== undefined) a.email = email === "" ? null : email;
    // A capability requested after onboarding is active at once when nothing is due.
    const ready = (a.requirements as Json).disabled_reason === null && a.details_submitted === true;
    a.capabilities = Object.fromEntries(Object.entries(capabilities).map(([k, v]) => [k, ready ? "active" : v]));
    a.charges_enabled = (a.capabilities as Json).card_payments === "active";
    a.business_profile = { ...(a.business_profile as Json), ...profile };
    a.metadata = metadata;
  });
}

/** The onboarding form finished: a bank account for payouts, nothing due, transfers active. */
export function completeOnboarding(
  account: Account,
  connected: Json,
  bank: { routingNumber: string; accountNumber: string },
): void {
  const id = connected.id as string;
  const bankAccount: Json = {
    id: newId("ba_"),
    object: "bank_account",
    account: id,
    account_holder_name: null,
    account_holder_type: "individual",
    account_type: null,
    available_payout_methods: ["standard"],
    bank_name: "STRIPE TEST BANK",
    country: connected.country,
    currency: connected.default_currency,
    default_for_currency: true,
    fingerprint: newId("", 16),
    last4: bank.accountNumber.slice(-4),
    metadata: {},
    routing_number: bank.routingNumber,
    status: "new",
  };
  account.bankAccountNumbers.set(bankAccount.id as string, bank.accountNumber);
  changeConnectedAccount(account, connected, (a) => {
    a.external_accounts = {
      object: "list",
      data: [bankAccount],
      has_more: false,
      total_count: 1,
      url: `/v1/accounts/${id}/external_accounts`,
    };
    a.requirements = requirements([], null);
    a.capabilities = Object.fromEntries(Object.keys(a.capabilities as Json).map((k) => [k, "active"]));
    a.charges_enabled = (a.capabilities as Json).card_payments === "active";
    a.payouts_enabled = true;
    a.details_submitted = true;
    a.tos_acceptance = termsAcceptedNow(a);
  });
}

/** The account's terms of service as the hosted onboarding form accepts them: now, from this machine. */
function termsAcceptedNow(account: Json): Json {
  return { ...(account.tos_acceptance as Json), date: nowSeconds(), ip: "127.0.0.1", user_agent: "stripe-local" };
}

/** The onboarding form left with information missing: still due, transfers inactive. */
export function leaveOnboardingIncomplete(account: Account, connected: Json): void {
  changeConnectedAccount(account, connected, (a) => {
    const hasBank = ((a.external_accounts as Json).data as Json[]).length > 0;
    const due = hasBank ? MISSING_FIELDS.filter((f) => f !== "external_account") : MISSING_FIELDS;
    a.requirements = requirements(due, "requirements.past_due");
    a.capabilities = Object.fromEntries(Object.keys(a.capabilities as Json).map((k) => [k, "inactive"]));
    a.charges_enabled = false;
    a.payouts_enabled = false;
    a.details_submitted = true;
    a.tos_acceptance = termsAcceptedNow(a);
  });
}

/** The pause lever: Stripe disables the account for `reason` (transfers and payouts stop). */
export function disableConnectedAccount(account: Account, connected: Json, reason: DisabledReason): void {
  changeConnectedAccount(account, connected, (a) => {
    const due = reason === "requirements.past_due" ? ["individual.verification.document"] : [];
    const pending = reason === "requirements.pending_verification" ? ["individual.verification.document"] : [];
    a.requirements = requirements(due, reason, pending);
    const status = reason === "requirements.pending_verification" ? "pending" : "inactive";
    a.capabilities = Object.fromEntries(Object.keys(a.capabilities as Json).map((k) => [k, status]));
    a.charges_enabled = false;
    a.payouts_enabled = false;
  });
}

/** A connected account's default bank account with its full number, which decides a payout's outcome. */
export function defaultBankAccount(
  account: Account,
  connected: Json,
): { id: string; last4: string; accountNumber: string } | null {
  const bank = ((connected.external_accounts as Json).data as Json[])[0];
  if (!bank) return null;
  return {
    id: bank.id as string,
    last4: bank.last4 as string,
    accountNumber: account.bankAccountNumbers.get(bank.id as string) ?? "",
  };
}
