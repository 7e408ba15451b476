import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { normaliseIp } from "./clientIp";
import { requestIp } from "./requestIp";
import { newSignInMail, passwordChangedMail } from "./securityNotifications";

describe("normaliseIp", () => {
  it("spells one address one way, so the API and the blocking function key the same pair", () => {
    expect(normaliseIp("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normaliseIp(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(normaliseIp("2001:DB8::1")).toBe("2001:db8::1");
  });

  it("answers unknown for anything that is not an address", () => {
    expect(normaliseIp(undefined)).toBe("unknown");
    expect(normaliseIp("")).toBe("unknown");
    expect(normaliseIp("203.0.113.7, 10.0.0.1")).toBe("unknown");
  });
});

describe("requestIp", () => {
  const request = (ip: string | undefined) => ({ ip }) as Request;

  it("takes the caller's address", () => {
    expect(requestIp(request("::ffff:198.51.100.4"), { isEmulator: false })).toBe("198.51.100.4");
  });

  it("treats an unknown caller as the Auth emulator's 127.0.0.1 only under the emulators", () => {
    expect(requestIp(request(undefined), { isEmulator: true })).toBe("127.0.0.1");
    expect(requestIp(request(undefined), { isEmulator: false })).toBe("unknown");
  });
});

describe("security notifications", () => {
  const at = new Date("2026-03-04T05:06:07Z");

  it("tells the owner when their password changed and what to do if it wasn't them", () => {
    const mail = passwordChangedMail("ana@example.com", at, "https://songs.example");
    expect(mail).toMatchObject({ to: "ana@example.com", subject: "Your password was changed" });
    expect(mail.text).toContain("2026-03-04 05:06 UTC");
    expect(mail.text).toContain("If it wasn't you, reset your password at https://songs.example/auth");
  });

  it("names the new device's IP and browser", () => {
    const mail = newSignInMail("ana@example.com", at, { ip: "203.0.113.7", userAgent: "Firefox" }, "https://songs.example");
    expect(mail.subject).toBe("New sign-in to your account");
    expect(mail.text).toContain("IP address: 203.0.113.7");
    expect(mail.text).toContain("Browser: Firefox");
  });
});
