import type { AudienceRoutes } from "../platform/routeTable";
import { acceptArtistInvite } from "./acceptArtistInvite";
import { getArtistInvite } from "./getArtistInvite";
import { getStudioAccount } from "./getStudioAccount";
import { inviteArtist } from "./inviteArtist";
import { listArtistAccounts } from "./listArtistAccounts";
import { unlinkArtistAccount } from "./unlinkArtistAccount";

/** Artists' sign-ins: the admins invite and unlink them, the invitee accepts, the studio reads its account. */
export const artistAccountRoutes: AudienceRoutes = {
  public: [
    { path: "/artist-invites/:token", handlers: { get: getArtistInvite } },
    { path: "/artist-invites/:token/accept", handlers: { post: acceptArtistInvite } },
  ],
  studio: [{ path: "/studio/account", handlers: { get: getStudioAccount } }],
  admin: [
    { path: "/admin/artist-accounts", handlers: { get: listArtistAccounts } },
    { path: "/admin/artist-accounts/:artistId", handlers: { delete: unlinkArtistAccount } },
    { path: "/admin/artist-invites", handlers: { post: inviteArtist } },
  ],
};
