import type { Auth, MultiFactorAssertion, MultiFactorResolver, TotpSecret, User } from "firebase/auth";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/ApiError";
import { MESSAGES } from "@songs/domain";
import { ADMIN_WITHOUT_MFA } from "../testing/mfaStatus";
import { createEmulatorTotpClient } from "./emulatorTotp";
import { MfaError } from "./mfaClient";
import {
  captureTotpSignIn,
  createNativeTotpClient,
  FACTOR_DISPLAY_NAME,
  hasPendingTotpSignIn,
  NATIVE_CHALLENGE_EXPIRED,
  type TotpSdk,
} from "./nativeTotp";

/** Firebase Auth faked at the calls the native adapter makes. */
function fakeSdk() {
  const session = { kind: "session" };
  const secret = {
    secretKey: "NATIVESECRET",
    generateQrCodeUrl: vi.fn(
      (account: string, issuer: string) => `otpauth://totp/${issuer}:${account}?secret=NATIVESECRET`,
    ),
  } as unknown as TotpSecret;
  const enroll = vi.fn(async () => {});
  const resolveSignIn = vi.fn(async () => ({}));
  const resolver = {
    hints: [
      { factorId: "phone", uid: "phone-1" },
      { factorId: "totp", uid: "totp-enrollment-1" },
    ],
    resolveSignIn,
  } as unknown as MultiFactorResolver;
  const sdk = {
    multiFactor: vi.fn(() => ({ getSession: async () => session, enroll })),
    generateSecret: vi.fn(async () => secret),
    assertionForEnrollment: vi.fn(
      (_secret: TotpSecret, code: string) => ({ factorId: "totp", code }) as unknown as MultiFactorAssertion,
    ),
    assertionForSignIn: vi.fn(
      (id: string, code: string) => ({ factorId: "totp", id, code }) as unknown as MultiFactorAssertion,
    ),
    getMultiFactorResolver: vi.fn(() => resolver),
  } satisfies TotpSdk;
  const getIdToken = vi.fn(async () => "token");
  const user = { uid: "admin-1", email: "admin@example.com", getIdToken } as unknown as User;
  return {
    sdk,
    session,
    secret,
    enroll,
    resolveSignIn,
    user,
    getIdToken,
    auth: Promise.resolve({ currentUser: user }),
  };
}

const authError = (code: string) => Object.assign(new Error(code), { code });

describe("native Firebase TOTP client", () => {
  it("enrols with the documented calls: session, secret, QR code URL, assertion, enroll", async () => {
    const fake = fakeSdk();
    const client = createNativeTotpClient({ auth: fake.auth, sdk: fake.sdk });
    const started = await client.startEnrollment();
    expect(fake.sdk.generateSecret).toHaveBeenCalledWith(fake.session);
    expect(fake.secret.generateQrCodeUrl).toHaveBeenCalledWith("admin@example.com", "Songs From The Heart");
    expect(started.secret).toBe("NATIVESECRET");
    expect(started.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    await client.verifyEnrollment("123456");
    expect(fake.sdk.assertionForEnrollment).toHaveBeenCalledWith(fake.secret, "123456");
    expect(fake.enroll).toHaveBeenCalledWith({ factorId: "totp", code: "123456" }, FACTOR_DISPLAY_NAME);
    expect(fake.getIdToken).toHaveBeenCalledWith(true);
  });

  it("turns Firebase's wrong-code error into the spec's message", async () => {
    const fake = fakeSdk();
    fake.enroll.mockRejectedValueOnce(authError("auth/invalid-verification-code"));
    const client = createNativeTotpClient({ auth: fake.auth, sdk: fake.sdk });
    await client.startEnrollment();
    await expect(client.verifyEnrollment("000000")).rejects.toEqual(new MfaError(MESSAGES.mfaInvalidCode));
  });

  it("passes a sign-in's TOTP challenge through the resolver Firebase gave", async () => {
    const fake = fakeSdk();
    const auth = {} as Auth;
    expect(captureTotpSignIn(auth, authError("auth/invalid-credential"), fake.sdk)).toBe(false);
    expect(captureTotpSignIn(auth, authError("auth/multi-factor-auth-required"), fake.sdk)).toBe(true);
    expect(hasPendingTotpSignIn()).toBe(true);

    const client = createNativeTotpClient({ auth: fake.auth, sdk: fake.sdk });
    await client.verifyChallenge("654321");
    expect(fake.sdk.assertionForSignIn).toHaveBeenCalledWith("totp-enrollment-1", "654321");
    expect(fake.resolveSignIn).toHaveBeenCalledWith({ factorId: "totp", id: "totp-enrollment-1", code: "654321" });
    expect(hasPendingTotpSignIn()).toBe(false);
  });

  it("asks to sign in again when no sign-in is waiting for a code", async () => {
    const fake = fakeSdk();
    const client = createNativeTotpClient({ auth: fake.auth, sdk: fake.sdk });
    await expect(client.verifyChallenge("654321")).rejects.toEqual(new MfaError(NATIVE_CHALLENGE_EXPIRED));
  });
});

describe("emulator TOTP client", () => {
  const deps = () => ({
    enroll: vi.fn(async () => ({ secret: "EMULATORSECRET", otpauthUrl: "otpauth://totp/x?secret=EMULATORSECRET" })),
    verify: vi.fn(async () => ({ customToken: "custom-token" })),
    signInWithToken: vi.fn(async () => {}),
    toQrCode: vi.fn(async () => "data:image/png;base64,QR"),
  });

  it("shows the server's secret as a QR code and signs in with the token a good code earns", async () => {
    const fake = deps();
    const client = createEmulatorTotpClient(fake);
    expect(await client.startEnrollment()).toEqual({
      secret: "EMULATORSECRET",
      qrCodeDataUrl: "data:image/png;base64,QR",
    });
    expect(fake.toQrCode).toHaveBeenCalledWith("otpauth://totp/x?secret=EMULATORSECRET");
    await client.verifyChallenge("123456");
    expect(fake.verify).toHaveBeenCalledWith("123456");
    expect(fake.signInWithToken).toHaveBeenCalledWith("custom-token");
  });

  it("passes the server's refusal on as a message to show, without signing in", async () => {
    const fake = deps();
    fake.verify.mockRejectedValueOnce(
      new ApiError(429, "mfa_locked", "Too many incorrect codes. Please wait 15 minutes and try again."),
    );
    const client = createEmulatorTotpClient(fake);
    await expect(client.verifyEnrollment("000000")).rejects.toEqual(
      new MfaError("Too many incorrect codes. Please wait 15 minutes and try again."),
    );
    expect(fake.signInWithToken).not.toHaveBeenCalled();
  });
});

describe("mfa-status reader", () => {
  it("reads the status the API answers and refuses anything else", async () => {
    const { mfaStatusReader } = await import("../mfaStatusApi");
    const { mfaStatusSchema } = await import("@songs/domain");
    const status = ADMIN_WITHOUT_MFA;
    expect(mfaStatusReader.safeParse(status)).toEqual(mfaStatusSchema.safeParse(status));
    for (const broken of [
      null,
      { ...status, mode: "sms" },
      { ...status, factors: -1 },
      { ...status, isAdmin: "yes" },
    ]) {
      expect(mfaStatusReader.safeParse(broken).success).toBe(false);
    }
  });
});
