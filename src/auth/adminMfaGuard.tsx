import { lazy, Suspense, useEffect, useRef } from "react";
import { Navigate, Outlet } from "react-router-dom";
import { failureMessage, isApiError } from "../api/ApiError";
import { classifyFailure } from "../api/requestFailure";
import { OfflineNotice } from "../offline/OfflineNotice";
import { Button } from "../ui/Button";
import { EmptyState } from "../ui/EmptyState";
import { WorkContainer } from "../ui/layout";
import { type MfaMode, SHELL_MESSAGES } from "@songs/domain";
import { useAdminMfa } from "./useAdminMfa";
import { LoadingText } from "../ui/LoadingText";
import { useToast } from "../ui/toast/ToastProvider";
import { SignedOutRedirect } from "./guards";
import { useSession } from "./SessionProvider";

const MfaChallenge = lazy(() => import("./mfa/MfaChallenge"));

/** Said when the session's two-factor state could not be read for another reason than a refusal. */
const SESSION_CHECK_FAILED = "Your session could not be checked. Please try again.";

/** The API's code for an admin call whose session has not passed the 6-digit code. */
export const MFA_REQUIRED_CODE = "mfa_required";

/** Whether an admin API call was refused until the session passes the code (403 `mfa_required`). */
export function isMfaRequiredError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === MFA_REQUIRED_CODE;
}

/**
 * The code challenge, for admin screens whose API call answered `mfa_required` (for example after
 * the session changed elsewhere): `if (isMfaRequiredError(error)) return <AdminMfaChallenge ... />`.
 */
export function AdminMfaChallenge({ mode, onVerified }: { mode: MfaMode; onVerified(): void }) {
  return (
    <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
      <MfaChallenge mode={mode} onVerified={onVerified} />
    </Suspense>
  );
}

function useToastOnce(title: string, when: boolean) {
  const toast = useToast();
  const hasShown = useRef(false);
  useEffect(() => {
    if (when && !hasShown.current) {
      hasShown.current = true;
      toast({ title, variant: "destructive" });
    }
  }, [when, title, toast]);
}

/**
 * Admin screens: signed out → /auth (and back afterwards); non-admins → / with "Access denied";
 * admins without an authenticator → /mfa-setup; admins whose session has not passed the code see
 * the code challenge first. Nothing of the admin screen renders before.
 */
export function RequireAdminMfa() {
  const session = useSession();
  const mfa = useAdminMfa();
  const { ensureAuthLoaded } = session;
  useEffect(() => {
    ensureAuthLoaded();
  }, [ensureAuthLoaded]);

  const isSignedIn = session.status === "signed-in";
  useToastOnce(SHELL_MESSAGES.accessDenied, isSignedIn && !session.isAdmin);
  useToastOnce(SHELL_MESSAGES.mfaSetupRequired, mfa.status?.isAdmin === true && !mfa.status.mfaEnabled);

  if (session.status === "loading" || !session.isAuthReady) return <LoadingText>Checking your session...</LoadingText>;
  if (!isSignedIn) return <SignedOutRedirect hasSignedOut={session.hasSignedOut} />;
  if (!session.isAdmin) return <Navigate to="/" replace />;
  if (mfa.error)
    return (
      <WorkContainer>
        {classifyFailure(mfa.error) === "offline" ? (
          <OfflineNotice onRetry={mfa.reload} />
        ) : (
          <EmptyState
            message={failureMessage(mfa.error, SESSION_CHECK_FAILED)}
            action={<Button onClick={mfa.reload}>Try again</Button>}
          />
        )}
      </WorkContainer>
    );
  if (!mfa.status) return <LoadingText>Checking your session...</LoadingText>;
  if (!mfa.status.mfaEnabled) return <Navigate to="/mfa-setup" replace />;
  if (!mfa.status.sessionVerified) return <AdminMfaChallenge mode={mfa.status.mode} onVerified={mfa.reload} />;
  return <Outlet />;
}

/** /dashboard: an admin who still has to set up two-factor authentication goes to /mfa-setup first. */
export function RedirectAdminToMfaSetup() {
  const session = useSession();
  const mfa = useAdminMfa();
  const mustSetUp = mfa.status?.isAdmin === true && !mfa.status.mfaEnabled;
  useToastOnce(SHELL_MESSAGES.mfaSetupRequired, mustSetUp);
  if (session.status === "signed-in" && session.isAdmin && mfa.isLoading)
    return <LoadingText>Checking your session...</LoadingText>;
  if (mustSetUp) return <Navigate to="/mfa-setup" replace />;
  return <Outlet />;
}
