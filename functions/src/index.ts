// First: every function defined below, here or in an imported module, takes these options.
import "./functionOptions";
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { onInit } from "firebase-functions/v2/core";
import { onRequest } from "firebase-functions/v2/https";
import type { Express } from "express";
import { createBlobStore } from "./adapters/blobs/createBlobStore";
import { createStripeClient } from "./adapters/stripe/createStripeClient";
import { createApp, createPagesApp } from "./app";
import type { ExternalDependencies } from "./http/Dependencies";
import { loadRuntimeConfig } from "./config";
import { stripeSecretKey, stripeWebhookSecret } from "./params";

let dependencies: ExternalDependencies | undefined;
let app: Express | undefined;
let pagesApp: Express | undefined;

/** Built once per instance; throws (the instance refuses to start) when the configuration is unsafe. */
function getDependencies(): ExternalDependencies {
  if (dependencies) return dependencies;
  const config = loadRuntimeConfig(process.env);
  const firebaseApp = getApps()[0] ?? initializeApp();
  dependencies = {
    config,
    db: getFirestore(firebaseApp),
    auth: getAuth(firebaseApp),
    blobs: createBlobStore(config.blobs, () => getStorage(firebaseApp)),
    stripe: createStripeClient(config.stripe),
  };
  return dependencies;
}

function getApp(): Express {
  app ??= createApp(getDependencies());
  return app;
}

// Only the api and render functions' instances check the configuration (secrets included) at start: the blocking
// function runs in instances of its own without the Stripe secrets, and must keep accepting sign-ins.
onInit(() => {
  if (process.env.FUNCTION_TARGET === "api") getApp();
  if (process.env.FUNCTION_TARGET === "render") getDependencies();
});

export const api = onRequest({ secrets: [stripeSecretKey, stripeWebhookSecret] }, (req, res) => {
  getApp()(req, res);
});

/**
 * Public pages rendered on request (artists, a profile, samples, reviews, a listening link) and
 * the 404 page; Hosting's CDN caches the catalogue pages (docs/architecture.md). It shares the
 * api's configuration, secrets included, so one configuration check covers both.
 */
export const render = onRequest({ secrets: [stripeSecretKey, stripeWebhookSecret], memory: "512MiB" }, (req, res) => {
  pagesApp ??= createPagesApp(getDependencies());
  pagesApp(req, res);
});

/** Firebase Auth blocking function: lockout, email verification and sign-in records (no Express app). */
export { beforeSignIn } from "./blocking/beforeUserSignedIn";
/** Firebase Auth blocking function: accounts are created only by the API (Admin SDK), never by clients. */
export { beforeCreate } from "./blocking/beforeUserCreated";
