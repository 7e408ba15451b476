import type { Request } from "express";
import type { Auth, UserRecord } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { artistInviteAcceptSchema, artistInvitePasswordSchema, type ArtistInviteAccepted } from "@songs/domain";
import type { AuthUser } from "../http/authenticate";
import type { Dependencies } from "../http/Dependencies";
import { clientIp } from "../http/clientIp";
import { handler, validated } from "../http/handler";
import { tokenParams } from "../http/routeParams";
import { artistAccounts, type ArtistInviteRecord } from "./artistAccounts";
import { claimsWithArtist, linkedArtistOf, userByEmail } from "./authUsers";
import { accountHasArtist, artistHasAccount } from "./inviteArtist";
import { inviteByToken, inviteExpired, inviteUsed } from "./inviteByToken";
import { INVITE_ACCEPTS_PER_IP } from "./inviteRateLimits";
import { requireInvitee } from "./requireInvitee";
import { runTransaction } from "../adapters/firestore/transactions";

/** Links the account to the invite's artist in a transaction (the invite still open, the artist still free). */
async function link(db: Firestore, invite: ArtistInviteRecord, account: UserRecord): Promise<void> {
  const repository = artistAccounts(db);
  await runTransaction(db, (transaction) =>
    repository.link(
      transaction,
      invite,
      { uid: account.uid, email: invite.email, linkedBy: invite.createdBy },
      (reason) => (reason === "used" ? inviteUsed() : artistHasAccount()),
    ),
  );
}

/**
 * A new email: the account is created here, verified (the emailed link proved the address), with
 * the claim, then linked; it is deleted again when linking fails, so the invite can be retried.
 */
async function createLinkedAccount(
  db: Firestore,
  auth: Auth,
  invite: ArtistInviteRecord,
  artistName: string,
  input: unknown,
): Promise<void> {
  const { password } = validated(artistInvitePasswordSchema, input);
  const account = await auth.createUser({
    email: invite.email,
    password,
    emailVerified: true,
    displayName: artistName,
  });
  try {
    await auth.setCustomUserClaims(account.uid, { artistId: invite.artistId });
    await link(db, invite, account);
  } catch (error) {
    await auth.deleteUser(account.uid);
    throw error;
  }
}

/**
 * An email with an account: only its owner, signed in with a password, accepts. The claim is added
 * to the account's others and taken back when linking fails.
 */
async function linkExistingAccount(
  { db, auth, config }: Pick<Dependencies, "db" | "auth" | "config">,
  invite: ArtistInviteRecord,
  account: UserRecord,
  caller: AuthUser | null,
  req: Request,
): Promise<void> {
  await requireInvitee(caller, { uid: account.uid, email: invite.email }, { auth, config }, req);
  const linkedTo = linkedArtistOf(account);
  if (linkedTo && linkedTo !== invite.artistId) throw accountHasArtist();
  await auth.setCustomUserClaims(account.uid, claimsWithArtist(account, invite.artistId));
  try {
    await link(db, invite, account);
  } catch (error) {
    await auth.setCustomUserClaims(account.uid, account.customClaims ?? null);
    throw error;
  }
}

/**
 * POST /api/artist-invites/:token/accept (public, rate-limited per IP): takes the invite. A new
 * email sends `{password, confirmPassword}` and the account is created (201); an email that has an
 * account is accepted by its signed-in owner (200), whose session must then refresh its ID token
 * to carry the claim. 410 once expired, 409 once used or when either side is already linked.
 */
export const acceptArtistInvite = handler(
  artistInviteAcceptSchema,
  async ({ input, db, auth, config, user, req, res, params }): Promise<ArtistInviteAccepted> => {
    const { invite, artistName, state } = await inviteByToken(
      { db },
      { token: params.token, ip: clientIp(req, config) },
      INVITE_ACCEPTS_PER_IP,
    );
    if (state === "expired") throw inviteExpired();
    if (state === "accepted") throw inviteUsed();
    if (await artistAccounts(db).get(invite.artistId)) throw artistHasAccount();
    const existing = await userByEmail(auth, invite.email);
    if (existing) {
      await linkExistingAccount({ db, auth, config }, invite, existing, user, req);
    } else {
      await createLinkedAccount(db, auth, invite, artistName, input);
      res.status(201);
    }
    return { artistId: invite.artistId, email: invite.email, created: !existing, refreshToken: existing !== null };
  },
  { params: tokenParams },
);
