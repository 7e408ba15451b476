import "../functionOptions";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { beforeUserSignedIn } from "firebase-functions/v2/identity";
import { normaliseIp } from "../http/clientIp";
import { withLogIds } from "../http/requestLog";
import { loadSignInConfig } from "../config";
import { emailHashKey } from "../params";
import { emailHasher, type EmailHasher } from "../security";
import { checkSignIn } from "./checkSignIn";

let db: Firestore | undefined;
let hashEmail: EmailHasher | undefined;

/** Firestore, initialised on the first sign-in (this function never loads the API's app). */
function firestore(): Firestore {
  db ??= getFirestore(getApps()[0] ?? initializeApp());
  return db;
}

/**
 * The emails' keyed hash, its key read on the first sign-in (loadSignInConfig). Fails closed:
 * without the key no lock can be read, and the sign-in is refused with an internal error.
 */
function signInHasher(): EmailHasher {
  hashEmail ??= emailHasher(loadSignInConfig(process.env).emailHashKey);
  return hashEmail;
}

/**
 * Firebase Auth's `beforeUserSignedIn` blocking function: enforces the lockout and email
 * verification, records the sign-in and notifies the user of a new device.
 */
// Identity Platform waits 7 s for a blocking function: one warm instance keeps a cold start off the
// sign-in path, and the handler needs little memory (no Express app, no uploads).
export const beforeSignIn = beforeUserSignedIn(
  { minInstances: 1, memory: "256MiB", timeoutSeconds: 7, secrets: [emailHashKey] },
  async (event) => {
    const user = event.data;
    if (!user) return;
    const siteUrl = (process.env.SITE_URL ?? "").trim().replace(/\/+$/, "");
    // Its entries name the sign-in (Identity Platform's event id) and the user.
    await withLogIds({ requestId: event.eventId, userId: user.uid }, () =>
      checkSignIn(
        firestore(),
        {
          uid: user.uid,
          email: user.email ?? null,
          emailVerified: user.emailVerified,
          ip: normaliseIp(event.ipAddress),
          userAgent: event.userAgent || null,
        },
        siteUrl,
        signInHasher(),
      ),
    );
  },
);
