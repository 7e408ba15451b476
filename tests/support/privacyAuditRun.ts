import { existsSync, readFileSync } from "node:fs";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { emailHasher } from "../../functions/src/security/emailHash";
import { auditPrivacy, type ErasedPerson } from "../../scripts/audit/privacyAudit";
import { runScheduledFunction } from "../../scripts/stack/eventedFunctions";
import { ensureLocalSecrets } from "../../scripts/stack/localSecrets";
import { REPO_ROOT } from "../../scripts/stack/repoRoot";
import { PROJECT_ID } from "../../scripts/stack/startStack";

/** How many times the deletions' emails still on their way are looked at again before the audit reads. */
const MAIL_ROUNDS = 20;

/**
 * A deletion's emails still on their way when it ran (its confirmation) are deleted by a follow-up
 * 10 minutes on: made due now and run by the sweep, as the tests move time, until none waits, so
 * the audit reads what the deletions leave once their follow-ups have run.
 */
async function finishMailOfDeletions(db: Firestore, functionsOrigin: string): Promise<void> {
  for (let round = 0; round < MAIL_ROUNDS; round += 1) {
    const pending = await db
      .collection("followUps")
      .where("kind", "==", "forget_account_mail")
      .where("state", "==", "pending")
      .get();
    if (pending.empty) return;
    await Promise.all(pending.docs.map((doc) => doc.ref.update({ dueAt: Timestamp.fromMillis(Date.now() - 1000) })));
    await runScheduledFunction(functionsOrigin, PROJECT_ID, "sweepFollowUps");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The stack's Firestore, for the audits run after the suites (one app per emulator). */
export function stackAuditFirestore(firestoreHost: string): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const name = `audit-${firestoreHost}`;
  const app = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId: PROJECT_ID }, name);
  return getFirestore(app);
}

/**
 * The privacy audit of a test run's stack (`npm run audit:privacy`'s own function), after its
 * suites and the follow-ups of the deletions they made: every account they deleted, with the
 * emails and texts the suites collected of them before (`rememberForPrivacyAudit`, one JSON line
 * each in `peopleFile`).
 */
export async function auditStackPrivacy(
  stack: { firestoreHost: string; functionsOrigin: string },
  peopleFile: string,
): Promise<{ lines: string[]; findings: number }> {
  const db = stackAuditFirestore(stack.firestoreHost);
  await finishMailOfDeletions(db, stack.functionsOrigin);
  const known = existsSync(peopleFile)
    ? readFileSync(peopleFile, "utf8")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as ErasedPerson)
    : [];
  return auditPrivacy(
    db,
    { projectId: PROJECT_ID, emulatorHost: stack.firestoreHost },
    emailHasher(ensureLocalSecrets(REPO_ROOT).EMAIL_HASH_KEY),
    known,
  );
}
