import type { Request } from "express";
import type { Auth, DecodedIdToken } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import type { AuthUser } from "../http/authenticate";
import { requireInvitee } from "./requireInvitee";

/**
 * The Auth emulator always checks revocation, so the API suite cannot tell whether accepting an
 * invite asks for it; this fake answers "revoked" only when asked to check.
 */
const fakeAuth = {
  async verifyIdToken(raw: string, checkRevoked?: boolean) {
    if (raw === "revoked" && checkRevoked) throw new Error("auth/id-token-revoked");
    return {};
  },
} as unknown as Auth;

/** Outside the emulators. */
const production = { auth: fakeAuth, config: { isEmulator: false } };

const requestWith = (token: string) =>
  ({
    get: (name: string) => (name.toLowerCase() === "authorization" ? `Bearer ${token}` : undefined),
  }) as unknown as Request;

const caller = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  uid: "u1",
  email: "invited@example.com",
  emailVerified: true,
  isAdmin: false,
  artistId: null,
  token: { firebase: { sign_in_provider: "password", identities: {} } } as unknown as DecodedIdToken,
  ...overrides,
});

const invitee = { uid: "u1", email: "invited@example.com" };
const statusOf = (promise: Promise<void>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

describe("accepting an invite to an email that has an account", () => {
  it("lets its owner through with a live password session", async () => {
    expect(await statusOf(requireInvitee(caller(), invitee, production, requestWith("live")))).toBe(200);
  });

  it("refuses a session signed out everywhere (401)", async () => {
    expect(await statusOf(requireInvitee(caller(), invitee, production, requestWith("revoked")))).toBe(401);
  });

  it("refuses a signed-out caller (401), another account (403) and a custom-token session (403)", async () => {
    expect(await statusOf(requireInvitee(null, invitee, production, requestWith("live")))).toBe(401);
    expect(await statusOf(requireInvitee(caller({ uid: "u2" }), invitee, production, requestWith("live")))).toBe(403);
    const custom = caller({
      token: { firebase: { sign_in_provider: "custom", identities: {} } } as unknown as DecodedIdToken,
    });
    expect(await statusOf(requireInvitee(custom, invitee, production, requestWith("live")))).toBe(403);
  });
});
