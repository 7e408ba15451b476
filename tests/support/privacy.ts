import { getAuth } from "firebase-admin/auth";
import type { AccountDeletionAnswer, ApiErrorBody, DataExportAnswer } from "@songs/domain";
import { PROJECT_ID } from "../../scripts/stack/startStack";
import { stackAdminApp } from "./adminSession";
import { postAs } from "./api";
import { stackDb } from "./checkout";
import "./stackContext";

/** A person's data requests through the API: deleting their account, asking for a copy of their data. */

export const askToDelete = (token: string) =>
  postAs<AccountDeletionAnswer>("/api/account/deletion", token, { confirm: true });
export const askForData = (token: string) => postAs<DataExportAnswer>("/api/account/data-export", token);

export type ErrorAnswer = Partial<ApiErrorBody>;

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
