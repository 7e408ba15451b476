import { createHash, randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { FieldPath, Timestamp } from "firebase-admin/firestore";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, inject, it } from "vitest";
import {
  ARTIST_ACCOUNT_MESSAGES,
  ARTIST_INVITE_MS,
  INVALID_PAGE_CURSOR,
  MAX_PAGE_SIZE,
  VALIDATION,
  signInAsInviteeMessage,
  type AdminArtistAccountList,
  type ArtistInviteAccepted,
  type ArtistInviteCreated,
  type ArtistInviteView,
  type MfaEnrollment,
  type MfaStatus,
  type StudioAccount,
  type ApiErrorBody,
} from "@songs/domain";
import { adminIdToken, stackAdminApp, stackFirestore } from "../support/adminSession";
import { api, attemptSignIn, signIn } from "../support/api";
import { createTestArtist, createTestArtistProfile } from "../support/artists";
import { createTestUser } from "../support/users";

/** Artist accounts: admins invite, the invitee accepts (new or existing account), admins unlink. */

const octet = () => Math.floor(Math.random() * 254) + 1;
/** A fresh caller address per call, so the public invite routes' per-IP limits never mix between tests. */
const uniqueIp = () => `10.${octet()}.${octet()}.${octet()}`;
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 12)}@example.com`;

let adminToken: string;
beforeAll(async () => {
  adminToken = await adminIdToken();
});

const db = () => stackFirestore();
const auth = () => getAuth(stackAdminApp());

const invite = (artistId: unknown, email: unknown, token = adminToken) =>
  api<ArtistInviteCreated & ApiErrorBody>("/api/admin/artist-invites", {
    method: "POST",
    token,
    body: { artistId, email },
  });

const readInvite = (inviteToken: string, ip = uniqueIp()) =>
  api<ArtistInviteView & ApiErrorBody>(`/api/artist-invites/${inviteToken}`, { headers: { "X-Forwarded-For": ip } });

const accept = (inviteToken: string, body: unknown = {}, options: { token?: string; ip?: string } = {}) =>
  api<ArtistInviteAccepted & ApiErrorBody>(`/api/artist-invites/${inviteToken}/accept`, {
    method: "POST",
    body,
    token: options.token,
    headers: { "X-Forwarded-For": options.ip ?? uniqueIp() },
  });

const studioAccount = (token: string) => api<StudioAccount & ApiErrorBody>("/api/studio/account", { token });

/**
 * Waits for the clock's next whole second: revocation compares a token's sign-in second with the
 * second the tokens were revoked, so a token must come from an earlier second to count as revoked.
 */
async function nextSecond(): Promise<void> {
  const second = Math.floor(Date.now() / 1000);
  await expect.poll(() => Math.floor(Date.now() / 1000), { interval: 50 }).toBeGreaterThan(second);
}

const PASSWORDS = { password: "studio-pass-2025", confirmPassword: "studio-pass-2025" };

/** The invite tokens of the links emailed to this address, newest first. */
async function inviteTokensMailedTo(email: string): Promise<string[]> {
  const snapshot = await db().collection("mail").where("to", "==", email).get();
  const prefix = `${inject("baseUrl")}/studio/invite/`;
  return snapshot.docs
    .sort((a, b) => (b.get("createdAt") as Timestamp).toMillis() - (a.get("createdAt") as Timestamp).toMillis())
    .flatMap((doc) =>
      (doc.get("message.text") as string)
        .split("\n")
        .filter((line) => line.startsWith(prefix))
        .map((line) => line.slice(prefix.length)),
    );
}

/** Invites the email for the artist and returns the token of the emailed link. */
async function invitedToken(artistId: string, email: string): Promise<string> {
  const response = await invite(artistId, email);
  expect(response.status, response.text).toBe(201);
  const [token] = await inviteTokensMailedTo(email);
  expect(token).toBeDefined();
  return token!;
}

const invitesOf = async (artistId: string) =>
  (await db().collection("artistInvites").where("artistId", "==", artistId).get()).docs;
const accountRecord = async (artistId: string) => db().collection("artistAccounts").doc(artistId).get();

describe("inviting an artist", () => {
  it("emails a link whose token is stored only as its sha256 and works for ARTIST_INVITE_DAYS", async () => {
    const { artistId, name } = await createTestArtistProfile();
    const email = uniqueEmail("invitee");
    const before = Date.now();
    const response = await invite(artistId, email.toUpperCase());
    expect(response.status, response.text).toBe(201);
    expect(response.body.email).toBe(email);
    const expiresAt = Date.parse(response.body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + ARTIST_INVITE_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + ARTIST_INVITE_MS);

    const [token] = await inviteTokensMailedTo(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await invitesOf(artistId);
    expect(stored.map((doc) => doc.id)).toEqual([createHash("sha256").update(token!).digest("hex")]);
    expect(JSON.stringify(stored[0]!.data())).not.toContain(token);

    const view = await readInvite(token!);
    expect(view.status, view.text).toBe(200);
    expect(view.body).toMatchObject({ artistName: name, email, hasAccount: false, state: "open" });
  });

  it("keeps one open invite per email and artist: a new invite replaces the previous link", async () => {
    const { artistId } = await createTestArtistProfile();
    const email = uniqueEmail("again");
    const first = await invitedToken(artistId, email);
    const second = await invitedToken(artistId, email);
    expect(second).not.toBe(first);
    expect((await readInvite(first)).status).toBe(404);
    expect((await readInvite(second)).body.state).toBe("open");
    expect(await invitesOf(artistId)).toHaveLength(1);
  });

  it("refuses an unknown artist (404) and invalid fields (400 with the domain's messages), writing nothing", async () => {
    const email = uniqueEmail("refused");
    const unknown = await invite(randomUUID(), email);
    expect(unknown.status).toBe(404);
    const invalid = await invite("", "not-an-email");
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({
      artistId: ARTIST_ACCOUNT_MESSAGES.artistRequired,
      email: VALIDATION.invalidEmail,
    });
    expect((await db().collection("mail").where("to", "==", email).get()).size).toBe(0);
    expect((await db().collection("artistInvites").where("email", "==", email).get()).size).toBe(0);
  });

  it("is for admins only: a customer and an artist get 403 and nothing is sent", async () => {
    const { artistId } = await createTestArtistProfile();
    const customer = await createTestUser();
    const artist = await createTestArtist();
    const email = uniqueEmail("not-admin");
    expect((await invite(artistId, email, await signIn(customer.email, customer.password))).status).toBe(403);
    expect((await invite(artistId, email, artist.idToken)).status).toBe(403);
    expect(await invitesOf(artistId)).toHaveLength(0);
  });

  it("answers 404 for a token that was never issued", async () => {
    const response = await readInvite("x".repeat(43));
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(ARTIST_ACCOUNT_MESSAGES.inviteNotFound);
  });
});

describe("accepting an invite with a new email", () => {
  it("creates a verified account with the artist claim that opens the studio; the link then is spent", async () => {
    const { artistId, name } = await createTestArtistProfile();
    const email = uniqueEmail("new-artist");
    const token = await invitedToken(artistId, email);

    const accepted = await accept(token, PASSWORDS);
    expect(accepted.status, accepted.text).toBe(201);
    expect(accepted.body).toMatchObject({ artistId, email, created: true, refreshToken: false });

    const user = await auth().getUserByEmail(email);
    expect(user.emailVerified).toBe(true);
    expect(user.customClaims).toEqual({ artistId });
    expect((await accountRecord(artistId)).data()).toMatchObject({ uid: user.uid, email });

    const studio = await studioAccount(await signIn(email, PASSWORDS.password));
    expect(studio.status, studio.text).toBe(200);
    expect(studio.body).toEqual({ artistId, artistName: name, email });

    expect((await readInvite(token)).body.state).toBe("accepted");
    const again = await accept(token, PASSWORDS);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("invite_used");
  });

  it("checks the password with the sign-up's rules (400 with field messages) and creates nothing", async () => {
    const { artistId } = await createTestArtistProfile();
    const email = uniqueEmail("weak");
    const token = await invitedToken(artistId, email);

    const short = await accept(token, { password: "short", confirmPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual({ password: VALIDATION.passwordTooShort });
    const mismatch = await accept(token, { password: "long-enough-1", confirmPassword: "long-enough-2" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields).toEqual({ confirmPassword: VALIDATION.passwordsDoNotMatch });
    const unknownField = await accept(token, { ...PASSWORDS, artistId: "someone-else" });
    expect(unknownField.status).toBe(400);

    expect((await attemptSignIn(email, "long-enough-1")).ok).toBe(false);
    expect((await accountRecord(artistId)).exists).toBe(false);
    expect((await readInvite(token)).body.state).toBe("open");
  });

  it("refuses an expired invite (410) and creates nothing", async () => {
    const { artistId } = await createTestArtistProfile();
    const email = uniqueEmail("late");
    const token = await invitedToken(artistId, email);
    const [stored] = await invitesOf(artistId);
    await stored!.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });

    expect((await readInvite(token)).body.state).toBe("expired");
    const response = await accept(token, PASSWORDS);
    expect(response.status).toBe(410);
    expect(response.body.error.message).toBe(ARTIST_ACCOUNT_MESSAGES.inviteExpired);
    expect((await attemptSignIn(email, PASSWORDS.password)).ok).toBe(false);
    expect((await accountRecord(artistId)).exists).toBe(false);
  });

  it("limits accepts per network address (429)", async () => {
    const ip = uniqueIp();
    const token = "y".repeat(43);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await accept(token, PASSWORDS, { ip })).status);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("accepting an invite to an email that has a customer account", () => {
  it("links the account once its owner, signed in, accepts; other claims are kept and the session refreshes", async () => {
    const { artistId } = await createTestArtistProfile();
    const customer = await createTestUser({ label: "customer" });
    await auth().setCustomUserClaims(customer.uid, { reviewer: true });
    const token = await invitedToken(artistId, customer.email);
    expect((await readInvite(token)).body).toMatchObject({ email: customer.email, hasAccount: true, state: "open" });

    const signedOut = await accept(token);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error.message).toBe(signInAsInviteeMessage(customer.email));
    const other = await createTestUser({ label: "other" });
    const asOther = await accept(token, {}, { token: await signIn(other.email, other.password) });
    expect(asOther.status).toBe(403);
    expect(asOther.body.error.code).toBe("sign_in_as_invitee");
    expect((await auth().getUser(other.uid)).customClaims ?? {}).toEqual({});
    expect((await accountRecord(artistId)).exists).toBe(false);

    const oldToken = await signIn(customer.email, customer.password);
    const accepted = await accept(token, {}, { token: oldToken });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ artistId, created: false, refreshToken: true });
    expect((await auth().getUser(customer.uid)).customClaims).toEqual({ reviewer: true, artistId });
    expect((await accountRecord(artistId)).get("uid")).toBe(customer.uid);

    // The token from before the link has no claim; a refreshed one opens the studio.
    expect((await studioAccount(oldToken)).status).toBe(403);
    expect((await studioAccount(await signIn(customer.email, customer.password))).status).toBe(200);
  });
});

describe("one account per artist, one artist per account", () => {
  it("refuses to invite for an artist that has an account (409)", async () => {
    const { artistId } = await createTestArtistProfile();
    await accept(await invitedToken(artistId, uniqueEmail("first")), PASSWORDS);
    const response = await invite(artistId, uniqueEmail("second"));
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(ARTIST_ACCOUNT_MESSAGES.artistHasAccount);
  });

  it("refuses the second of two open invites for one artist once the first is accepted (409)", async () => {
    const { artistId } = await createTestArtistProfile();
    const first = await invitedToken(artistId, uniqueEmail("one"));
    const secondEmail = uniqueEmail("two");
    const second = await invitedToken(artistId, secondEmail);
    expect((await accept(first, PASSWORDS)).status).toBe(201);
    const refused = await accept(second, PASSWORDS);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("artist_has_account");
    expect((await attemptSignIn(secondEmail, PASSWORDS.password)).ok).toBe(false);
  });

  it("refuses to invite an email whose account is linked to another artist (409)", async () => {
    const artist = await createTestArtist();
    const { artistId } = await createTestArtistProfile();
    const response = await invite(artistId, artist.email);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(ARTIST_ACCOUNT_MESSAGES.accountHasArtist);
  });
});

/** The roster's pages as the admins' list answers them, from the first to the last (at most 20). */
async function rosterPages(): Promise<AdminArtistAccountList[]> {
  const pages: AdminArtistAccountList[] = [];
  let cursor: string | null | undefined;
  do {
    const response = await api<AdminArtistAccountList>("/api/admin/artist-accounts", {
      token: adminToken,
      query: cursor ? { cursor } : {},
    });
    expect(response.status, response.text).toBe(200);
    pages.push(response.body);
    cursor = response.body.nextCursor;
  } while (cursor && pages.length < 20);
  expect(cursor ?? null).toBeNull();
  return pages;
}

describe("listing and unlinking artist accounts", () => {
  it("lists each artist profile with its linked account and its open invites", async () => {
    const linked = await createTestArtistProfile();
    const invited = await createTestArtistProfile();
    const linkedEmail = uniqueEmail("linked");
    const invitedEmail = uniqueEmail("invited");
    await accept(await invitedToken(linked.artistId, linkedEmail), PASSWORDS);
    await invitedToken(invited.artistId, invitedEmail);

    const rows = (await rosterPages()).flatMap((page) => page.artists);
    const rowOf = (id: string) => rows.find((row) => row.artistId === id);
    expect(rowOf(linked.artistId)).toMatchObject({
      artistName: linked.name,
      account: { email: linkedEmail },
      invites: [],
    });
    expect(rowOf(invited.artistId)).toMatchObject({ account: null, invites: [{ email: invitedEmail, state: "open" }] });
  });

  it("answers the roster 50 a page, each page going on where the one before ended", async () => {
    const made = await Promise.all(Array.from({ length: MAX_PAGE_SIZE + 5 }, () => createTestArtistProfile()));
    const pages = await rosterPages();
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]?.artists).toHaveLength(MAX_PAGE_SIZE);
    expect(pages.every((page) => page.artists.length <= MAX_PAGE_SIZE)).toBe(true);
    // The roster in the list's order (rating descending, equal ratings by id), as stored.
    const stored = await db()
      .collection("artists")
      .orderBy("rating", "desc")
      .orderBy(FieldPath.documentId(), "desc")
      .select()
      .get();
    const listed = pages.flatMap((page) => page.artists.map((row) => row.artistId));
    expect(listed).toEqual(stored.docs.map((doc) => doc.id));
    expect(listed).toEqual(expect.arrayContaining(made.map((artist) => artist.artistId)));
  });

  it("refuses a cursor it did not hand out, or one of another list, with the cursor's message", async () => {
    const ordersCursor = Buffer.from("orders.1700000000.0.abc").toString("base64url");
    for (const cursor of ["not-a-cursor", ordersCursor, "x".repeat(301)]) {
      const response = await api<ApiErrorBody>("/api/admin/artist-accounts", { token: adminToken, query: { cursor } });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ cursor: INVALID_PAGE_CURSOR });
    }
    const unknown = await api<ApiErrorBody>("/api/admin/artist-accounts", {
      token: adminToken,
      query: { page: "2" },
    });
    expect(unknown.status).toBe(400);
  });

  it("removes the claim (keeping the others), signs the account out everywhere and deletes the record", async () => {
    const { artistId } = await createTestArtistProfile();
    const email = uniqueEmail("unlinked");
    await accept(await invitedToken(artistId, email), PASSWORDS);
    const user = await auth().getUserByEmail(email);
    await auth().setCustomUserClaims(user.uid, { ...user.customClaims, reviewer: true });
    const before = await signIn(email, PASSWORDS.password);
    expect((await studioAccount(before)).status).toBe(200);
    await nextSecond();

    const response = await api(`/api/admin/artist-accounts/${artistId}`, { method: "DELETE", token: adminToken });
    expect(response.status, response.text).toBe(204);
    expect((await auth().getUser(user.uid)).customClaims).toEqual({ reviewer: true });
    expect((await accountRecord(artistId)).exists).toBe(false);
    expect((await studioAccount(before)).status).toBe(401);
    const after = await studioAccount(await signIn(email, PASSWORDS.password));
    expect(after.status).toBe(403);
    expect(after.body.error.code).toBe("artist_only");

    expect((await api(`/api/admin/artist-accounts/${artistId}`, { method: "DELETE", token: adminToken })).status).toBe(
      404,
    );
    expect((await invite(artistId, uniqueEmail("replacement"))).status).toBe(201);
  });
});

describe("two-factor authentication for artists", () => {
  const codeOf = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate();
  const status = (token: string) => api<MfaStatus>("/api/admin/mfa-status", { token });
  const enroll = (token: string) =>
    api<MfaEnrollment & ApiErrorBody>("/api/admin/mfa/enroll", { method: "POST", token, body: {} });
  const verify = (token: string, code: string) =>
    api<{ customToken: string | null } & ApiErrorBody>("/api/admin/mfa/verify", {
      method: "POST",
      token,
      body: { code },
    });

  it("is offered, not required: an artist enrols an authenticator and keeps the password session for the studio", async () => {
    const artist = await createTestArtist();
    expect((await status(artist.idToken)).body).toMatchObject({
      isAdmin: false,
      mfaRequired: false,
      mfaEnabled: false,
    });

    const enrollment = await enroll(artist.idToken);
    expect(enrollment.status, enrollment.text).toBe(200);
    const verified = await verify(artist.idToken, codeOf(enrollment.body.secret));
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body.customToken).toBeNull();

    expect((await status(artist.idToken)).body).toMatchObject({
      isAdmin: false,
      mfaRequired: false,
      mfaEnabled: true,
      factors: 1,
    });
    expect((await studioAccount(artist.idToken)).status).toBe(200);
  });

  it("stays closed to customers", async () => {
    const customer = await createTestUser();
    expect((await enroll(await signIn(customer.email, customer.password))).status).toBe(403);
  });
});
