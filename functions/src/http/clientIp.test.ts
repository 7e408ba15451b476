import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { clientIp, normaliseIp } from "./clientIp";

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

describe("clientIp", () => {
  const request = (ip: string | undefined) => ({ ip }) as Request;

  it("takes the caller's address", () => {
    expect(clientIp(request("::ffff:198.51.100.4"), { isEmulator: false })).toBe("198.51.100.4");
  });

  it("treats an unknown caller as the Auth emulator's 127.0.0.1 only under the emulators", () => {
    expect(clientIp(request(undefined), { isEmulator: true })).toBe("127.0.0.1");
    expect(clientIp(request(undefined), { isEmulator: false })).toBe("unknown");
  });
});
