import { apiGet, apiSend } from "../../api/client";
import { noContent } from "../../api/noContent";
import {
  adminArtistAccountListSchema,
  artistInviteCreatedSchema,
  type AdminArtistAccount,
  type ArtistInviteCreated,
  type ArtistInviteRequest,
} from "@songs/domain";

/** `GET /api/admin/artist-accounts`: each artist profile with its account or its invites. */
export async function fetchArtistAccounts(signal: AbortSignal): Promise<AdminArtistAccount[]> {
  return (await apiGet("/api/admin/artist-accounts", adminArtistAccountListSchema, { signal })).artists;
}

/** `POST /api/admin/artist-invites`: emails the invite link. */
export function inviteArtist(request: ArtistInviteRequest): Promise<ArtistInviteCreated> {
  return apiSend("POST", "/api/admin/artist-invites", request, artistInviteCreatedSchema);
}

/** `DELETE /api/admin/artist-accounts/:artistId`: removes the account's access to the studio. */
export async function unlinkArtistAccount(artistId: string): Promise<void> {
  await apiSend("DELETE", `/api/admin/artist-accounts/${encodeURIComponent(artistId)}`, undefined, noContent);
}
