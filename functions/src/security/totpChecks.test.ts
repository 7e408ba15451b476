import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CODE_FAILURE_WINDOW_MS,
  CODE_LOCKOUT_MS,
  judgeCode,
  MAX_CODE_FAILURES,
  newTotpSecret,
  totpFor,
  type AttemptState,
} from "./totpAttempts";
import { decryptSecret, encryptSecret } from "./totpSecretCipher";

const secret = newTotpSecret();
const totp = totpFor(secret, "admin@example.com");
const now = Date.UTC(2025, 5, 1, 12, 0, 10);
const fresh: AttemptState = { failures: [], lockedUntil: null, lastUsedStep: null };
const codeAt = (timestamp: number) => totp.generate({ timestamp });
const wrongCode = (timestamp: number) => String((Number(codeAt(timestamp)) + 1) % 1_000_000).padStart(6, "0");

describe("emulator TOTP code checks", () => {
  it("accepts the current code and the codes one step either side", () => {
    for (const offset of [-30_000, 0, 30_000]) {
      expect(judgeCode(totp, codeAt(now + offset), fresh, now).kind).toBe("accepted");
    }
    expect(judgeCode(totp, codeAt(now - 90_000), fresh, now)).toMatchObject({ kind: "rejected", reason: "invalid" });
  });

  it("refuses a code whose time step was already used, and any earlier one", () => {
    const first = judgeCode(totp, codeAt(now), fresh, now);
    expect(first.kind).toBe("accepted");
    expect(judgeCode(totp, codeAt(now), first.state, now + 5_000)).toMatchObject({
      kind: "rejected",
      reason: "reused",
    });
    expect(judgeCode(totp, codeAt(now - 30_000), first.state, now + 5_000)).toMatchObject({
      kind: "rejected",
      reason: "reused",
    });
    expect(judgeCode(totp, codeAt(now + 30_000), first.state, now + 30_000).kind).toBe("accepted");
  });

  it("locks for 15 minutes after 5 wrong codes within 5 minutes, refusing even the right code", () => {
    let state = fresh;
    for (let attempt = 1; attempt <= MAX_CODE_FAILURES; attempt++) {
      const verdict = judgeCode(totp, wrongCode(now), state, now + attempt * 1000);
      expect(verdict).toMatchObject({ kind: "rejected", isNowLocked: attempt === MAX_CODE_FAILURES });
      state = verdict.state;
    }
    const lockedAt = now + MAX_CODE_FAILURES * 1000;
    expect(judgeCode(totp, codeAt(lockedAt + 60_000), state, lockedAt + 60_000)).toMatchObject({ kind: "locked" });
    const after = lockedAt + CODE_LOCKOUT_MS;
    expect(judgeCode(totp, codeAt(after), state, after).kind).toBe("accepted");
  });

  it("forgets wrong codes older than the 5-minute window", () => {
    let state = fresh;
    for (let attempt = 0; attempt < MAX_CODE_FAILURES - 1; attempt++)
      state = judgeCode(totp, wrongCode(now), state, now).state;
    const later = now + CODE_FAILURE_WINDOW_MS + 1000;
    expect(judgeCode(totp, wrongCode(later), state, later)).toMatchObject({ kind: "rejected", isNowLocked: false });
  });

  it("clears earlier failures once a right code is entered", () => {
    let state = fresh;
    for (let attempt = 0; attempt < MAX_CODE_FAILURES - 1; attempt++)
      state = judgeCode(totp, wrongCode(now), state, now).state;
    state = judgeCode(totp, codeAt(now), state, now).state;
    expect(judgeCode(totp, wrongCode(now + 30_000), state, now + 30_000)).toMatchObject({
      kind: "rejected",
      isNowLocked: false,
    });
  });

  it("describes the authenticator with the marketplace's issuer and SHA1, 6 digits, 30 seconds", () => {
    const url = new URL(totp.toString());
    expect(url.searchParams.get("issuer")).toBe("Songs From The Heart");
    expect(url.searchParams.get("algorithm")).toBe("SHA1");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
    expect(url.searchParams.get("secret")).toBe(secret);
  });
});

describe("TOTP secrets at rest", () => {
  const key = randomBytes(32).toString("hex");

  it("round-trips a secret without storing it in the clear", () => {
    const stored = encryptSecret(key, secret, "admin-uid");
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(decryptSecret(key, stored, "admin-uid")).toBe(secret);
  });

  it("refuses to decrypt with another key, for another account, or after tampering", () => {
    const stored = encryptSecret(key, secret, "admin-uid");
    expect(() => decryptSecret(randomBytes(32).toString("hex"), stored, "admin-uid")).toThrow();
    expect(() => decryptSecret(key, stored, "other-uid")).toThrow();
    const data = Buffer.from(stored.data, "base64");
    data[0] = (data[0] ?? 0) ^ 1;
    expect(() => decryptSecret(key, { ...stored, data: data.toString("base64") }, "admin-uid")).toThrow();
  });
});
