import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { type CheckoutSignals } from "@songs/domain";
import { checkoutSessions } from "./checkoutSessions";
import type { AuthUser } from "../http/authenticate";

/** What the fraud score of one checkout is computed from: recent sessions and the account itself. */
export async function checkoutRiskSignals(
  deps: { db: Firestore; auth: Auth },
  checkout: { caller: AuthUser; ip: string; amountCents: number },
  now = Date.now(),
): Promise<CheckoutSignals> {
  const sessions = checkoutSessions(deps.db);
  const [account, userCheckoutsLastHour, ipCheckoutsLastHour, failedPaymentsLast24h] = await Promise.all([
    deps.auth.getUser(checkout.caller.uid),
    sessions.countByUserLastHour(checkout.caller.uid, now),
    sessions.countByIpLastHour(checkout.ip, now),
    sessions.countExpiredByUserLastDay(checkout.caller.uid, now),
  ]);
  const createdAt = Date.parse(account.metadata.creationTime);
  return {
    amountCents: checkout.amountCents,
    accountAgeMinutes: Number.isNaN(createdAt) ? 0 : Math.max(0, (now - createdAt) / 60_000),
    emailVerified: checkout.caller.emailVerified,
    userCheckoutsLastHour,
    ipCheckoutsLastHour,
    failedPaymentsLast24h,
  };
}
