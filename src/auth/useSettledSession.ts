import { useCallback, useEffect, useRef } from "react";
import { useSession, type Session } from "./SessionProvider";

type SettledStatus = "signed-in" | "signed-out";

function settledStatus(session: Session): SettledStatus | null {
  if (session.status === "signed-in") return "signed-in";
  return session.status === "signed-out" && session.isAuthReady ? "signed-out" : null;
}

/**
 * Answers whether the user is signed in, loading the identity provider first when a visitor's
 * session was never checked (paying needs a definite answer, not the visitor default).
 */
export function useSettledSession(): () => Promise<SettledStatus> {
  const session = useSession();
  const latest = useRef(session);
  const waiting = useRef<((status: SettledStatus) => void)[]>([]);

  useEffect(() => {
    latest.current = session;
    const status = settledStatus(session);
    if (status) waiting.current.splice(0).forEach((resolve) => resolve(status));
  }, [session]);

  return useCallback(() => {
    const status = settledStatus(latest.current);
    if (status) return Promise.resolve(status);
    latest.current.ensureAuthLoaded();
    return new Promise<SettledStatus>((resolve) => waiting.current.push(resolve));
  }, []);
}
