import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { type CheckoutSignals } from "@songs/domain";
import { checkoutSessions } from "./checkoutSessions";
import { paymentFailures } from "./paymentFailures";
import type { AuthUser } from "../http/authenticate";

/**
 * What the fraud score of one checkout is computed from: the account, its recorded payment
 * failures and the other accounts behind its address. Sessions started, cancelled or left unpaid
 * are not counted: a customer trying again is not a sign of fraud.
 */
export async function checkoutRiskSignals(
  deps: { db: Firestore; auth: Auth },
  checkout: { caller: AuthUser; ip: string; amountCents: number },
  now = Date.now(),
): Promise<CheckoutSignals> {
  const [account, failed, otherAccountsFromIpLastHour] = await Promise.all([
    deps.auth.getUser(checkout.caller.uid),
    paymentFailures(deps.db).countByUserLastDay(checkout.caller.uid, now),
    checkoutSessions(deps.db).countOtherUsersByIpLastHour(checkout.ip, checkout.caller.uid, now),
  ]);
  const createdAt = Date.parse(account.metadata.creationTime);
  return {
    amountCents: checkout.amountCents,
    accountAgeMinutes: Number.isNaN(createdAt) ? 0 : Math.max(0, (now - createdAt) / 60_000),
    emailVerified: checkout.caller.emailVerified,
    failedPaymentsLast24h: failed.failures,
    failedCardsLast24h: failed.cards,
    otherAccountsFromIpLastHour,
  };
}
