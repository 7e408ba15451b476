import type { AddressInfo, Server } from "node:net";
import express from "express";
import type { Auth, DecodedIdToken } from "firebase-admin/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RuntimeConfig } from "../configTypes";
import { createReview } from "../reviews/createReview";
import type { Dependencies } from "./Dependencies";
import { errorHandler } from "./errorHandling";
import { emptyQuerySchema, handler } from "./handler";

/**
 * Threat: tokens the customer routes accepted without looking: no email or no password sign-in
 * (anonymous and custom-token sign-ins), and tokens revoked by "signed out everywhere". The Auth
 * emulator always checks revocation (firebase-admin does so under the emulator), so the API suite
 * cannot tell whether a route asks for it; this fake answers "revoked" only when asked to check.
 */
const TOKENS: Record<string, { claims: Partial<DecodedIdToken>; revoked?: boolean }> = {
  customer: {
    claims: {
      uid: "c1",
      email: "c@example.com",
      email_verified: true,
      firebase: { sign_in_provider: "password", identities: {} },
    },
  },
  revoked: {
    claims: {
      uid: "c2",
      email: "r@example.com",
      email_verified: true,
      firebase: { sign_in_provider: "password", identities: {} },
    },
    revoked: true,
  },
  unverified: {
    claims: {
      uid: "c3",
      email: "u@example.com",
      email_verified: false,
      firebase: { sign_in_provider: "password", identities: {} },
    },
  },
  anonymous: { claims: { uid: "a1", firebase: { sign_in_provider: "anonymous", identities: {} } } },
  custom: {
    claims: {
      uid: "x1",
      email: "x@example.com",
      email_verified: true,
      firebase: { sign_in_provider: "custom", identities: {} },
    },
  },
  // Production's TOTP sign-in keeps the password provider and names its second factor.
  totp: {
    claims: {
      uid: "t1",
      email: "t@example.com",
      email_verified: true,
      firebase: { sign_in_provider: "password", sign_in_second_factor: "totp", identities: {} },
    },
  },
  // The emulator adapter's session after a passed code: a custom-token sign-in with its claim.
  emulatorTotp: {
    claims: {
      uid: "e1",
      email: "e@example.com",
      email_verified: true,
      mfa: "totp",
      firebase: { sign_in_provider: "custom", identities: {} },
    },
  },
};

const fakeAuth = {
  async verifyIdToken(raw: string, checkRevoked?: boolean) {
    const token = TOKENS[raw];
    if (!token || (token.revoked && checkRevoked)) throw new Error("auth/id-token-revoked");
    return token.claims;
  },
} as unknown as Auth;

describe("customer routes (anonymous, custom-token, two-factor, unverified and revoked tokens)", () => {
  const servers: Server[] = [];
  /** Base URLs of the same routes outside the emulators (production) and against the Auth emulator. */
  const baseUrls = { production: "", emulator: "" };

  async function serve(config: Pick<RuntimeConfig, "isEmulator">): Promise<string> {
    const app = express();
    app.locals.dependencies = { auth: fakeAuth, config } as unknown as Dependencies;
    app.get(
      "/orders",
      handler(emptyQuerySchema, async ({ user }) => ({ uid: user.uid }), { auth: "customer" }),
    );
    app.get(
      "/signed-in",
      handler(emptyQuerySchema, async ({ user }) => ({ uid: user.uid }), { auth: "required" }),
    );
    app.use(express.json());
    app.post("/reviews", createReview);
    app.use(errorHandler);
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    baseUrls.production = await serve({ isEmulator: false });
    baseUrls.emulator = await serve({ isEmulator: true });
  });
  afterAll(() => servers.forEach((server) => server.close()));

  const get = async (path: string, token: string, where: keyof typeof baseUrls = "production") => {
    const response = await fetch(`${baseUrls[where]}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as { uid?: string; error?: { code: string } } };
  };

  it("serves a password sign-in with a verified email", async () => {
    expect(await get("/orders", "customer")).toEqual({ status: 200, body: { uid: "c1" } });
  });

  it("refuses anonymous and custom-token sign-ins with 403 password_sign_in_required", async () => {
    for (const token of ["anonymous", "custom"]) {
      const { status, body } = await get("/orders", token);
      expect(status).toBe(403);
      expect(body.error?.code).toBe("password_sign_in_required");
    }
  });

  it("serves production's password-and-TOTP sign-in", async () => {
    expect(await get("/orders", "totp")).toEqual({ status: 200, body: { uid: "t1" } });
  });

  it("serves the emulator adapter's two-factor session against the Auth emulator only", async () => {
    expect(await get("/orders", "emulatorTotp", "emulator")).toEqual({ status: 200, body: { uid: "e1" } });
    const { status, body } = await get("/orders", "emulatorTotp", "production");
    expect(status).toBe(403);
    expect(body.error?.code).toBe("password_sign_in_required");
  });

  it("refuses a custom-token sign-in without the adapter's claim against the Auth emulator too", async () => {
    expect((await get("/orders", "custom", "emulator")).body.error?.code).toBe("password_sign_in_required");
  });

  it("refuses an unverified email with 403 email_not_verified", async () => {
    const { status, body } = await get("/orders", "unverified");
    expect(status).toBe(403);
    expect(body.error?.code).toBe("email_not_verified");
  });

  it("checks revocation on customer and signed-in routes", async () => {
    expect((await get("/orders", "revoked")).status).toBe(401);
    expect((await get("/signed-in", "revoked")).status).toBe(401);
  });

  it("checks revocation on POST /api/reviews: a session signed out everywhere cannot post a review", async () => {
    const response = await fetch(`${baseUrls.production}/reviews`, {
      method: "POST",
      headers: { Authorization: "Bearer revoked", "Content-Type": "application/json" },
      body: JSON.stringify({ orderId: "cs_test_1", customerName: "Casey", rating: 5, comment: "Lovely." }),
    });
    expect(response.status).toBe(401);
  });
});
