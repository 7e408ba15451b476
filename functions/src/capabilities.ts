import type { Router } from "express";
import type { TaskQueue } from "firebase-admin/functions";
import { accountCapability } from "./account";
import { artistAccountsCapability } from "./artistAccounts";
import { businessCapability } from "./business";
import { catalogueCapability } from "./catalogue";
import { checkoutCapability } from "./checkout";
import { contactCapability, loadContactConfig } from "./contact";
import { disputesCapability } from "./disputes";
import { earningsCapability } from "./earnings";
import {
  followUpsCapability,
  runFollowUp,
  sweepFollowUps,
  type FollowUpHandlers,
  type FollowUpRun,
  type FollowUpTask,
} from "./followUps";
import { giftsCapability } from "./gifts";
import { songGiftsCapability } from "./songGifts";
import type { ExternalDependencies } from "./http/Dependencies";
import { listenCapability } from "./listen";
import { mediaCapability } from "./media";
import { moneyChecksCapability } from "./moneyChecks";
import { occasionRemindersCapability } from "./occasionReminders";
import { operationsCapability } from "./operations";
import { orderNewsCapability } from "./orderNews";
import { ordersCapability } from "./orders";
import { paymentsCapability } from "./payments";
import { payoutsCapability } from "./payouts";
import { followUpHandlersOf, pushComposersOf, type FollowUpDependencies } from "./platform/capability";
import { dataMapOf } from "./platform/dataMap";
import { routerOf, routeTableOf } from "./platform/routeTable";
import { sharedLayers } from "./platform/sharedCollections";
import { privacyCapability } from "./privacy";
import { promotionsCapability } from "./promotions";
import { publicCatalogueCapability } from "./publicCatalogue";
import { questionsCapability } from "./questions";
import { reviewsCapability } from "./reviews";
import { securityCapability } from "./security";
import { siteCapability } from "./site";
import { stripeCapability } from "./stripe";
import { uploadsCapability } from "./uploads";
import { webConfigCapability } from "./webConfig";
import { webPushCapability } from "./webPush";

/**
 * Every capability of the marketplace, once: the one list the API's routes, the follow-up runner,
 * the notifications' words, account erasure and the copy of one's data are built from (nothing
 * else lists capabilities).
 * Express tries the routes in this order, each capability's audience by audience.
 */
export const CAPABILITIES = [
  webConfigCapability,
  siteCapability,
  publicCatalogueCapability,
  reviewsCapability,
  mediaCapability,
  contactCapability,
  accountCapability,
  ordersCapability,
  listenCapability,
  promotionsCapability,
  checkoutCapability,
  paymentsCapability,
  disputesCapability,
  securityCapability,
  stripeCapability,
  businessCapability,
  operationsCapability,
  artistAccountsCapability,
  catalogueCapability,
  earningsCapability,
  giftsCapability,
  songGiftsCapability,
  occasionRemindersCapability,
  questionsCapability,
  payoutsCapability,
  moneyChecksCapability,
  privacyCapability,
  webPushCapability,
  followUpsCapability,
  orderNewsCapability,
  uploadsCapability,
  sharedLayers,
] as const;

/** Every endpoint of the API, each held to its audience's gate (refused at start-up otherwise). */
export const ROUTE_TABLE = routeTableOf(CAPABILITIES);

/** The API's router: every endpoint by path; other methods on a known path answer 405. */
export const apiRoutes = (): Router => routerOf(ROUTE_TABLE);

/** Every collection the server keeps, with its owner, retention, erasure and copy. */
export const DATA_MAP = dataMapOf(CAPABILITIES);

/** What the follow-ups' handlers need from outside; the rest comes from the capabilities. */
export type FollowUpServices = Omit<FollowUpDependencies, "pushContact" | "dataMap" | "composePush">;

/**
 * Every kind of follow-up with the capability that carries it out, and every notification with
 * the capability that composes it: one none carries out or composes does not compile here, one
 * given twice is refused at start-up.
 */
export function followUpHandlers(services: FollowUpServices): FollowUpHandlers {
  const deps: FollowUpDependencies = {
    ...services,
    dataMap: DATA_MAP,
    composePush: pushComposersOf(CAPABILITIES, services.db),
    // Read only when a notification is sent: no other work needs the support inbox configured.
    get pushContact() {
      return `mailto:${loadContactConfig().supportEmail}`;
    },
  };
  return followUpHandlersOf(CAPABILITIES, deps);
}

/** Carries out one follow-up (the task queue's function, an admin's retry). */
export const carryOutFollowUp = (services: FollowUpServices, id: string, now?: Date): Promise<FollowUpRun> =>
  runFollowUp(services.db, followUpHandlers(services), id, now);

/** Carries out every due follow-up, and queues the tasks of those come within the queue's horizon (the scheduled sweep). */
export const sweepDueFollowUps = (services: FollowUpServices & { queue?: TaskQueue<FollowUpTask> }, now?: Date) =>
  sweepFollowUps(services.db, followUpHandlers(services), now, services.queue);

/** The API's dependencies with this instance's follow-up runner (a route that carries one out at once). */
export function withFollowUpRunner(outside: Omit<ExternalDependencies, "carryOutFollowUp">): ExternalDependencies {
  const { db, stripe, auth, blobs, config } = outside;
  const services: FollowUpServices = { db, stripe, auth, blobs, siteUrl: config.siteUrl, webPush: config.webPush };
  return { ...outside, carryOutFollowUp: (id) => carryOutFollowUp(services, id) };
}
