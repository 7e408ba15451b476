import { useApiQuery } from "../api/useApiQuery";
import { useSession } from "../auth/SessionProvider";
import { fetchStudioAccount } from "./studioApi";

/** The signed-in artist's own account (profile name, email), read again when the linked profile changes. */
export function useStudioAccount() {
  const { artistId } = useSession();
  return useApiQuery(artistId ? `studio-account:${artistId}` : null, fetchStudioAccount);
}
