import { apiGet, apiSend } from "../../api/client";
import { noContent } from "../../api/noContent";
import {
  adminArtistAccountListSchema,
  artistInviteCreatedSchema,
  type AdminArtistAccountList,
  type ArtistInviteCreated,
  type ArtistInviteRequest,
} from "@songs/domain";

export const ARTIST_ACCOUNTS_PATH = "/api/admin/artist-accounts";

/** `GET /api/admin/artist-accounts`: the first page of artist profiles, each with its account or its invites. */
export function fetchArtistAccounts(signal: AbortSignal): Promise<AdminArtistAccountList> {
  return apiGet(ARTIST_ACCOUNTS_PATH, adminArtistAccountListSchema, { signal });
}

/** `POST /api/admin/artist-invites`: emails the invite link. */
export function inviteArtist(request: ArtistInviteRequest): Promise<ArtistInviteCreated> {
  return apiSend("POST", "/api/admin/artist-invites", request, artistInviteCreatedSchema);
}

/** `DELETE /api/admin/artist-accounts/:artistId`: removes the account's access to the studio. */
export async function unlinkArtistAccount(artistId: string): Promise<void> {
  await apiSend("DELETE", `/api/admin/artist-accounts/${encodeURIComponent(artistId)}`, undefined, noContent);
}
