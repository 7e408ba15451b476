import { apiGet } from "../api/client";
import { studioAccountSchema, type StudioAccount } from "@songs/domain";

/** `GET /api/studio/account`: the signed-in artist's profile name and email. */
export function fetchStudioAccount(signal: AbortSignal): Promise<StudioAccount> {
  return apiGet("/api/studio/account", studioAccountSchema, { signal });
}
