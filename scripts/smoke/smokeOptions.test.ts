import { describe, expect, it } from "vitest";
import { parseSmokeOptions, UsageError } from "./smokeOptions";
import { giftMoment } from "./steps/giftFollowUp";
import { freshAddress } from "./steps/signUp";
import { verificationLinkIn } from "./verificationLink";

describe("the smoke test's command line", () => {
  const parse = (...args: string[]) => parseSmokeOptions(args, {});

  it("reads only unless told to write, and keeps the site's origin", () => {
    expect(parse("--site", "https://songs.example.com/some/page")).toEqual({
      site: new URL("https://songs.example.com"),
      write: false,
    });
    expect(parse("--site", "http://127.0.0.1:5300", "--write")?.write).toBe(true);
  });

  it("answers null for --help", () => {
    expect(parse("--help")).toBeNull();
  });

  it("refuses a missing or malformed site, an unknown link source and half of a login", () => {
    expect(() => parse()).toThrow(new UsageError("--site <url> is needed: the site to walk."));
    expect(() => parse("--site", "songs.example.com")).toThrow(/--site must be a URL/);
    expect(() => parse("--site", "ftp://songs.example.com")).toThrow("--site must be http(s).");
    expect(() => parse("--site", "https://a.example", "--verify-link-from", "sms")).toThrow(/one of mail, paste/);
    expect(() => parse("--site", "https://a.example", "--customer-email", "c@example.com")).toThrow(/go together/);
    expect(() =>
      parse("--site", "https://a.example", "--admin-email", "a@example.com", "--admin-password", "pw"),
    ).toThrow(/--totp-secret go together/);
    expect(() => parse("--site", "https://a.example", "--no-such-option")).toThrow(/Unknown option/);
  });

  it("takes the admin's secret as the setup screen shows it, in groups", () => {
    const options = parse(
      "--site",
      "https://a.example",
      "--admin-email",
      "a@example.com",
      "--admin-password",
      "pw",
      "--totp-secret",
      "JBSW Y3DP EHPK 3PXP",
    );
    expect(options?.admin).toEqual({ email: "a@example.com", password: "pw", totpSecret: "JBSWY3DPEHPK3PXP" });
  });

  it("finds the local stack's Firestore emulator in FIRESTORE_EMULATOR_HOST unless given", () => {
    const site = ["--site", "http://127.0.0.1:5300"];
    expect(parseSmokeOptions(site, { FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })?.firestoreEmulatorHost).toBe(
      "127.0.0.1:8080",
    );
    expect(
      parseSmokeOptions([...site, "--firestore-emulator-host", "127.0.0.1:9000"], {
        FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      })?.firestoreEmulatorHost,
    ).toBe("127.0.0.1:9000");
  });
});

describe("the smoke test's new account and gift", () => {
  it("makes a fresh plus-address at the person's inbox", () => {
    const address = freshAddress("Robin+old@Example.com", "smoke", new Date("2026-12-07T15:04:19.123Z"));
    expect(address).toMatch(/^robin\+smoke-20261207150419-[0-9a-f]{4}@example\.com$/);
  });

  it("schedules the gift for the first whole minute at least ten seconds ahead", () => {
    expect(giftMoment(new Date("2026-12-07T15:04:49.000Z")).toISOString()).toBe("2026-12-07T15:05:00.000Z");
    expect(giftMoment(new Date("2026-12-07T15:04:50.001Z")).toISOString()).toBe("2026-12-07T15:06:00.000Z");
  });

  it("finds the verification link in the email's text, and nothing else", () => {
    const link = "https://songs.example.com/auth?mode=verifyEmail&oobCode=abc";
    expect(verificationLinkIn(`Hi Sam,\n\nConfirm your email address:\n${link}\n\nThanks`)).toBe(link);
    expect(verificationLinkIn("https://songs.example.com/auth?mode=resetPassword&oobCode=abc")).toBeUndefined();
  });
});
