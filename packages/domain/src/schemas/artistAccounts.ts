import { z } from "zod";
import { newPasswordSchema } from "./auth";
import { pageCursorSchema } from "./pages";
import { emailField } from "./text";

/** What the invite and accept screens and the API say about artist accounts (not in the spec). */
export const ARTIST_ACCOUNT_MESSAGES = {
  artistRequired: "Please choose an artist",
  artistHasAccount: "This artist already has an account. Unlink it before inviting someone else.",
  accountHasArtist: "This email's account is already linked to another artist.",
  inviteNotFound: "This invite link is not valid. Ask the marketplace for a new one.",
  inviteExpired: "This invite has expired. Ask the marketplace for a new one.",
  inviteUsed: "This invite has already been accepted. Log in to open the studio.",
  accountNotLinked: "This artist has no linked account.",
  inviteSent: "Invite sent",
  accountUnlinked: "Account unlinked",
  tooManyInviteRequests: "Too many invite requests from this network. Please try again later.",
} as const;

/** The 403 refusal of an accept from a caller who is not signed in as the invited email's account. */
export function signInAsInviteeMessage(email: string): string {
  return `Log in as ${email} to accept this invite.`;
}

/** `POST /api/admin/artist-invites`: invite an email to take the artist profile's account. */
export const artistInviteRequestSchema = z.strictObject({
  artistId: z
    .string(ARTIST_ACCOUNT_MESSAGES.artistRequired)
    .trim()
    .min(1, ARTIST_ACCOUNT_MESSAGES.artistRequired)
    .max(100, ARTIST_ACCOUNT_MESSAGES.artistRequired),
  email: emailField(),
});
export type ArtistInviteRequest = z.infer<typeof artistInviteRequestSchema>;

/**
 * `POST /api/artist-invites/:token/accept`: a new email sends its password (and confirmation); an
 * email that already has an account sends nothing and its signed-in ID token.
 */
export const artistInviteAcceptSchema = z.strictObject({
  password: z.string().optional(),
  confirmPassword: z.string().optional(),
});
export type ArtistInviteAccept = z.infer<typeof artistInviteAcceptSchema>;

/** The password rules an accept that creates the account is checked against (the sign-up's). */
export const artistInvitePasswordSchema = newPasswordSchema;

export const ARTIST_INVITE_STATES = ["open", "expired", "accepted"] as const;
export type ArtistInviteState = (typeof ARTIST_INVITE_STATES)[number];

/** `GET /api/artist-invites/:token`: what the accept page needs. */
export const artistInviteViewSchema = z.object({
  artistName: z.string(),
  /** The invited email in full: the link went to it, and its owner signs in with it. */
  email: z.string(),
  /** The email already has an account: its owner signs in and accepts instead of setting a password. */
  hasAccount: z.boolean(),
  state: z.enum(ARTIST_INVITE_STATES),
  expiresAt: z.string(),
});
export type ArtistInviteView = z.infer<typeof artistInviteViewSchema>;

/** The answer of an accept: with `refreshToken` the caller's session must fetch a new ID token to carry the claim. */
export const artistInviteAcceptedSchema = z.object({
  artistId: z.string(),
  email: z.string(),
  created: z.boolean(),
  refreshToken: z.boolean(),
});
export type ArtistInviteAccepted = z.infer<typeof artistInviteAcceptedSchema>;

/** `GET /api/admin/artist-accounts`: an artist profile with its linked account or its open invites. */
export const adminArtistAccountSchema = z.object({
  artistId: z.string(),
  artistName: z.string(),
  account: z.object({ uid: z.string(), email: z.string(), linkedAt: z.string() }).nullable(),
  invites: z.array(
    z.object({ email: z.string(), createdAt: z.string(), expiresAt: z.string(), state: z.enum(ARTIST_INVITE_STATES) }),
  ),
});
export type AdminArtistAccount = z.infer<typeof adminArtistAccountSchema>;
/** A page of the roster (at most 50, rating descending, equal ratings by id) and the next page's cursor, null on the last. */
export const adminArtistAccountListSchema = z.object({
  artists: z.array(adminArtistAccountSchema),
  nextCursor: z.string().nullable(),
});
export type AdminArtistAccountList = z.infer<typeof adminArtistAccountListSchema>;
/** `GET /api/admin/artist-accounts?cursor=`: the page after the one that gave `cursor`. */
export const adminArtistAccountsQuerySchema = z.strictObject({ cursor: pageCursorSchema });

/** `POST /api/admin/artist-invites`: when the invite's link stops working. */
export const artistInviteCreatedSchema = z.object({ artistId: z.string(), email: z.string(), expiresAt: z.string() });
export type ArtistInviteCreated = z.infer<typeof artistInviteCreatedSchema>;

/** The state of an invite at `now`: accepted once used, expired after `expiresAt`, otherwise open. */
export function artistInviteState(invite: { expiresAt: Date; acceptedAt: Date | null }, now: Date): ArtistInviteState {
  if (invite.acceptedAt) return "accepted";
  return now.getTime() >= invite.expiresAt.getTime() ? "expired" : "open";
}

/** `GET /api/studio/account`: the signed-in artist's own account, as the studio's header shows it. */
export const studioAccountSchema = z.object({ artistId: z.string(), artistName: z.string(), email: z.string() });
export type StudioAccount = z.infer<typeof studioAccountSchema>;
