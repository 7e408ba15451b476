/**
 * Options every function of this codebase is deployed with. Importing this module sets them, so
 * each module that defines a function imports it first: a function takes the global options that
 * are set when it is defined, and modules run in import order, so a function defined before this
 * ran would deploy without region, service account or instance cap (the default compute account).
 * `npm run deploy:check` reads every function's manifest entry and fails on any that lacks them.
 */
import { setGlobalOptions } from "firebase-functions/v2/options";
import { REGION, SERVICE_ACCOUNT } from "./deploymentSettings";

setGlobalOptions({
  region: REGION,
  serviceAccount: SERVICE_ACCOUNT,
  // An upload check holds up to 50 MB (the file and its copy in the type sniffer) per request.
  memory: "1GiB",
  timeoutSeconds: 60,
  // A ceiling on cost and on the connections a traffic spike can open to Firestore and Stripe.
  maxInstances: 20,
});
