import { getApp, getApps, initializeApp } from "firebase/app";
import {
  connectAuthEmulator,
  browserLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from "firebase/auth";
import { z } from "zod";
import { apiGet } from "../api/client";
import type { AuthBackend, BackendUser } from "./authBackend";

/** `GET /api/config`: the runtime Firebase web configuration. */
const webConfigSchema = z.object({
  firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string() }),
  authEmulatorUrl: z.string().optional(),
});

let authPromise: Promise<Auth> | undefined;

/** The Firebase Auth instance, initialised once from the server's configuration. */
export function loadFirebaseAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const config = await apiGet("/api/config", webConfigSchema);
    const app = getApps().length > 0 ? getApp() : initializeApp(config.firebase);
    // Email and password only: no popup/redirect resolver, so the SDK loads no sign-in iframe or
    // third-party script that the CSP would (rightly) block.
    const auth = initializeAuth(app, { persistence: browserLocalPersistence });
    if (config.authEmulatorUrl && !auth.emulatorConfig) {
      connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    }
    return auth;
  })();
  authPromise.catch(() => {
    authPromise = undefined;
  });
  return authPromise;
}

function toBackendUser(user: User): BackendUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    getIdToken: (forceRefresh) => user.getIdToken(forceRefresh),
    getClaims: async () => (await user.getIdTokenResult()).claims,
  };
}

export async function createFirebaseAuthBackend(): Promise<AuthBackend> {
  const auth = await loadFirebaseAuth();
  return {
    subscribe: (listener) => onIdTokenChanged(auth, (user) => listener(user ? toBackendUser(user) : null)),
    currentUser: () => (auth.currentUser ? toBackendUser(auth.currentUser) : null),
    signInWithEmail: async (email, password) => {
      await signInWithEmailAndPassword(auth, email, password);
    },
    signOut: () => signOut(auth),
  };
}
