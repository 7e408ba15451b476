import type { AuthBackend, AuthBackendLoader, BackendUser } from "../auth/authBackend";
import { setSessionHint } from "../auth/sessionHint";

/** Test helper: a signed-in customer (or admin) whose session loads as soon as the app starts. */
export function signedInAs(claims: Record<string, unknown> = {}): AuthBackendLoader {
  setSessionHint(true);
  const user: BackendUser = {
    uid: "customer-1",
    email: "customer@example.com",
    displayName: "Pat Customer",
    emailVerified: true,
    getIdToken: async () => "id-token",
    getClaims: async () => claims,
  };
  const backend: AuthBackend = {
    subscribe: (listener) => {
      queueMicrotask(() => listener(user));
      return () => {};
    },
    currentUser: () => user,
    signInWithEmail: async () => {},
    signOut: async () => {},
  };
  return async () => backend;
}
