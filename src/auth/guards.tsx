import { useEffect, useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { MESSAGES } from "../domain/messages";
import { LoadingText } from "../ui/LoadingText";
import { useToast } from "../ui/toast/ToastProvider";
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

/** Screens for signed-in users: signed-out visitors go to /auth (remembering where they came from). */
export function RequireUser() {
  const session = useProtectedSession();
  const location = useLocation();
  if (session.status === "loading" || !session.isAuthReady) return <LoadingText>Checking your session...</LoadingText>;
  if (session.status === "signed-out") {
    const state: FromLocationState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/auth" replace state={state} />;
  }
  return <Outlet />;
}

/** Admin screens: signed-out → /auth; signed-in non-admins → / with "Access denied". */
export function RequireAdmin() {
  const session = useProtectedSession();
  const location = useLocation();
  const toast = useToast();
  const isDenied = session.status === "signed-in" && !session.isAdmin;
  const hasWarned = useRef(false);

  useEffect(() => {
    if (isDenied && !hasWarned.current) {
      hasWarned.current = true;
      toast({ title: MESSAGES.accessDenied, variant: "destructive" });
    }
  }, [isDenied, toast]);

  if (session.status === "loading" || !session.isAuthReady) return <LoadingText>Checking your session...</LoadingText>;
  if (session.status === "signed-out") {
    const state: FromLocationState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/auth" replace state={state} />;
  }
  if (isDenied) return <Navigate to="/" replace />;
  return <Outlet />;
}
