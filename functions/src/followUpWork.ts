import type Stripe from "stripe";
import type { Firestore } from "firebase-admin/firestore";
import { runFollowUp, sweepFollowUps, type FollowUpHandlers, type FollowUpRun } from "./followUps";
import { giftFollowUpWork } from "./gifts";
import { orderFollowUpWork } from "./orders";

/** What the follow-up work needs from outside. */
export interface FollowUpWorkDependencies {
  db: Firestore;
  stripe: Stripe;
  /** The site's origin, for the links in the emails. */
  siteUrl: string;
}

/**
 * Every kind of follow-up with the capability that carries it out (a missing kind does not
 * compile): an order's timers and refund, a gift's moment and the release it may wait for.
 */
export function followUpHandlers(deps: FollowUpWorkDependencies): FollowUpHandlers {
  return { ...orderFollowUpWork(deps), ...giftFollowUpWork(deps) };
}

/** Carries out one follow-up (the task queue's function). */
export const carryOutFollowUp = (deps: FollowUpWorkDependencies, id: string, now?: Date): Promise<FollowUpRun> => runFollowUp(deps.db, followUpHandlers(deps), id, now);

/** Carries out every due follow-up (the scheduled sweep). */
export const sweepDueFollowUps = (deps: FollowUpWorkDependencies, now?: Date) => sweepFollowUps(deps.db, followUpHandlers(deps), now);
