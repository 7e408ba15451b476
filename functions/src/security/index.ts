/**
 * The security capability's public entry: the one owner of `securityEvents/*`, `loginPairs/*`
 * (the sign-in lockout), `knownDevices/*` and `fraudAlerts/*` (its emails' words are the notifications').
 */
export { fraudAlerts, type FraudAlertContext } from "./fraudAlerts";
export { rememberDevice } from "./knownDevices";
export { activeLockOf, recordLoginFailure, recordSuccessfulSignIn } from "./loginLockout";
export { securityEvents, type SecurityEvent } from "./securityEvents";
