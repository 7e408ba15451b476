import { existsSync, readFileSync } from "node:fs";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { emailHasher } from "../../functions/src/security/emailHash";
import { auditPrivacy, type ErasedPerson } from "../../scripts/audit/privacyAudit";
import { ensureLocalSecrets } from "../../scripts/stack/localSecrets";
import { REPO_ROOT } from "../../scripts/stack/repoRoot";
import { PROJECT_ID } from "../../scripts/stack/startStack";

/**
 * The privacy audit of a test run's stack (`npm run audit:privacy`'s own function), after its
 * suites: every account they deleted, with the emails and texts the suites collected of them
 * before (`rememberForPrivacyAudit`, one JSON line each in `peopleFile`).
 */
export async function auditStackPrivacy(
  firestoreHost: string,
  peopleFile: string,
): Promise<{ lines: string[]; findings: number }> {
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const name = `privacy-audit-${firestoreHost}`;
  const app = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId: PROJECT_ID }, name);
  const known = existsSync(peopleFile)
    ? readFileSync(peopleFile, "utf8")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as ErasedPerson)
    : [];
  return auditPrivacy(
    getFirestore(app),
    { projectId: PROJECT_ID, emulatorHost: firestoreHost },
    emailHasher(ensureLocalSecrets(REPO_ROOT).EMAIL_HASH_KEY),
    known,
  );
}
