import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { setTokenGetter } from "../api/client";
import type { AuthBackend, AuthBackendLoader, BackendUser } from "./authBackend";
import { hasSessionHint, setSessionHint } from "./sessionHint";
import { SIGN_IN_FALLBACK_MESSAGES, SignInError } from "./signInError";

export type SessionStatus = "loading" | "signed-out" | "signed-in";

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
}

/** Who the signed-in account is, from its ID token's custom claims: what decides where they land. */
export interface SessionRole {
  isAdmin: boolean;
  artistId: string | null;
}

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** From the ID token's custom claim `admin === true`. */
  isAdmin: boolean;
  /** The artist profile this account is linked to (the ID token's custom claim `artistId`), null otherwise. */
  artistId: string | null;
  /** The current ID token, or null when signed out. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /** Rejects with a SignInError saying why the sign-in was refused. */
  signInWithEmail(email: string, password: string): Promise<void>;
  /** The signed-in account's role as its ID token says now (right after a sign-in too), or null when signed out. */
  readRole(): Promise<SessionRole | null>;
  signOut(): Promise<void>;
  /** Enters the password again (a recent sign-in); rejects with a SignInError saying why it was refused. */
  confirmPassword(password: string): Promise<void>;
  /** Whether the identity provider has reported (false while a visitor's session was never checked). */
  isAuthReady: boolean;
  /** True once the user logged out in this tab: guards then send them home, not to sign in. */
  hasSignedOut: boolean;
  /** Loads the auth SDK if it is not loaded yet (protected screens call this when they mount). */
  ensureAuthLoaded(): void;
}

const defaultLoader: AuthBackendLoader = () =>
  import("./firebaseAuthBackend").then((module) => module.createFirebaseAuthBackend());

const SessionContext = createContext<Session | null>(null);

interface State {
  status: SessionStatus;
  user: SessionUser | null;
  isAdmin: boolean;
  artistId: string | null;
  isAuthReady: boolean;
}

const SIGNED_OUT: State = { status: "signed-out", user: null, isAdmin: false, artistId: null, isAuthReady: true };

interface SessionProviderProps {
  children: ReactNode;
  /** Test seam: where the identity provider comes from. Defaults to the lazily imported Firebase module. */
  loadBackend?: AuthBackendLoader;
}

/**
 * Keeps the signed-in state. Visitors without the session hint stay "signed-out" and never load
 * Firebase; with the hint (or once a protected screen asks), the SDK loads and the state follows it.
 */
export function SessionProvider({ children, loadBackend = defaultLoader }: SessionProviderProps) {
  const [state, setState] = useState<State>(() => ({
    status: hasSessionHint() ? "loading" : "signed-out",
    user: null,
    isAdmin: false,
    artistId: null,
    isAuthReady: false,
  }));
  const [hasSignedOut, setHasSignedOut] = useState(false);
  const backendRef = useRef<Promise<AuthBackend> | null>(null);
  const unsubscribeRef = useRef<(() => void) | null>(null);

  const loadAuth = useCallback((): Promise<AuthBackend> => {
    if (backendRef.current) return backendRef.current;
    setState((current) => (current.status === "signed-in" ? current : { ...current, status: "loading" }));
    const promise = loadBackend().then((backend) => {
      setTokenGetter(async () => (await backend.currentUser()?.getIdToken()) ?? null);
      let version = 0;
      unsubscribeRef.current = backend.subscribe((user) => {
        const mine = ++version;
        void describe(user).then((next) => {
          if (mine !== version) return;
          setSessionHint(next.status === "signed-in");
          setState(next);
        });
      });
      return backend;
    });
    promise.catch(() => {
      backendRef.current = null;
      setState(SIGNED_OUT);
    });
    backendRef.current = promise;
    return promise;
  }, [loadBackend]);

  useEffect(() => {
    if (hasSessionHint()) void loadAuth().catch(() => undefined);
    return () => {
      unsubscribeRef.current?.();
      unsubscribeRef.current = null;
      backendRef.current = null;
      setTokenGetter(null);
    };
  }, [loadAuth]);

  const session = useMemo<Session>(
    () => ({
      ...state,
      hasSignedOut,
      getIdToken: async (forceRefresh) => {
        if (!backendRef.current) return null;
        const backend = await backendRef.current;
        return (await backend.currentUser()?.getIdToken(forceRefresh)) ?? null;
      },
      signInWithEmail: async (email, password) => {
        const backend = await loadAuth().catch(() => {
          throw new SignInError("network", SIGN_IN_FALLBACK_MESSAGES.network);
        });
        await backend.signInWithEmail(email, password);
        setSessionHint(true);
      },
      readRole: async () => {
        if (!backendRef.current) return null;
        const described = await describe((await backendRef.current).currentUser());
        return described.status === "signed-in" ? { isAdmin: described.isAdmin, artistId: described.artistId } : null;
      },
      confirmPassword: async (password) => {
        const backend = await loadAuth().catch(() => {
          throw new SignInError("network", SIGN_IN_FALLBACK_MESSAGES.network);
        });
        await backend.confirmPassword(password);
      },
      signOut: async () => {
        const backend = await loadAuth();
        const uid = backend.currentUser()?.uid;
        // What this user kept on the device (orders, songs) leaves with them.
        // Loaded on demand: the device stores (idb, order schemas) stay out of visitors' first load.
        if (uid) await (await import("../offline/userData")).clearUserData(uid);
        // This device stops receiving the user's notifications (while the session can still say so to the server).
        if (uid) await (await import("../offline/devicePush")).turnOffDevicePush().catch(() => undefined);
        setHasSignedOut(true);
        await backend.signOut();
        setSessionHint(false);
      },
      ensureAuthLoaded: () => {
        void loadAuth().catch(() => undefined);
      },
    }),
    [state, loadAuth, hasSignedOut],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

async function describe(user: BackendUser | null): Promise<State> {
  if (!user) return SIGNED_OUT;
  const claims = await user.getClaims().catch(() => ({}) as Record<string, unknown>);
  return {
    status: "signed-in",
    user: { uid: user.uid, email: user.email, displayName: user.displayName, emailVerified: user.emailVerified },
    isAdmin: claims.admin === true,
    artistId: typeof claims.artistId === "string" && claims.artistId !== "" ? claims.artistId : null,
    isAuthReady: true,
  };
}

/** The current session: `{ status, user, isAdmin, getIdToken, signInWithEmail, signOut }`. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}
