import type { Auth, DecodedIdToken } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { ADMIN_SESSION_MAX_AGE_SECONDS, requireAdmin } from "./adminAccess";
import type { AuthUser } from "./authenticate";
import { HttpError } from "./errors";

const NOW = Date.UTC(2026, 10, 23, 12);
const nowSeconds = NOW / 1000;

function userWith(claims: Record<string, unknown>, isAdmin = true): AuthUser {
  const token = {
    uid: "u1",
    auth_time: nowSeconds - 60,
    firebase: { sign_in_provider: "password" },
    ...claims,
  } as unknown as DecodedIdToken;
  return { uid: "u1", email: "a@example.com", emailVerified: true, isAdmin, artistId: null, token };
}

const acceptingAuth = { verifyIdToken: async () => ({}) } as unknown as Auth;
const revokingAuth = {
  verifyIdToken: async (_token: string, checkRevoked?: boolean) => {
    if (checkRevoked) throw new Error("auth/id-token-revoked");
    return {};
  },
} as unknown as Auth;

async function statusOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "allowed";
  } catch (error) {
    return error instanceof HttpError ? `${error.status} ${error.code}` : "crashed";
  }
}

describe("requireAdmin", () => {
  const production = { auth: acceptingAuth, config: { isEmulator: false } };
  const emulator = { auth: acceptingAuth, config: { isEmulator: true } };
  const nativeMfa = { firebase: { sign_in_provider: "password", sign_in_second_factor: "totp" } };

  it("refuses a signed-out caller with 401", async () => {
    expect(await statusOf(requireAdmin(null, production, undefined, NOW))).toBe("401 unauthorized");
  });

  it("refuses a customer with 403", async () => {
    expect(await statusOf(requireAdmin(userWith(nativeMfa, false), production, "t", NOW))).toBe("403 forbidden");
  });

  it("asks an admin whose session has not passed TOTP for the code", async () => {
    expect(await statusOf(requireAdmin(userWith({}), production, "t", NOW))).toBe("403 mfa_required");
  });

  it("lets in an admin whose session passed Firebase's TOTP factor", async () => {
    expect(await statusOf(requireAdmin(userWith(nativeMfa), production, "t", NOW))).toBe("allowed");
  });

  it("honours the emulator adapter's claim only against the emulator", async () => {
    const emulatorMfa = userWith({ mfa: "totp", firebase: { sign_in_provider: "custom" } });
    expect(await statusOf(requireAdmin(emulatorMfa, emulator, "t", NOW))).toBe("allowed");
    expect(await statusOf(requireAdmin(emulatorMfa, production, "t", NOW))).toBe("403 mfa_required");
  });

  it("takes the adapter's claim only on the adapter's own custom-token session, not on a password sign-in", async () => {
    expect(await statusOf(requireAdmin(userWith({ mfa: "totp" }), emulator, "t", NOW))).toBe("403 mfa_required");
  });

  it("refuses a sign-in older than 12 hours", async () => {
    const old = userWith({ ...nativeMfa, auth_time: nowSeconds - ADMIN_SESSION_MAX_AGE_SECONDS - 1 });
    expect(await statusOf(requireAdmin(old, production, "t", NOW))).toBe("403 session_too_old");
  });

  it("refuses a revoked session", async () => {
    expect(await statusOf(requireAdmin(userWith(nativeMfa), { ...production, auth: revokingAuth }, "t", NOW))).toBe(
      "401 unauthorized",
    );
  });
});
