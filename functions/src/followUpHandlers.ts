import type Stripe from "stripe";
import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import type { TaskQueue } from "firebase-admin/functions";
import { runFollowUp, sweepFollowUps, type FollowUpHandlers, type FollowUpRun, type FollowUpTask } from "./followUps";
import { giftFollowUpHandlers, giftPushes } from "./gifts";
import type { BlobStore } from "./adapters/blobs/BlobStore";
import { orderFollowUpHandlers, orderPushes } from "./orders";
import { privacyFollowUpHandlers } from "./privacy";
import { payoutFollowUpHandlers } from "./payouts";
import { questionFollowUpHandlers, questionPushes } from "./questions";
import type { WebPushKeys } from "./config";
import { loadContactConfig } from "./contact";
import { webPushFollowUpHandlers, type PushDependencies } from "./webPush";

/** What the follow-ups' actions need from outside. */
export interface FollowUpDependencies {
  db: Firestore;
  stripe: Stripe;
  /** Accounts' sign-ins (an account's deletion). */
  auth: Auth;
  /** Files (a deleted account's songs, a person's copy of their data). */
  blobs: BlobStore;
  /** The site's origin, for the links in the emails. */
  siteUrl: string;
  /** The VAPID key pair the notifications on the phone are sent with. */
  webPush: WebPushKeys;
}

/**
 * Every kind of follow-up with the capability that carries it out (a missing kind does not
 * compile): an order's lapses, alerts and refund, a gift's moment and the release it may wait for, a
 * question's reminder, an artist's share transferred or reversed, a person's data requests (their
 * account's deletion, their copy of their data).
 */
export function followUpHandlers(deps: FollowUpDependencies): FollowUpHandlers {
  return {
    ...orderFollowUpHandlers(deps),
    ...giftFollowUpHandlers(deps),
    ...questionFollowUpHandlers(deps),
    ...payoutFollowUpHandlers(deps),
    ...privacyFollowUpHandlers(deps),
    ...webPushFollowUpHandlers(pushDependencies(deps)),
  };
}

/**
 * What sending a notification needs: each one's words, composed by the capability that owns what
 * it tells about, and the push services' contact (VAPID's subject), read only when a notification
 * is sent: no other work needs the support inbox configured.
 */
function pushDependencies(deps: FollowUpDependencies): PushDependencies {
  return {
    ...deps,
    composePush: { ...orderPushes(deps.db), ...questionPushes(deps.db), ...giftPushes(deps.db) },
    get pushContact() {
      return `mailto:${loadContactConfig().supportEmail}`;
    },
  };
}

/** Carries out one follow-up (the task queue's function). */
export const carryOutFollowUp = (deps: FollowUpDependencies, id: string, now?: Date): Promise<FollowUpRun> =>
  runFollowUp(deps.db, followUpHandlers(deps), id, now);

/** Carries out every due follow-up, and queues the tasks of those come within the queue's horizon (the scheduled sweep). */
export const sweepDueFollowUps = (deps: FollowUpDependencies & { queue?: TaskQueue<FollowUpTask> }, now?: Date) =>
  sweepFollowUps(deps.db, followUpHandlers(deps), now, deps.queue);
