/**
 * Fraud risk scoring for a checkout: explainable factors, each adding points, a score from 0 to
 * 100 and a level. Pure, so the server scores with it and tests can state each rule plainly.
 */

export const RISK_LEVELS = ["critical", "high", "medium", "low"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/**
 * Only what points at fraud is counted: declined or failed payments, many different cards, many
 * accounts behind one address. Sessions a person started and cancelled or left are not: trying
 * again is what honest customers do (issue 13).
 */
export interface CheckoutSignals {
  amountCents: number;
  /** Minutes since the account was created. */
  accountAgeMinutes: number;
  emailVerified: boolean;
  /** Payments of this account that were declined or failed in the last 24 hours (Stripe's failure events). */
  failedPaymentsLast24h: number;
  /** Different cards among those failed payments. */
  failedCardsLast24h: number;
  /** Other accounts that started a checkout from this IP address in the last hour. */
  otherAccountsFromIpLastHour: number;
}

export type RiskFactorType =
  "failed_payments" | "many_cards" | "shared_address" | "new_account" | "unverified_email" | "high_amount";

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

/**
 * Thresholds of the fraud factors. Six declines in a day is card testing and blocks on its own;
 * one or two declines (a mistyped or empty card) add little.
 */
export const FRAUD_THRESHOLDS = {
  failedPayments: { some: 2, many: 4, cardTesting: 6 },
  failedCards: { some: 3, many: 5 },
  otherAccountsFromIp: { some: 5, many: 20 },
} as const;

export function scoreCheckoutRisk(signals: CheckoutSignals): RiskAssessment {
  const factors: RiskFactor[] = [];
  const add = (type: RiskFactorType, points: number, detail: string) => factors.push({ type, points, detail });
  const { failedPayments, failedCards, otherAccountsFromIp } = FRAUD_THRESHOLDS;

  const failed = signals.failedPaymentsLast24h;
  const failedDetail = `${failed} failed payments in the last 24 hours`;
  if (failed >= failedPayments.cardTesting) add("failed_payments", 80, failedDetail);
  else if (failed >= failedPayments.many) add("failed_payments", 40, failedDetail);
  else if (failed >= failedPayments.some) add("failed_payments", 20, failedDetail);

  const cardsDetail = `${signals.failedCardsLast24h} different cards failed in the last 24 hours`;
  if (signals.failedCardsLast24h >= failedCards.many) add("many_cards", 50, cardsDetail);
  else if (signals.failedCardsLast24h >= failedCards.some) add("many_cards", 30, cardsDetail);

  const accountsDetail = `${signals.otherAccountsFromIpLastHour} other accounts checked out from this IP address in the last hour`;
  if (signals.otherAccountsFromIpLastHour >= otherAccountsFromIp.many) add("shared_address", 30, accountsDetail);
  else if (signals.otherAccountsFromIpLastHour >= otherAccountsFromIp.some) add("shared_address", 15, accountsDetail);

  if (signals.accountAgeMinutes < 10) add("new_account", 15, "Account created less than 10 minutes ago");
  else if (signals.accountAgeMinutes < 60) add("new_account", 10, "Account created less than an hour ago");

  if (!signals.emailVerified) add("unverified_email", 10, "Email address not verified");

  if (signals.amountCents >= HIGH_AMOUNT_CENTS) add("high_amount", 15, "High order value");

  const score = Math.min(
    100,
    factors.reduce((sum, factor) => sum + factor.points, 0),
  );
  const level = riskLevelFor(score);
  return { score, level, factors, autoBlocked: level === "critical" };
}
