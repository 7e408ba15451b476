import { describe, expect, it } from "vitest";
import { isAlertWorthy, riskLevelFor, scoreCheckoutRisk, type CheckoutSignals } from "./fraud";

const calm: CheckoutSignals = {
  amountCents: 4999,
  accountAgeMinutes: 60 * 24 * 30,
  emailVerified: true,
  failedPaymentsLast24h: 0,
  failedCardsLast24h: 0,
  otherAccountsFromIpLastHour: 0,
};

describe("scoreCheckoutRisk", () => {
  it("scores an ordinary checkout by an established account as low risk with no factors", () => {
    expect(scoreCheckoutRisk(calm)).toEqual({ score: 0, level: "low", factors: [], autoBlocked: false });
  });

  it("names each factor that adds risk", () => {
    const result = scoreCheckoutRisk({ ...calm, accountAgeMinutes: 5, emailVerified: false, amountCents: 20400 });
    expect(result.factors.map((f) => f.type)).toEqual(["new_account", "unverified_email", "high_amount"]);
    expect(result.score).toBe(40);
    expect(result.level).toBe("medium");
  });

  it("adds points as payments fail, and blocks card testing on its own", () => {
    const scores = [1, 2, 4, 6].map((failedPaymentsLast24h) =>
      scoreCheckoutRisk({ ...calm, failedPaymentsLast24h, failedCardsLast24h: 1 }),
    );
    expect(scores.map((result) => result.score)).toEqual([0, 20, 40, 80]);
    expect(scores[3]).toMatchObject({ level: "critical", autoBlocked: true });
  });

  it("names many different failed cards and many accounts behind one address", () => {
    const result = scoreCheckoutRisk({
      ...calm,
      failedPaymentsLast24h: 3,
      failedCardsLast24h: 3,
      otherAccountsFromIpLastHour: 5,
    });
    expect(result.factors.map((f) => f.type)).toEqual(["failed_payments", "many_cards", "shared_address"]);
    expect(result.score).toBe(65);
    expect(result.autoBlocked).toBe(false);
  });

  it("lets a new, unverified account with a large order through, however often it checked out before", () => {
    const result = scoreCheckoutRisk({
      ...calm,
      accountAgeMinutes: 1,
      emailVerified: false,
      amountCents: 20400,
      failedPaymentsLast24h: 1,
      failedCardsLast24h: 1,
    });
    expect(result.autoBlocked).toBe(false);
  });

  it("blocks a critical checkout automatically and caps the score at 100", () => {
    const result = scoreCheckoutRisk({
      amountCents: 20400,
      accountAgeMinutes: 1,
      emailVerified: false,
      failedPaymentsLast24h: 5,
      failedCardsLast24h: 5,
      otherAccountsFromIpLastHour: 25,
    });
    expect(result.score).toBe(100);
    expect(result.level).toBe("critical");
    expect(result.autoBlocked).toBe(true);
  });

  it("does not block a high but not critical checkout", () => {
    const result = scoreCheckoutRisk({ ...calm, failedPaymentsLast24h: 4, failedCardsLast24h: 3 });
    expect(result.level).toBe("high");
    expect(result.autoBlocked).toBe(false);
  });
});

describe("risk levels", () => {
  it("maps scores to levels at their floors", () => {
    expect([0, 39, 40, 59, 60, 79, 80, 100].map(riskLevelFor)).toEqual([
      "low",
      "low",
      "medium",
      "medium",
      "high",
      "high",
      "critical",
      "critical",
    ]);
  });

  it("keeps alerts for medium risk and above", () => {
    expect(isAlertWorthy("low")).toBe(false);
    expect(isAlertWorthy("medium")).toBe(true);
  });
});
