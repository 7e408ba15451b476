import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { describe, expect, inject, it } from "vitest";
import { idTokenFromCustomToken, stackAdminApp } from "../../support/adminSession";
import { api, signIn } from "../../support/api";
import { orderRequest } from "../../support/checkout";
import { createTestUser } from "../../support/users";

/**
 * Threats: accounts created directly with the public API key (bypassing /api/account/signup,
 * squatting an email before its owner signs up, or anonymous sign-ups that can start a checkout),
 * and ID tokens still accepted on customer routes after "signed out everywhere".
 */

const identityToolkit = (method: string, body: unknown) =>
  fetch(`http://${inject("authEmulatorHost")}/identitytoolkit.googleapis.com/v1/${method}?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const customerRoutes = (token: string) => [
  api("/api/orders", { token }),
  api("/api/checkout", { method: "POST", token, body: orderRequest() }),
];

describe("client-side account creation", () => {
  it("refuses a REST sign-up with an email and password (the blocking function runs)", async () => {
    const email = `squatter-${randomUUID().slice(0, 8)}@example.com`;
    const response = await identityToolkit("accounts:signUp", {
      email,
      password: "pass-12345678",
      returnSecureToken: true,
    });
    expect(response.ok).toBe(false);
    expect(JSON.stringify(await response.json())).toContain("sign_up_through_site");
    await expect(getAuth(stackAdminApp()).getUserByEmail(email)).rejects.toThrow();
  });
});

describe("tokens on customer routes", () => {
  // Anonymous sign-in is off in production (firebase.json); the emulator allows it and does not
  // run beforeCreate for it, so the API's own gate is what this proves.
  it("refuses an anonymous sign-up's token on checkout and orders", async () => {
    const response = await identityToolkit("accounts:signUp", { returnSecureToken: true });
    const { idToken } = (await response.json()) as { idToken: string };
    for (const answer of await Promise.all(customerRoutes(idToken))) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: { code: "password_sign_in_required" } });
    }
  });

  it("refuses a token without an email or a password sign-in (custom token) on checkout and orders", async () => {
    const uid = `no-email-${randomUUID().slice(0, 8)}`;
    await getAuth(stackAdminApp()).createUser({ uid });
    const token = await idTokenFromCustomToken(await getAuth(stackAdminApp()).createCustomToken(uid));
    for (const response of await Promise.all(customerRoutes(token))) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ error: { code: "password_sign_in_required" } });
    }
  });

  // firebase-admin checks revocation whenever it talks to the emulator, so this passes on the old
  // code too; functions/src/http/customerAccess.test.ts proves the routes ask for the check.
  it("refuses a revoked token on customer routes", async () => {
    const user = await createTestUser({ label: "revoked" });
    const token = await signIn(user.email, user.password);
    expect((await api("/api/orders", { token })).status).toBe(200);
    // Revocation is recorded in whole seconds: revoke in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await getAuth(stackAdminApp()).revokeRefreshTokens(user.uid);
    for (const response of await Promise.all(customerRoutes(token))) {
      expect(response.status).toBe(401);
    }
  });
});
