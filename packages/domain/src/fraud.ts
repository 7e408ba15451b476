/**
 * Fraud risk scoring for a checkout: explainable factors, each adding points, a score from 0 to
 * 100 and a level. Pure, so the server scores with it and tests can state each rule plainly.
 */

export const RISK_LEVELS = ["critical", "high", "medium", "low"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export interface CheckoutSignals {
  amountCents: number;
  /** Minutes since the account was created. */
  accountAgeMinutes: number;
  emailVerified: boolean;
  /** Checkout sessions this user started in the last hour, not counting this one. */
  userCheckoutsLastHour: number;
  /** Checkout sessions started from this IP address in the last hour, not counting this one. */
  ipCheckoutsLastHour: number;
  /** Payments of this user that failed or were declined in the last 24 hours. */
  failedPaymentsLast24h: number;
}

export type RiskFactorType =
  | "user_velocity"
  | "ip_velocity"
  | "new_account"
  | "unverified_email"
  | "high_amount"
  | "failed_payments";

export interface RiskFactor {
  type: RiskFactorType;
  points: number;
  detail: string;
}

export interface RiskAssessment {
  score: number;
  level: RiskLevel;
  factors: RiskFactor[];
  /** Critical risk is refused before any payment session exists. */
  autoBlocked: boolean;
}

export const FRAUD_BLOCKED_MESSAGE =
  "We couldn't start this payment for security reasons. Please contact support if you think this is a mistake.";

/** Orders at or above this many cents count as high value (near the most one order can cost). */
export const HIGH_AMOUNT_CENTS = 15000;

const LEVEL_FLOORS: readonly (readonly [RiskLevel, number])[] = [
  ["critical", 80],
  ["high", 60],
  ["medium", 40],
];

export function riskLevelFor(score: number): RiskLevel {
  return LEVEL_FLOORS.find(([, floor]) => score >= floor)?.[0] ?? "low";
}

/** Whether an assessment is worth keeping as a fraud alert for the admins. */
export function isAlertWorthy(level: RiskLevel): boolean {
  return level !== "low";
}

export function scoreCheckoutRisk(signals: CheckoutSignals): RiskAssessment {
  const factors: RiskFactor[] = [];
  const add = (type: RiskFactorType, points: number, detail: string) => factors.push({ type, points, detail });

  if (signals.userCheckoutsLastHour >= 6) add("user_velocity", 40, `${signals.userCheckoutsLastHour} checkouts by this account in the last hour`);
  else if (signals.userCheckoutsLastHour >= 3) add("user_velocity", 25, `${signals.userCheckoutsLastHour} checkouts by this account in the last hour`);

  if (signals.ipCheckoutsLastHour >= 10) add("ip_velocity", 35, `${signals.ipCheckoutsLastHour} checkouts from this IP address in the last hour`);
  else if (signals.ipCheckoutsLastHour >= 5) add("ip_velocity", 20, `${signals.ipCheckoutsLastHour} checkouts from this IP address in the last hour`);

  if (signals.accountAgeMinutes < 10) add("new_account", 15, "Account created less than 10 minutes ago");
  else if (signals.accountAgeMinutes < 60) add("new_account", 10, "Account created less than an hour ago");

  if (!signals.emailVerified) add("unverified_email", 10, "Email address not verified");

  if (signals.amountCents >= HIGH_AMOUNT_CENTS) add("high_amount", 15, "High order value");

  if (signals.failedPaymentsLast24h >= 4) add("failed_payments", 35, `${signals.failedPaymentsLast24h} failed payments in the last 24 hours`);
  else if (signals.failedPaymentsLast24h >= 2) add("failed_payments", 20, `${signals.failedPaymentsLast24h} failed payments in the last 24 hours`);

  const score = Math.min(100, factors.reduce((sum, factor) => sum + factor.points, 0));
  const level = riskLevelFor(score);
  return { score, level, factors, autoBlocked: level === "critical" };
}
