import { describe, expect, it } from "vitest";
import { authPageLink } from "./authPageLink";
import { identityToolkit, InvalidActionCodeError, WeakPasswordError } from "./identityToolkit";

describe("authPageLink", () => {
  it("moves Firebase's one-time code onto our own /auth page", () => {
    const firebaseLink =
      "https://demo.firebaseapp.com/__/auth/action?mode=verifyEmail&oobCode=abc%2B1&apiKey=key&lang=en";
    expect(authPageLink("https://songs.example", "verifyEmail", firebaseLink)).toBe(
      "https://songs.example/auth?mode=verifyEmail&oobCode=abc%2B1",
    );
  });

  it("refuses a link without a code", () => {
    expect(() =>
      authPageLink("https://songs.example", "resetPassword", "https://x.example/action?mode=resetPassword"),
    ).toThrow();
  });
});

describe("identityToolkit", () => {
  const answering = (status: number, body: unknown) => {
    const calls: { url: string; body: unknown }[] = [];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }) as typeof fetch;
    return { calls, fetchImpl };
  };
  const production = { web: { apiKey: "web-key", authDomain: "", projectId: "" } };

  it("applies a verification code at Identity Toolkit with the web API key and answers the email", async () => {
    const { calls, fetchImpl } = answering(200, { email: "ana@example.com", emailVerified: true });
    expect(await identityToolkit(production, fetchImpl).applyEmailVerification("code-1")).toEqual({
      email: "ana@example.com",
    });
    expect(calls).toEqual([
      { url: "https://identitytoolkit.googleapis.com/v1/accounts:update?key=web-key", body: { oobCode: "code-1" } },
    ]);
  });

  it("uses the Auth emulator under the emulators", async () => {
    const { calls, fetchImpl } = answering(200, { email: "ana@example.com" });
    await identityToolkit({ ...production, authEmulatorUrl: "http://127.0.0.1:9099" }, fetchImpl).resetPassword(
      "code-2",
      "new-password",
    );
    expect(calls[0]).toEqual({
      url: "http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=web-key",
      body: { oobCode: "code-2", newPassword: "new-password" },
    });
  });

  it("reports an unknown or expired code as an invalid link and a refused password as weak", async () => {
    const expired = answering(400, { error: { message: "EXPIRED_OOB_CODE" } });
    await expect(identityToolkit(production, expired.fetchImpl).resetPassword("c", "p")).rejects.toBeInstanceOf(
      InvalidActionCodeError,
    );
    const weak = answering(400, { error: { message: "WEAK_PASSWORD : Password should be at least 6 characters" } });
    await expect(identityToolkit(production, weak.fetchImpl).resetPassword("c", "p")).rejects.toBeInstanceOf(
      WeakPasswordError,
    );
    const broken = answering(500, { error: { message: "INTERNAL_ERROR" } });
    await expect(identityToolkit(production, broken.fetchImpl).applyEmailVerification("c")).rejects.toThrow(
      /INTERNAL_ERROR/,
    );
  });
});
