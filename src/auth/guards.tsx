import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { LoadingText } from "../ui/LoadingText";
import { useSession } from "./SessionProvider";

/** Where a guard sends a signed-out user, so /auth can bring them back afterwards. */
export interface FromLocationState {
  from?: { pathname: string; search: string; hash: string };
}

function useProtectedSession() {
  const session = useSession();
  const { ensureAuthLoaded } = session;
  useEffect(() => {
    ensureAuthLoaded();
  }, [ensureAuthLoaded]);
  return session;
}

/**
 * Where a protected screen sends a signed-out user: to /auth, remembering the screen so sign-in
 * comes back to it; or home when they have just logged out themselves.
 */
export function SignedOutRedirect({ hasSignedOut }: { hasSignedOut: boolean }) {
  const location = useLocation();
  if (hasSignedOut) return <Navigate to="/" replace />;
  const state: FromLocationState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return <Navigate to="/auth" replace state={state} />;
}

/** Screens for signed-in users: signed-out visitors go to /auth (remembering where they came from). */
export function RequireUser() {
  const session = useProtectedSession();
  if (session.status === "loading" || !session.isAuthReady) return <LoadingText>Checking your session...</LoadingText>;
  if (session.status === "signed-out") return <SignedOutRedirect hasSignedOut={session.hasSignedOut} />;
  return <Outlet />;
}

/**
 * The studio's screens, for accounts linked to an artist profile: signed-out visitors go to /auth;
 * signed-in users who are not artists go home (the API refuses them too).
 */
export function RequireArtist() {
  const session = useProtectedSession();
  if (session.status === "loading" || !session.isAuthReady) return <LoadingText>Checking your session...</LoadingText>;
  if (session.status === "signed-out") return <SignedOutRedirect hasSignedOut={session.hasSignedOut} />;
  if (!session.artistId) return <Navigate to="/" replace />;
  return <Outlet />;
}
