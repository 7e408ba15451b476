import { describe, expect, it } from "vitest";
import { isAlertWorthy, riskLevelFor, scoreCheckoutRisk, type CheckoutSignals } from "./fraud";

const calm: CheckoutSignals = {
  amountCents: 4999,
  accountAgeMinutes: 60 * 24 * 30,
  emailVerified: true,
  userCheckoutsLastHour: 0,
  ipCheckoutsLastHour: 0,
  failedPaymentsLast24h: 0,
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

  it("raises velocity points as checkouts pile up", () => {
    const some = scoreCheckoutRisk({ ...calm, userCheckoutsLastHour: 3 });
    const many = scoreCheckoutRisk({ ...calm, userCheckoutsLastHour: 6 });
    expect(many.score).toBeGreaterThan(some.score);
    expect(scoreCheckoutRisk({ ...calm, ipCheckoutsLastHour: 10 }).factors[0]?.type).toBe("ip_velocity");
  });

  it("blocks a critical checkout automatically and caps the score at 100", () => {
    const result = scoreCheckoutRisk({
      amountCents: 20400,
      accountAgeMinutes: 1,
      emailVerified: false,
      userCheckoutsLastHour: 8,
      ipCheckoutsLastHour: 12,
      failedPaymentsLast24h: 5,
    });
    expect(result.score).toBe(100);
    expect(result.level).toBe("critical");
    expect(result.autoBlocked).toBe(true);
  });

  it("does not block a high but not critical checkout", () => {
    const result = scoreCheckoutRisk({ ...calm, userCheckoutsLastHour: 6, failedPaymentsLast24h: 2 });
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
