import type { Firestore } from "firebase-admin/firestore";
import type { BackfillCount } from "../../functions/src/adapters/firestore/queries";
import { followUps } from "../../functions/src/followUps";
import { privacyRecords } from "../../functions/src/privacy/privacyRecords";
import { fraudAlerts, loginPairs, securityEvents, type EmailHasher } from "../../functions/src/security";
import { pushActionWithoutWords, pushSubscriptionErasure } from "../../functions/src/webPush";
import type { MigrationStep } from "./migrationSteps";

/**
 * The privacy migration (issue 42): records written before an account's deletion left nothing
 * personal, brought to what is kept now, each by the operation its collection's owner exposes.
 * Notifications' follow-ups name what they tell about instead of keeping its words; login pairs
 * and security events keep the keyed hash of the email instead of the email; the accounts deleted
 * before lose the devices and the names their deletion left. Each step writes only what still
 * differs, so a second run changes nothing and a run after an interrupted one finishes the job.
 * (The emails those deletions left go with their 30 days, by the TTL policy.)
 */

/** One account's counts after another's. */
async function eachErasedAccount(
  db: Firestore,
  step: (uid: string) => Promise<BackfillCount[]>,
): Promise<BackfillCount> {
  const total: BackfillCount = { read: 0, changed: 0 };
  for await (const { uid } of privacyRecords(db).erasedAccounts())
    for (const count of await step(uid)) {
      total.read += count.read;
      total.changed += count.changed;
    }
  return total;
}

/** The steps, with the key of the emails' hash (EMAIL_HASH_KEY) as `hashEmail`. */
export const privacySteps = (hashEmail: EmailHasher): readonly MigrationStep[] => [
  {
    name: "pushNotices",
    stores: "notifications' follow-ups: which notification (named by its email's id) instead of its words",
    run: (db, options) => followUps(db).rewriteActions("push_notification", pushActionWithoutWords, options),
  },
  {
    name: "loginPairs",
    stores: "login pairs: the email's keyed hash instead of the email (and the id made from it)",
    run: (db, options) => loginPairs(db).hashStoredEmails(hashEmail, options),
  },
  {
    name: "securityEvents",
    stores: "security events: the email's keyed hash instead of the email",
    run: (db, options) => securityEvents(db).hashStoredEmails(hashEmail, options),
  },
  {
    name: "erasedAccounts",
    stores: "accounts deleted before: their notified devices deleted, their fraud alerts without the recipient's name",
    run: (db, options) =>
      eachErasedAccount(db, async (uid) => [
        await pushSubscriptionErasure(db).forget(uid, options),
        await fraudAlerts(db).forgetNamesOf(uid, options),
      ]),
  },
];
