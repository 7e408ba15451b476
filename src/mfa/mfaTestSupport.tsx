import type { AuthBackend, AuthBackendLoader, BackendUser } from "../auth/authBackend";
import { setSessionHint } from "../auth/sessionHint";
import type { MfaStatus } from "../domain/schemas/mfa";
import { jsonResponse, stubApi } from "../ui/testing/renderWithProviders";

/** A signed-in user with these claims, as the session layer sees them. */
export function signedInAs(claims: Record<string, unknown>): AuthBackendLoader {
  setSessionHint(true);
  const user: BackendUser = {
    uid: "admin-1",
    email: "admin@example.com",
    displayName: "Alex",
    emailVerified: true,
    getIdToken: async () => "token",
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

export const ADMIN_WITHOUT_MFA: MfaStatus = {
  isAdmin: true,
  mfaRequired: true,
  mfaEnabled: false,
  factors: 0,
  sessionVerified: false,
  mode: "emulator",
};

/** Answers `GET /api/admin/mfa-status` with each status in turn (the last one repeats). */
export function stubMfaStatus(...statuses: MfaStatus[]) {
  let calls = 0;
  return stubApi({
    "/api/admin/mfa-status": () => jsonResponse(200, statuses[Math.min(calls++, statuses.length - 1)]),
  });
}
