import type { Capability } from "../platform/capability";
import {
  accountField,
  anonymised,
  byDocumentId,
  byUid,
  deleted,
  keep,
  nobody,
  notCopied,
  onAccount,
} from "../platform/dataMap";
import { adminMfaFactors } from "./adminMfaFactors";
import { fraudAlerts } from "./fraudAlerts";
import { devicesOf, forgetDevices } from "./knownDevices";
import { securityRoutes } from "./routes";

/**
 * The security capability's public entry: the one owner of `securityEvents/*`, `loginPairs/*`
 * (the sign-in lockout), `knownDevices/*`, `fraudAlerts/*` (its emails' words are the notifications'),
 * `fileValidations/*` (files the upload inspection refused) and `securityCounts/*`, the dashboard's
 * counts kept with each event, alert and refused upload. What outlives an account here names its
 * email by a keyed hash (`emailHasher`), never the email.
 */
export { fileValidations } from "./fileValidations";
export { fraudAlerts, type FraudAlertContext } from "./fraudAlerts";
export { rememberDevice } from "./knownDevices";
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

/** The security capability, as `functions/src/capabilities.ts` lists it. */
export const securityCapability = {
  name: "security",
  routes: securityRoutes,
  collections: [
    {
      path: "securityEvents",
      holds: "a sign-in, a failed one, a lock, a two-factor event (uid, the email's keyed hash, address, device)",
      person: byUid("uid"),
      retention: "kept for the security dashboard",
      erasure: keep(
        "detecting attacks is a legitimate interest (docs/security.md, section 13): by the account's uid and the keyed hash of its email",
        ["uid", "emailHash"],
      ),
      copy: notCopied("the security dashboard's record; the person's devices are in the copy"),
    },
    {
      path: "loginPairs",
      holds: "failed sign-ins counted per (email, address) pair, the email by its keyed hash, and its lock",
      person: nobody,
      retention: "kept for the lockout and the security dashboard",
      erasure: keep("the lockout counts per email and address, whether or not an account exists", ["emailHash"]),
      copy: notCopied("the lockout's counters"),
    },
    {
      path: "knownDevices",
      holds: "a device (address and browser) an account signed in from",
      person: byUid("uid"),
      retention: "until the account is deleted",
      erasure: deleted(onAccount(({ db, uid }) => forgetDevices(db, uid))),
      copy: accountField("devices", ({ db, uid }) => devicesOf(db, uid)),
    },
    {
      path: "fraudAlerts",
      holds: "a checkout scored medium risk or more (its signs, the customer's uid, the recipient's name, the address)",
      person: byUid("userId"),
      retention: "kept for the security dashboard",
      erasure: anonymised(
        "the alert's signs and the customer's uid, for fraud investigation (docs/security.md, section 13); the recipient's name goes",
        onAccount(async ({ db, uid }) => void (await fraudAlerts(db).forgetNamesOf(uid))),
        ["userId"],
      ),
      copy: notCopied("the security dashboard's record"),
    },
    {
      path: "securityCounts",
      holds: "the security dashboard's counts per UTC day and hour (sharded)",
      person: nobody,
      retention: "kept: the dashboard reads the last 30 days",
      erasure: keep("counts; nothing about a person"),
      copy: notCopied("counts, nobody's data"),
    },
    {
      path: "fileValidations",
      holds: "a file the upload inspection refused (its name, type, size, the problems, who uploaded it)",
      person: byUid("uploadedBy"),
      retention: "kept for the security dashboard's Rejected Files",
      erasure: keep("the security dashboard's record of refused files, with who uploaded each (their uid)", [
        "uploadedBy",
      ]),
      copy: notCopied("the security dashboard's record"),
    },
    {
      path: "adminMfa",
      holds:
        "the emulator two-factor adapter's authenticator of an admin or artist (its secret encrypted) and failed codes",
      person: byDocumentId,
      retention: "until the account is deleted",
      erasure: deleted(onAccount(({ db, uid }) => adminMfaFactors(db).forget(uid))),
      copy: notCopied("an encrypted secret, useful to nobody outside the two-factor check"),
    },
  ],
} satisfies Capability;
