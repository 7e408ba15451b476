import { appendFileSync } from "node:fs";
import { getAuth } from "firebase-admin/auth";
import type { DocumentData } from "firebase-admin/firestore";
import { inject } from "vitest";
import type { AccountDeletionAnswer, ApiErrorBody, DataExportAnswer } from "@songs/domain";
import { emailHasher } from "../../functions/src/security/emailHash";
import type { ErasedPerson } from "../../scripts/audit/privacyAudit";
import { ensureLocalSecrets } from "../../scripts/stack/localSecrets";
import { REPO_ROOT } from "../../scripts/stack/repoRoot";
import { PROJECT_ID } from "../../scripts/stack/startStack";
import { stackAdminApp } from "./adminSession";
import { postAs } from "./api";
import { eventually, stackDb } from "./checkout";
import "./stackContext";

/** A person's data requests through the API: deleting their account, asking for a copy of their data. */

export const askToDelete = (token: string) =>
  postAs<AccountDeletionAnswer>("/api/account/deletion", token, { confirm: true });
export const askForData = (token: string) => postAs<DataExportAnswer>("/api/account/data-export", token);

export type ErrorAnswer = Partial<ApiErrorBody>;

/**
 * Notes what a test knows of an account it is about to delete (its email, the texts its person
 * wrote), so the privacy audit after the run looks for them too (tests/support/globalSetup.ts).
 * Texts common to other tests' data (a fixture's "Grandma Rose") would be found in live accounts'
 * records: only texts made for the test belong here.
 */
export function rememberForPrivacyAudit(person: ErasedPerson): void {
  appendFileSync(inject("erasedPeopleFile"), `${JSON.stringify(person)}\n`);
}

/** The keyed hash of an email as the local stack's functions store it (with the local EMAIL_HASH_KEY). */
export const emailHashOf = emailHasher(ensureLocalSecrets(REPO_ROOT).EMAIL_HASH_KEY);

/**
 * An ID token of a password sign-in made `minutesAgo` minutes ago, as the Auth emulator would
 * issue it (the emulator's tokens are unsigned, and the Admin SDK accepts them only against the
 * emulator): the account is made without a password, so no sign-in since revoked the token.
 */
export async function signInFromMinutesAgo(minutesAgo: number): Promise<{ uid: string; email: string; token: string }> {
  const email = `stale-${Math.random().toString(36).slice(2, 12)}@example.com`;
  const user = await getAuth(stackAdminApp()).createUser({ email, emailVerified: true });
  const now = Math.floor(Date.now() / 1000);
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString("base64url");
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now - minutesAgo * 60,
    user_id: user.uid,
    sub: user.uid,
    iat: now,
    exp: now + 3600,
    email,
    email_verified: true,
    firebase: { identities: { email: [email] }, sign_in_provider: "password" },
  };
  return { uid: user.uid, email, token: `${encode({ alg: "none", typ: "JWT" })}.${encode(payload)}.` };
}

/**
 * Every email about the account (`mail` with its `uid`) as it is while `run` runs, watched as it
 * comes: an account's deletion deletes its emails as soon as they are delivered, so a test reads
 * the deletion's confirmation here, not in the collection afterwards.
 */
export async function mailOfAccountDuring<T>(
  uid: string,
  run: () => Promise<T>,
): Promise<{ result: T; mails: Map<string, DocumentData> }> {
  const seen = new Map<string, DocumentData>();
  let ready: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (ready = resolve));
  const stop = stackDb()
    .collection("mail")
    .where("uid", "==", uid)
    .onSnapshot((snapshot) => {
      for (const change of snapshot.docChanges())
        if (change.type !== "removed") seen.set(change.doc.id, change.doc.data());
      ready();
    }, ready);
  try {
    await listening;
    const result = await run();
    // The confirmation is written with the deletion's record: it has come by the time the delivery is seen.
    await eventually(
      async () => [...seen.values()],
      (mails) => mails.every((mail) => mail.delivery?.state === "SUCCESS"),
      "the account's emails delivered",
    );
    return { result, mails: seen };
  } finally {
    stop();
  }
}

/** The deletion's record, as the API wrote it. */
export async function deletionOf(uid: string) {
  return (await stackDb().collection("accountDeletions").doc(uid).get()).data();
}

/** Whether the Auth user is still there. */
export async function hasSignIn(uid: string): Promise<boolean> {
  return getAuth(stackAdminApp())
    .getUser(uid)
    .then(
      () => true,
      () => false,
    );
}
