import {
  EmailAuthProvider,
  onIdTokenChanged,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from "firebase/auth";
import { MESSAGES, SIGN_IN_BLOCK_CODES } from "@songs/domain";
import type { AuthBackend, BackendUser } from "./authBackend";
import { loadFirebaseAuth } from "./loadFirebaseAuth";
import { SIGN_IN_FALLBACK_MESSAGES, SignInError } from "./signInError";

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
      let user: User;
      try {
        ({ user } = await signInWithEmailAndPassword(auth, email, password));
      } catch (error) {
        // An enrolled admin: keep Firebase's resolver so the code screen can finish this sign-in.
        if ((error as { code?: unknown } | null)?.code === "auth/multi-factor-auth-required") {
          const { captureTotpSignIn } = await import("./mfa/nativeTotp");
          captureTotpSignIn(auth, error);
          throw new SignInError("mfa-required", SIGN_IN_FALLBACK_MESSAGES.mfaRequired);
        }
        throw toSignInError(error);
      }
      // The blocking function already refuses unverified accounts; this keeps the rule where it is
      // not deployed, and leaves nobody half signed in.
      if (!user.emailVerified) {
        await signOut(auth);
        throw new SignInError("unverified", MESSAGES.emailNotVerified);
      }
    },
    signOut: () => signOut(auth),
    confirmPassword: async (password) => {
      const user = auth.currentUser;
      if (!user?.email) throw new SignInError("other", SIGN_IN_FALLBACK_MESSAGES.network);
      try {
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
        await user.getIdToken(true);
      } catch (error) {
        throw toSignInError(error);
      }
    },
  };
}

/** Firebase's codes for a wrong email or password (the newer SDKs merge them into invalid-credential). */
const INVALID_CREDENTIAL_CODES = new Set([
  "auth/invalid-credential",
  "auth/invalid-login-credentials",
  "auth/wrong-password",
  "auth/user-not-found",
]);

/**
 * Turns a Firebase Auth failure into a SignInError. A refusal by the `beforeUserSignedIn` blocking
 * function arrives as a generic error (usually auth/internal-error) whose text carries our code.
 */
export function toSignInError(error: unknown): SignInError {
  if (error instanceof SignInError) return error;
  const { code, message, details } = readAuthError(error);
  if (details.includes(SIGN_IN_BLOCK_CODES.locked)) return new SignInError("locked", MESSAGES.accountLocked);
  if (details.includes(SIGN_IN_BLOCK_CODES.unverified)) return new SignInError("unverified", MESSAGES.emailNotVerified);
  if (INVALID_CREDENTIAL_CODES.has(code)) return new SignInError("invalid-credentials", MESSAGES.invalidCredentials);
  if (code === "auth/too-many-requests") return new SignInError("rate-limited", SIGN_IN_FALLBACK_MESSAGES.rateLimited);
  if (code === "auth/network-request-failed") return new SignInError("network", SIGN_IN_FALLBACK_MESSAGES.network);
  return new SignInError("other", readableMessage(message));
}

function readAuthError(error: unknown): { code: string; message: string; details: string } {
  if (typeof error !== "object" || error === null) return { code: "", message: String(error), details: String(error) };
  const { code, message, customData } = error as { code?: unknown; message?: unknown; customData?: unknown };
  const text = typeof message === "string" ? message : "";
  let data = "";
  try {
    data = customData === undefined ? "" : JSON.stringify(customData);
  } catch {
    // Unserialisable extra data: the message alone is enough.
  }
  return { code: typeof code === "string" ? code : "", message: text, details: `${text} ${data}` };
}

/** "Firebase: Some text (auth/some-code)." → "Some text"; a bare "Error" becomes a plain sentence. */
function readableMessage(message: string): string {
  const text = message
    .replace(/^Firebase:\s*/, "")
    .replace(/\s*\(auth\/[\w-]+\)\.?\s*$/, "")
    .trim();
  return text === "" || text === "Error" ? SIGN_IN_FALLBACK_MESSAGES.other : text;
}
