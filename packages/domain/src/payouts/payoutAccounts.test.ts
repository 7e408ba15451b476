import { describe, expect, it } from "vitest";
import { payoutStatusOf, requirementInWords, isPayoutCountry, type PayoutAccountFacts } from "./payoutAccounts";

const ready: PayoutAccountFacts = {
  detailsSubmitted: true,
  payoutsEnabled: true,
  transfers: "active",
  currentlyDue: [],
  disabledReason: null,
};

describe("payoutStatusOf", () => {
  it("says not set up without an account", () => {
    expect(payoutStatusOf(null)).toMatchObject({
      state: "not_set_up",
      headline: "Payouts are not set up yet.",
      canOnboard: true,
      canOpenDashboard: false,
    });
  });

  it("lists what a fresh account still needs in words, once each", () => {
    const status = payoutStatusOf({
      detailsSubmitted: false,
      payoutsEnabled: false,
      transfers: "inactive",
      currentlyDue: [
        "external_account",
        "individual.address.city",
        "individual.address.line1",
        "individual.dob.day",
        "tos_acceptance.date",
      ],
      disabledReason: "requirements.past_due",
    });
    expect(status).toMatchObject({ state: "information_needed", canOnboard: true, canOpenDashboard: false });
    expect(status.details).toEqual([
      "your bank account",
      "your address",
      "your date of birth",
      "accepting Stripe's terms",
    ]);
  });

  it("asks for the rest of the form when nothing is listed but the form was never sent", () => {
    expect(payoutStatusOf({ ...ready, detailsSubmitted: false, payoutsEnabled: false }).details).toEqual([
      "the rest of the setup form",
    ]);
  });

  it("says ready once transfers and payouts are on", () => {
    expect(payoutStatusOf(ready)).toMatchObject({
      state: "ready",
      details: [],
      canOnboard: false,
      canOpenDashboard: true,
    });
  });

  it("says why a submitted account with nothing due is paused", () => {
    expect(
      payoutStatusOf({ ...ready, payoutsEnabled: false, transfers: "inactive", disabledReason: "rejected.fraud" }),
    ).toMatchObject({
      state: "paused",
      details: ["Stripe closed this account. Please contact us."],
      canOnboard: false,
      canOpenDashboard: true,
    });
    expect(
      payoutStatusOf({ ...ready, transfers: "pending", disabledReason: "requirements.pending_verification" }).details,
    ).toEqual(["Stripe is verifying your information."]);
  });

  it("asks for information again when a paused account has something due", () => {
    const status = payoutStatusOf({
      ...ready,
      payoutsEnabled: false,
      transfers: "inactive",
      currentlyDue: ["individual.verification.document"],
      disabledReason: "requirements.past_due",
    });
    expect(status).toMatchObject({ state: "information_needed", details: ["an identity document"], canOnboard: true });
  });
});

describe("requirementInWords", () => {
  it("names unknown fields generically", () => {
    expect(requirementInWords("company.tax_id")).toBe("other details Stripe asks for");
    expect(requirementInWords("individual.ssn_last_4")).toBe("the last 4 digits of your Social Security number");
  });
});

describe("isPayoutCountry", () => {
  it("accepts the US and cross-border countries, not others", () => {
    expect(isPayoutCountry("US")).toBe(true);
    expect(isPayoutCountry("GB")).toBe(true);
    expect(isPayoutCountry("JM")).toBe(false);
  });
});
