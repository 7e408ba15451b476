import type { DecodedIdToken } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { requireArtist } from "./artistAccess";
import type { AuthUser } from "./authenticate";
import { HttpError } from "./errors";

function user(overrides: Partial<AuthUser>, provider = "password"): AuthUser {
  const token = { uid: "u1", firebase: { sign_in_provider: provider } } as unknown as DecodedIdToken;
  return {
    uid: "u1",
    email: "artist@example.com",
    emailVerified: true,
    isAdmin: false,
    artistId: "artist-1",
    token,
    ...overrides,
  };
}

const production = { isEmulator: false };

function codeOf(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof HttpError ? error.code : "not-http";
  }
}

describe("requireArtist", () => {
  it("lets a verified password sign-in linked to an artist through", () => {
    expect(requireArtist(user({}), production).artistId).toBe("artist-1");
  });

  it("refuses an account that is not linked to an artist, an admin's included", () => {
    expect(codeOf(() => requireArtist(user({ artistId: null }), production))).toBe("artist_only");
    expect(codeOf(() => requireArtist(user({ artistId: null, isAdmin: true }), production))).toBe("artist_only");
  });

  it("refuses an unverified email and a sign-in without a password, as the customer routes do", () => {
    expect(codeOf(() => requireArtist(user({ emailVerified: false }), production))).toBe("email_not_verified");
    expect(codeOf(() => requireArtist(user({}, "custom"), production))).toBe("password_sign_in_required");
  });
});
