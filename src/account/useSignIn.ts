import { useCallback, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useSession } from "../auth/SessionProvider";
import { isSignInError, SIGN_IN_FALLBACK_MESSAGES } from "../auth/signInError";
import { MESSAGES, OFFLINE_MESSAGES, type LoginInput, type MfaMode } from "@songs/domain";
import { fetchMfaStatus } from "../auth/mfaStatusApi";
import { isBrowserOnline } from "../api/onlineStatus";
import { useToast } from "../ui/toast/ToastProvider";
import { reportLoginFailure } from "./accountApi";
import { returnAfterSignIn } from "./returnAfterSignIn";

/** Where an admin without an authenticator sets one up (their guard sends them there too). */
const MFA_SETUP_PATH = "/mfa-setup";

/** What the login form shows after a refused sign-in. */
export interface SignInFailure {
  error: string;
  /** From the failure report: how many attempts are left before the lock. */
  warning?: string;
  /** The password was right; the admin's authenticator code (checked this way) finishes the sign-in. */
  secondFactor?: MfaMode;
  /** The email is not verified yet: the form offers to send the verification email again, to this address. */
  unverifiedEmail?: string;
}

/**
 * Signs in with email and password, then returns the user where they came from (or the dashboard).
 * A wrong password is reported to the server, whose answer may warn or lock. Once an attempt has
 * started (`hasAttempted`) the screen leaves the navigation to this hook: a refused sign-in can
 * flash a session on and off, and the screen must not follow it.
 */
export function useSignIn() {
  const { signInWithEmail, readRole } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [hasAttempted, setHasAttempted] = useState(false);
  const locationState: unknown = location.state;

  /**
   * Takes the signed-in user where they came from, or to the order waiting for them, or their
   * home. An admin passes two-factor here, at sign-in (or sets it up first), before going anywhere.
   */
  const finishSignIn = useCallback(async (): Promise<SignInFailure | null> => {
    const role = await readRole();
    if (role?.isAdmin) {
      const mfa = await fetchMfaStatus(new AbortController().signal).catch(() => null);
      if (mfa && !mfa.mfaEnabled) {
        navigate(MFA_SETUP_PATH, { replace: true });
        return null;
      }
      if (mfa && !mfa.sessionVerified) return { error: SIGN_IN_FALLBACK_MESSAGES.mfaRequired, secondFactor: mfa.mode };
    }
    // The device store loads once someone signs in; the sign-in screen's first load stays small.
    const { takeOrderAwaitingSignIn } = await import("../offline/draftStore");
    const destination = returnAfterSignIn(locationState, await takeOrderAwaitingSignIn(), role);
    if (!destination.state) toast({ title: MESSAGES.welcomeBack, variant: "success" });
    navigate(destination.to, { replace: true, state: destination.state });
    return null;
  }, [navigate, toast, locationState, readRole]);

  const signIn = useCallback(
    async ({ email, password }: LoginInput): Promise<SignInFailure | null> => {
      setHasAttempted(true);
      try {
        await signInWithEmail(email, password);
      } catch (error) {
        return describeFailure(error, email);
      }
      return finishSignIn();
    },
    [signInWithEmail, finishSignIn],
  );

  return { signIn, finishSignIn, hasAttempted };
}

async function describeFailure(error: unknown, email: string): Promise<SignInFailure> {
  // Without a connection the sign-in service was never reached: say so, not that it failed.
  if (!isBrowserOnline()) return { error: OFFLINE_MESSAGES.signInNeedsConnection };
  if (!isSignInError(error)) return { error: SIGN_IN_FALLBACK_MESSAGES.other };
  if (error.kind === "mfa-required") return { error: error.message, secondFactor: "native" };
  if (error.kind === "unverified") return { error: error.message, unverifiedEmail: email };
  if (error.kind !== "invalid-credentials") return { error: error.message };
  // Counting failures is best effort: without an answer the user still sees why sign-in failed.
  const report = await reportLoginFailure(email).catch(() => null);
  if (report?.locked) return { error: MESSAGES.accountLocked };
  return { error: MESSAGES.invalidCredentials, warning: report?.warning };
}
