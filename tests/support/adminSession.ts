import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { beforeAll, inject } from "vitest";
import { DEMO_ADMIN } from "../../scripts/seed/users";
import { PROJECT_ID } from "../../scripts/stack/startStack";
import "./stackContext";

/** firebase-admin against the stack's Auth and Firestore emulators, for arranging test state. */
export function stackAdminApp(): App {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject("authEmulatorHost");
  process.env.FIRESTORE_EMULATOR_HOST = inject("firestoreHost");
  const name = `tests-${inject("authEmulatorHost")}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId: PROJECT_ID }, name);
}

/** The stack's Firestore, to arrange state and see what the API stored. */
export function stackFirestore(): Firestore {
  return getFirestore(stackAdminApp());
}

/** Exchanges a custom token for an ID token at the Auth emulator. */
export async function idTokenFromCustomToken(customToken: string): Promise<string> {
  const url = `http://${inject("authEmulatorHost")}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  if (!response.ok || !body.idToken)
    throw new Error(`Custom-token sign-in failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

/**
 * An ID token of the demo admin. With `mfa` (default) the session carries the emulator adapter's
 * verified-TOTP claim, as after passing the 6-digit code; without it, as after the password only.
 */
export async function adminIdToken(options: { mfa?: boolean; uid?: string } = {}): Promise<string> {
  const auth = getAuth(stackAdminApp());
  const claims = options.mfa === false ? undefined : { mfa: "totp" };
  return idTokenFromCustomToken(await auth.createCustomToken(options.uid ?? DEMO_ADMIN.uid, claims));
}

/** The admin of a suite, signed in (with a passed code) before it. Tests read `.idToken`. */
export function suiteAdmin(): { idToken: string } {
  const admin = { idToken: "" };
  beforeAll(async () => {
    admin.idToken = await adminIdToken();
  });
  return admin;
}
