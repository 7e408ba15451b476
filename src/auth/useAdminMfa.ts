import { useApiQuery } from "../api/useApiQuery";
import { useSession } from "./SessionProvider";
import { type MfaStatus } from "@songs/domain";
import { fetchMfaStatus } from "./mfaStatusApi";

export interface AdminMfa {
  /** The signed-in admin's two-factor state; undefined while loading, on error, or for non-admins. */
  status: MfaStatus | undefined;
  error: Error | undefined;
  isLoading: boolean;
  /** Reads the state again (after an enrolment or a passed code). */
  reload(): void;
}

/** `GET /api/admin/mfa-status` for the signed-in admin, read again whenever the user changes. */
export function useAdminMfa(): AdminMfa {
  const session = useSession();
  const key = session.status === "signed-in" && session.isAdmin ? `mfa-status:${session.user?.uid ?? ""}` : null;
  const { data, error, isLoading, reload } = useApiQuery(key, fetchMfaStatus);
  return { status: data, error, isLoading, reload };
}
