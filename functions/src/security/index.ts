import type { Capability } from "../platform/capability";
import { securityRoutes } from "./routes";

/**
 * The security capability's public entry: the one owner of `securityEvents/*`, `loginPairs/*`
 * (the sign-in lockout), `knownDevices/*`, `fraudAlerts/*` (its emails' words are the notifications'),
 * `fileValidations/*` (files the upload inspection refused) and `securityCounts/*`, the dashboard's
 * counts kept with each event, alert and refused upload.
 */
export { fileValidations } from "./fileValidations";
export { fraudAlerts, type FraudAlertContext } from "./fraudAlerts";
export { devicesOf, forgetDevices, rememberDevice } from "./knownDevices";
export { activeLockOf, recordLoginFailure, recordSuccessfulSignIn } from "./loginLockout";
export { securityEvents, type SecurityEvent } from "./securityEvents";
export {
  rebuildSince,
  securityCounts,
  SECURITY_COUNT_SHARDS,
  type CountedRecord,
  type SecurityCountKey,
} from "./securityCounts";

/** The security capability, as `functions/src/capabilities.ts` lists it. */
export const securityCapability = {
  name: "security",
  routes: securityRoutes,
} satisfies Capability;
