import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { onInit } from "firebase-functions/v2/core";
import { onRequest } from "firebase-functions/v2/https";
import { defineSecret } from "firebase-functions/params";
import type { Express } from "express";
import { createBlobStore } from "./adapters/blobs/createBlobStore";
import { createStripeClient } from "./adapters/stripe/createStripeClient";
import { createApp } from "./app";
import { loadRuntimeConfig } from "./config";

/** Secrets come from Secret Manager in production and functions/.secret.local in the emulator. */
export const stripeSecretKey = defineSecret("STRIPE_SECRET_KEY");
export const stripeWebhookSecret = defineSecret("STRIPE_WEBHOOK_SECRET");

let app: Express | undefined;

/** Built once per instance; throws (the instance refuses to start) when the configuration is unsafe. */
function getApp(): Express {
  if (app) return app;
  const config = loadRuntimeConfig(process.env);
  const firebaseApp = getApps()[0] ?? initializeApp();
  app = createApp({
    config,
    db: getFirestore(firebaseApp),
    auth: getAuth(firebaseApp),
    blobs: createBlobStore(config.blobs, () => getStorage(firebaseApp)),
    stripe: createStripeClient(config.stripe),
  });
  return app;
}

// Only the api function's instances build the app (and check its secrets) at start: the blocking
// function runs in instances of its own without the Stripe secrets, and must keep accepting sign-ins.
onInit(() => {
  if (process.env.FUNCTION_TARGET === "api") getApp();
});

export const api = onRequest({ secrets: [stripeSecretKey, stripeWebhookSecret] }, (req, res) => {
  getApp()(req, res);
});

/** Firebase Auth blocking function: lockout, email verification and sign-in records (no Express app). */
export { beforeSignIn } from "./blocking/beforeUserSignedIn";
