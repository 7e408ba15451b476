/**
 * Options every function of this codebase is deployed with. Importing this module sets them, so
 * each module that defines a function imports it first: a function takes the global options that
 * are set when it is defined, and modules run in import order, so a function defined before this
 * ran would deploy without region, service account or instance cap (the default compute account).
 * `npm run deploy:check` reads every function's manifest entry and fails on any that lacks them.
 */
import { setGlobalOptions } from "firebase-functions/v2/options";
import { REGION, SERVICE_ACCOUNT, serviceAccountEmail } from "./deploymentSettings";

setGlobalOptions({
  region: REGION,
  serviceAccount: SERVICE_ACCOUNT,
  // `api` declares its own, measured by `npm run bench:uploads` (docs/local-stack.md).
  memory: "1GiB",
  timeoutSeconds: 60,
  // A ceiling on cost and on the connections a traffic spike can open to Firestore and Stripe.
  maxInstances: 20,
});

/**
 * The runtime service account's full email, for the functions called as it rather than from the
 * web: a scheduled function's Cloud Scheduler job (firebase-tools copies its service account into
 * the job's OIDC token as written, and Cloud Scheduler wants an email, not the `name@` short form),
 * an event function's Eventarc trigger, and a task queue's invoker (the Admin SDK enqueues tasks
 * that call as the functions' own account). The project is firebase-tools' GCLOUD_PROJECT, set
 * when it reads the functions' manifest and in every instance, as firebase-functions itself
 * completes `name@` with it.
 */
export function callerServiceAccount(): string {
  const projectId = process.env.GCLOUD_PROJECT;
  if (!projectId) throw new Error(`Unable to name the service account ${SERVICE_ACCOUNT}: GCLOUD_PROJECT is not set.`);
  return serviceAccountEmail(projectId);
}
