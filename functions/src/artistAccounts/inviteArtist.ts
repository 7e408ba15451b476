import {
  ARTIST_ACCOUNT_MESSAGES,
  ARTIST_INVITE_MS,
  artistInviteRequestSchema,
  type ArtistInviteCreated,
} from "@songs/domain";
import { mailQueue } from "../adapters/mail/mailQueue";
import { artists } from "../catalogue";
import { HttpError, notFound } from "../http/errors";
import { handler } from "../http/handler";
import { artistAccounts, newInviteToken } from "./artistAccounts";
import { linkedArtistOf, userByEmail } from "./authUsers";
import { artistInviteMail } from "../notifications";
import { inviteLink } from "./inviteLink";

export const artistHasAccount = () =>
  new HttpError(409, "artist_has_account", ARTIST_ACCOUNT_MESSAGES.artistHasAccount);
export const accountHasArtist = () =>
  new HttpError(409, "account_has_artist", ARTIST_ACCOUNT_MESSAGES.accountHasArtist);

/**
 * POST /api/admin/artist-invites {artistId, email}: emails a link to take the artist profile's
 * account, valid for ARTIST_INVITE_DAYS (201). Refused while the artist has an account or the
 * email's account is linked to another artist (409). A new invite to the same email and artist
 * replaces the open one; the invite and its email are written together.
 */
export const inviteArtist = handler(
  artistInviteRequestSchema,
  async ({ input, db, auth, config, user, res }): Promise<ArtistInviteCreated> => {
    const email = input.email.toLowerCase();
    const artist = await artists(db).get(input.artistId);
    if (!artist) throw notFound("Artist not found");
    const repository = artistAccounts(db);
    if (await repository.get(artist.id)) throw artistHasAccount();
    const existing = await userByEmail(auth, email);
    const linkedTo = existing ? linkedArtistOf(existing) : null;
    if (linkedTo && linkedTo !== artist.id) throw accountHasArtist();

    const token = newInviteToken();
    const expiresAt = new Date(Date.now() + ARTIST_INVITE_MS);
    const batch = db.batch();
    await repository.replaceInvite(batch, token, { artistId: artist.id, email, createdBy: user?.uid ?? "", expiresAt });
    mailQueue(db).add(batch, artistInviteMail(email, artist.name, inviteLink(config.siteUrl, token), expiresAt), {
      about: { artistId: artist.id },
    });
    await batch.commit();
    res.status(201);
    return { artistId: artist.id, email, expiresAt: expiresAt.toISOString() };
  },
  { auth: "admin" },
);
