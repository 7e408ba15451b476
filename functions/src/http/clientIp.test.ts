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

describe("clientIp (forged client address)", () => {
  const request = (headers: Record<string, string>) => {
    const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    return { headers: lower, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
  };
  const production = { isEmulator: false };

  it("at the function's own URL takes the entry Google's front end appended, not the ones the client sent", () => {
    expect(clientIp(request({ "X-Forwarded-For": "198.51.100.4" }), production)).toBe("198.51.100.4");
    expect(clientIp(request({ "X-Forwarded-For": "203.0.113.66, 10.0.0.1, 198.51.100.4" }), production)).toBe(
      "198.51.100.4",
    );
  });

  it("through Hosting takes the entry Hosting appended, left of Hosting's own address", () => {
    const viaHosting = (xff: string) => request({ "X-Forwarded-For": xff, "X-Forwarded-Host": "songs.example" });
    expect(clientIp(viaHosting("198.51.100.4, 35.191.0.9"), production)).toBe("198.51.100.4");
    expect(clientIp(viaHosting("203.0.113.66, 198.51.100.4, 35.191.0.9"), production)).toBe("198.51.100.4");
    expect(clientIp(viaHosting("not-an-ip, ::FFFF:198.51.100.4, 35.191.0.9"), production)).toBe("198.51.100.4");
  });

  it("answers unknown in production when no front end appended anything", () => {
    expect(clientIp(request({}), production)).toBe("unknown");
  });

  it("keys the API on the address the blocking function sees (event.ipAddress, same normalisation)", () => {
    for (const [appended, eventIpAddress] of [
      ["198.51.100.4", "198.51.100.4"],
      ["::ffff:198.51.100.4", "198.51.100.4"],
      ["2001:DB8::1", "2001:db8::1"],
    ] as const) {
      const apiIp = clientIp(request({ "X-Forwarded-For": `203.0.113.66, ${appended}` }), production);
      expect(apiIp).toBe(normaliseIp(eventIpAddress));
    }
  });
});

describe("clientIp", () => {
  const request = (xff?: string) =>
    ({ headers: xff ? { "x-forwarded-for": xff } : {}, get: () => undefined }) as unknown as Request;

  it("under the emulators takes the right-most entry, standing for the one the front end appends", () => {
    expect(clientIp(request("203.0.113.66, ::ffff:198.51.100.4"), { isEmulator: true })).toBe("198.51.100.4");
  });

  it("treats an unknown caller as the Auth emulator's 127.0.0.1 only under the emulators", () => {
    expect(clientIp(request(undefined), { isEmulator: true })).toBe("127.0.0.1");
    expect(clientIp(request(undefined), { isEmulator: false })).toBe("unknown");
  });
});
