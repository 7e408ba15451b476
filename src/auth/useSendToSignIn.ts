import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { FromLocationState } from "./guards";

/** Sends the user to /auth, which brings them back to this page after the login. */
export function useSendToSignIn(): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(() => {
    const state: FromLocationState = { from: { pathname, search, hash } };
    navigate("/auth", { state });
  }, [navigate, pathname, search, hash]);
}
