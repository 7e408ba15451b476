import { apiGet, apiSend } from "../../api/client";
import {
  artistInviteAcceptedSchema,
  artistInviteViewSchema,
  type ArtistInviteAccepted,
  type ArtistInviteView,
  type NewPasswordInput,
} from "@songs/domain";

const invitePath = (token: string) => `/api/artist-invites/${encodeURIComponent(token)}`;

/** `GET /api/artist-invites/:token`: the artist, the invited email and the invite's state. */
export function fetchArtistInvite(token: string, signal: AbortSignal): Promise<ArtistInviteView> {
  return apiGet(invitePath(token), artistInviteViewSchema, { signal });
}

/** `POST /api/artist-invites/:token/accept`: with the new password, or (the email has an account) signed in as it. */
export function acceptArtistInvite(token: string, passwords?: NewPasswordInput): Promise<ArtistInviteAccepted> {
  return apiSend("POST", `${invitePath(token)}/accept`, passwords ?? {}, artistInviteAcceptedSchema);
}
