import { useApiQuery } from "../api/useApiQuery";
import { useSession } from "./SessionProvider";
import { type MfaStatus } from "@songs/domain";
import { fetchMfaStatus } from "./mfaStatusApi";

export interface AdminMfa {
  /** The signed-in admin's (or artist's) two-factor state; undefined while loading, on error, or for anyone else. */
  status: MfaStatus | undefined;
  error: Error | undefined;
  isLoading: boolean;
  /** Reads the state again (after an enrolment or a passed code). */
  reload(): void;
}

function useMfaStatus(shouldRead: (session: ReturnType<typeof useSession>) => boolean): AdminMfa {
  const session = useSession();
  const key = session.status === "signed-in" && shouldRead(session) ? `mfa-status:${session.user?.uid ?? ""}` : null;
  const { data, error, isLoading, reload } = useApiQuery(key, fetchMfaStatus);
  return { status: data, error, isLoading, reload };
}

/** `GET /api/admin/mfa-status` for the signed-in admin, read again whenever the user changes. */
export function useAdminMfa(): AdminMfa {
  return useMfaStatus((session) => session.isAdmin);
}

/** The same for the two-factor set-up, which admins must do and artists may: undefined for everyone else. */
export function useTwoFactorStatus(): AdminMfa {
  return useMfaStatus((session) => session.isAdmin || session.artistId !== null);
}
