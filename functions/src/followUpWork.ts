import type Stripe from "stripe";
import type { Firestore } from "firebase-admin/firestore";
import type { TaskQueue } from "firebase-admin/functions";
import { runFollowUp, sweepFollowUps, type FollowUpHandlers, type FollowUpRun, type FollowUpTask } from "./followUps";
import { giftFollowUpWork } from "./gifts";
import { orderFollowUpWork } from "./orders";
import { questionFollowUpWork } from "./questions";
import type { WebPushKeys } from "./config";
import { loadContactConfig } from "./contact";
import { webPushFollowUpWork } from "./webPush";

/** What the follow-up work needs from outside. */
export interface FollowUpWorkDependencies {
  db: Firestore;
  stripe: Stripe;
  /** The site's origin, for the links in the emails. */
  siteUrl: string;
  /** The VAPID key pair the notifications on the phone are sent with. */
  webPush: WebPushKeys;
}

/**
 * Every kind of follow-up with the capability that carries it out (a missing kind does not
 * compile): an order's timers and refund, a gift's moment and the release it may wait for, a
 * question's reminder.
 */
export function followUpHandlers(deps: FollowUpWorkDependencies): FollowUpHandlers {
  return { ...orderFollowUpWork(deps), ...giftFollowUpWork(deps), ...questionFollowUpWork(deps), ...webPushFollowUpWork({ ...deps, pushContact: `mailto:${loadContactConfig().supportEmail}` }) };
}

/** Carries out one follow-up (the task queue's function). */
export const carryOutFollowUp = (deps: FollowUpWorkDependencies, id: string, now?: Date): Promise<FollowUpRun> => runFollowUp(deps.db, followUpHandlers(deps), id, now);

/** Carries out every due follow-up, and queues the tasks of those come within the queue's horizon (the scheduled sweep). */
export const sweepDueFollowUps = (deps: FollowUpWorkDependencies & { queue?: TaskQueue<FollowUpTask> }, now?: Date) => sweepFollowUps(deps.db, followUpHandlers(deps), now, deps.queue);
