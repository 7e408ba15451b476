// First: every function defined below, here or in an imported module, takes these options.
import { callerServiceAccount } from "./functionOptions";
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { getFunctions } from "firebase-admin/functions";
import { onInit } from "firebase-functions/v2/core";
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import type { Express } from "express";
import { FOLLOW_UP_TASK_RETRY } from "@songs/domain";
import { createBlobStore } from "./adapters/blobs/createBlobStore";
import { createStripeClient } from "./adapters/stripe/createStripeClient";
import { createApp } from "./app";
import {
  apiRoutes,
  carryOutFollowUp,
  sweepDueFollowUps,
  withFollowUpRunner,
  type FollowUpServices,
} from "./capabilities";
import type { ExternalDependencies, PagesDependencies } from "./http/Dependencies";
import { benchTotalsDir, loadFollowUpConfig, loadRuntimeConfig, loadSiteConfig } from "./config";
import { keepProcessTotals } from "./adapters/firestore/billedOperations";
import { REGION } from "./deploymentSettings";
import { enqueueFollowUp, FOLLOW_UP_QUEUE, followUpTaskSchema, type FollowUpTask } from "./followUps";
import { withLogIds } from "./http/requestLog";
import { mailOperationsDigest } from "./operations";
import { booksDays } from "./payouts";
import { createPagesApp } from "./pages/pagesApp";
import { emailHashKey, stripeConnectWebhookSecret, stripeSecretKey, stripeWebhookSecret, vapidKeys } from "./params";

let dependencies: ExternalDependencies | undefined;
let app: Express | undefined;
let pagesApp: Express | undefined;
let followUpServices: FollowUpServices | undefined;

const firebaseApp = () => getApps()[0] ?? initializeApp();

// `npm run bench:scale` adds up what every function process bills (the emulators only).
const totalsDir = benchTotalsDir(process.env);
if (totalsDir) keepProcessTotals(totalsDir);

// Each function reads its own configuration (functions/src/config.ts) and binds exactly the secrets
// that configuration reads: npm run deploy:check follows each function's code to the secrets it
// reads and fails on a binding it never reads, or a read it does not bind.

/**
 * The api's, built once per instance, with its own follow-up runner (an admin's retry, a
 * deletion begun at once); throws (the instance refuses to start) when the configuration is unsafe.
 */
function getDependencies(): ExternalDependencies {
  if (dependencies) return dependencies;
  const config = loadRuntimeConfig(process.env);
  const firebase = firebaseApp();
  dependencies = withFollowUpRunner({
    config,
    db: getFirestore(firebase),
    auth: getAuth(firebase),
    blobs: createBlobStore(config.blobs, () => getStorage(firebase)),
    stripe: createStripeClient(config.stripe),
  });
  return dependencies;
}

/** The API: every capability's routes (capabilities.ts), in one Express app. */
function getApp(): Express {
  app ??= createApp(getDependencies(), apiRoutes());
  return app;
}

/** The pages': the site's configuration, Firestore and the files; no secret. */
function getPagesApp(): Express {
  if (pagesApp) return pagesApp;
  const config = loadSiteConfig(process.env);
  const firebase = firebaseApp();
  const pages: PagesDependencies = {
    config,
    db: getFirestore(firebase),
    blobs: createBlobStore(config.blobs, () => getStorage(firebase)),
  };
  pagesApp = createPagesApp(pages);
  return pagesApp;
}

// Only the api and render functions' instances check their configuration at start: the blocking
// functions run in instances of their own, and beforeSignIn reads its one secret (the emails' hash
// key, loadSignInConfig) on its first sign-in.
onInit(() => {
  if (process.env.FUNCTION_TARGET === "api") getApp();
  if (process.env.FUNCTION_TARGET === "render") getPagesApp();
});

/**
 * Memory and concurrency from `npm run bench:uploads` (docs/local-stack.md, "Uploads within
 * memory"): 10 completions of 50 MB songs at once beside 50 connections of ordinary requests
 * peaked at 368 MB in the instance's process (uploads are judged from a stream, never held), so
 * 80 requests at once fit 1 GiB with room.
 */
export const api = onRequest(
  {
    memory: "1GiB",
    concurrency: 80,
    secrets: [stripeSecretKey, stripeWebhookSecret, stripeConnectWebhookSecret, vapidKeys, emailHashKey],
  },
  (req, res) => {
    getApp()(req, res);
  },
);

/**
 * Public pages rendered on request (artists, a profile, samples, reviews, a listening link) and
 * the 404 page; Hosting's CDN caches the catalogue pages (docs/architecture.md). The public
 * function behind `**` binds no secret: its configuration (loadSiteConfig) reads none.
 */
export const render = onRequest({ memory: "512MiB" }, (req, res) => {
  getPagesApp()(req, res);
});

/** Firebase Auth blocking function: lockout, email verification and sign-in records (no Express app). */
export { beforeSignIn } from "./blocking/beforeUserSignedIn";
/** Firebase Auth blocking function: accounts are created only by the API (Admin SDK), never by clients. */
export { beforeCreate } from "./blocking/beforeUserCreated";

/**
 * Follow-ups of an order's life (docs/architecture.md, "Time and follow-ups"): a
 * `followUps/*` record written with a change (an order's, a gift's) is queued as a Cloud Task due
 * at its time; the task carries it out through its capability's writer (idempotent); a sweep
 * every five minutes carries out anything due that a lost task missed.
 */
function getFollowUpServices(): FollowUpServices {
  if (followUpServices) return followUpServices;
  const config = loadFollowUpConfig(process.env);
  const firebase = firebaseApp();
  followUpServices = {
    db: getFirestore(firebase),
    stripe: createStripeClient(config.stripe),
    auth: getAuth(firebase),
    blobs: createBlobStore(config.blobs, () => getStorage(firebase)),
    siteUrl: config.siteUrl,
    webPush: config.webPush,
  };
  return followUpServices;
}

const followUpQueue = () =>
  getFunctions(firebaseApp()).taskQueue<FollowUpTask>(`locations/${REGION}/functions/${FOLLOW_UP_QUEUE}`);

// Its Eventarc trigger delivers events as the functions' account (the full email), which needs
// eventarc.eventReceiver and run.invoker on this function (npm run deploy:iam).
export const queueFollowUp = onDocumentCreated(
  { document: "followUps/{followUpId}", memory: "256MiB", serviceAccount: callerServiceAccount() },
  async (event) => {
    const { data } = event;
    if (data)
      await withLogIds({ followUpId: data.id, orderId: String(data.get("orderId") ?? "") }, () =>
        enqueueFollowUp(followUpQueue(), data),
      );
  },
);

// Cloud Tasks calls it with the OIDC token of the account that enqueued the task: the Admin SDK
// enqueues as the functions' own account, its one invoker.
export const runFollowUp = onTaskDispatched(
  // Five minutes, as the sweep: a copy of a person's data or an account's deletion reads all their orders (500 in under a minute here).
  {
    // Refunds and transfers call Stripe; notifications are signed with the VAPID keys.
    secrets: [stripeSecretKey, vapidKeys],
    memory: "512MiB",
    timeoutSeconds: 300,
    retryConfig: { ...FOLLOW_UP_TASK_RETRY },
    rateLimits: { maxConcurrentDispatches: 20 },
    invoker: callerServiceAccount(),
  },
  async (request) => {
    await carryOutFollowUp(getFollowUpServices(), followUpTaskSchema.parse(request.data).followUpId);
  },
);

// Its Cloud Scheduler job calls it with an OIDC token of the functions' account, named in full.
export const sweepFollowUps = onSchedule(
  {
    schedule: "every 5 minutes",
    secrets: [stripeSecretKey, vapidKeys],
    memory: "512MiB",
    timeoutSeconds: 300,
    serviceAccount: callerServiceAccount(),
  },
  async () => {
    const dependencies = getFollowUpServices();
    // Yesterday's books are closed once (the follow-up's id is the day's), by this sweep or a later one.
    await booksDays(dependencies.db).scheduleClose();
    await sweepDueFollowUps({ ...dependencies, queue: followUpQueue() });
    // While anything failed or is stuck, the admins' daily email (once a day: its id is the day's).
    await mailOperationsDigest(dependencies.db, dependencies.siteUrl);
  },
);
