/**
 * What the session layer needs from an identity provider. The Firebase implementation lives in
 * `firebaseAuthBackend.ts` and is only ever loaded with a dynamic import, so visitors' bundles
 * never carry the Firebase Auth SDK.
 */
export interface BackendUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  getIdToken(forceRefresh?: boolean): Promise<string>;
  /** The ID token's custom claims. */
  getClaims(): Promise<Record<string, unknown>>;
}

export interface AuthBackend {
  /** Calls back with the current user now and whenever it (or its ID token) changes. */
  subscribe(listener: (user: BackendUser | null) => void): () => void;
  currentUser(): BackendUser | null;
  /** Rejects with a SignInError (see `signInError.ts`); resolves only for a verified account. */
  signInWithEmail(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Signs the current user in again with their password (a recent sign-in, which deleting the
   * account needs) and refreshes the ID token; rejects with a SignInError.
   */
  confirmPassword(password: string): Promise<void>;
}

export type AuthBackendLoader = () => Promise<AuthBackend>;
