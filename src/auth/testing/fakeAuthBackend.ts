import { vi } from "vitest";
import type { AuthBackend, AuthBackendLoader, BackendUser } from "../authBackend";
import { setSessionHint } from "../sessionHint";

export interface FakeUserOptions {
  uid?: string;
  email?: string | null;
  displayName?: string | null;
  idToken?: string;
  claims?: Record<string, unknown>;
}

/** A verified account as the identity provider reports it (Pat, a customer, unless told otherwise). */
export function fakeUser(options: FakeUserOptions = {}): BackendUser {
  const { uid = "u1", email = "pat@example.com", displayName = "Pat", idToken = "token", claims = {} } = options;
  return {
    uid,
    email,
    displayName,
    emailVerified: true,
    getIdToken: async () => idToken,
    getClaims: async () => claims,
  };
}

interface FakeAuthBackendOptions {
  /** Who is signed in when the session starts; nobody by default. */
  user?: BackendUser | null;
  /** What signing in does: resolves with the account it signs in, or rejects. A no-op by default. */
  signIn?: (email: string, password: string) => Promise<BackendUser>;
  /** Runs before the user is signed out; a rejection keeps them signed in. */
  signOut?: () => Promise<void>;
  /** What entering the password again does (rejects for a wrong one). */
  confirmPassword?: (password: string) => Promise<void>;
}

/**
 * An identity provider held in memory: it reports its user to every subscriber, as Firebase Auth
 * does, and signing in or out tells them all. `backend.signOut` is a mock the test may inspect.
 */
export function fakeAuthBackend(options: FakeAuthBackendOptions = {}) {
  let current = options.user ?? null;
  const listeners = new Set<(user: BackendUser | null) => void>();
  const notify = () => listeners.forEach((listener) => listener(current));
  const backend = {
    subscribe: (listener: (user: BackendUser | null) => void) => {
      listeners.add(listener);
      queueMicrotask(() => listener(current));
      return () => {
        listeners.delete(listener);
      };
    },
    currentUser: () => current,
    signInWithEmail: async (email: string, password: string) => {
      if (!options.signIn) return;
      current = await options.signIn(email, password);
      notify();
    },
    confirmPassword: vi.fn(async (password: string) => {
      await options.confirmPassword?.(password);
    }),
    signOut: vi.fn(async () => {
      await options.signOut?.();
      current = null;
      notify();
    }),
  } satisfies AuthBackend;
  const loadBackend = vi.fn<AuthBackendLoader>(async () => backend);
  return { backend, loadBackend };
}

/** Someone who signed in on this device before: the session hint is set and the session loads at once. */
export function signedInAs(claims: Record<string, unknown> = {}): AuthBackendLoader {
  setSessionHint(true);
  return fakeAuthBackend({ user: fakeUser({ claims }) }).loadBackend;
}
