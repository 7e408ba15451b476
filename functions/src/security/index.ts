/**
 * The security capability's public entry: the one owner of `securityEvents/*`, `loginPairs/*`
 * (the sign-in lockout), `knownDevices/*`, `fraudAlerts/*` (its emails' words are the notifications')
 * and `securityCounts/*`, the dashboard's counts kept with each event, alert and refused upload.
 * What outlives an account here names its email by a keyed hash (`emailHasher`), never the email.
 */
export { fraudAlerts, type FraudAlertContext } from "./fraudAlerts";
export { devicesOf, forgetDevices, rememberDevice } from "./knownDevices";
export { activeLockOf, recordLoginFailure, recordSuccessfulSignIn } from "./loginLockout";
export { loginPairs } from "./loginPairs";
export { securityEvents, type ListedSecurityEvent, type SecurityEvent } from "./securityEvents";
export { emailHasher, type EmailHasher } from "./emailHash";
export {
  rebuildSince,
  securityCounts,
  SECURITY_COUNT_SHARDS,
  type CountedRecord,
  type SecurityCountKey,
} from "./securityCounts";
