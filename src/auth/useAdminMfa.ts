import { useCallback, useEffect, useState } from "react";
import { apiGet } from "../api/client";
import { useSession } from "./SessionProvider";
import { type MfaStatus } from "@songs/domain";
import { mfaStatusReader } from "./mfaStatusReader";

export interface AdminMfa {
  /** The signed-in admin's two-factor state; undefined while loading, on error, or for non-admins. */
  status: MfaStatus | undefined;
  error: Error | undefined;
  isLoading: boolean;
  /** Reads the state again (after an enrolment or a passed code). */
  reload(): void;
}

interface Settled {
  key: string;
  status?: MfaStatus;
  error?: Error;
}

/** `GET /api/admin/mfa-status` for the signed-in admin, read again whenever the user changes. */
export function useAdminMfa(): AdminMfa {
  const session = useSession();
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = session.status === "signed-in" && session.isAdmin ? `${session.user?.uid ?? ""}:${version}` : null;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    apiGet("/api/admin/mfa-status", mfaStatusReader, { signal: controller.signal }).then(
      (status) => setSettled({ key, status }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [key]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  const isCurrent = settled !== null && settled.key === key;
  return {
    status: isCurrent ? settled.status : undefined,
    error: isCurrent ? settled.error : undefined,
    isLoading: key !== null && !isCurrent,
    reload,
  };
}
