import type { AddressInfo } from "node:net";
import express from "express";
import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { z } from "zod";
import type { BlobStore } from "../adapters/blobs/BlobStore";
import type { RuntimeConfig } from "../configTypes";
import type { Dependencies } from "./Dependencies";
import { errorHandler, methodNotAllowed, unknownRoute } from "./errorHandling";
import { notFound } from "./errors";
import { createCatalogueCache } from "./catalogueCache";
import { handler, Redirect } from "./handler";

const fakeAuth = {
  async verifyIdToken(token: string) {
    if (token !== "good-token") throw new Error("bad token");
    return { uid: "user-1", email: "a@example.com", email_verified: true, admin: true };
  },
} as unknown as Auth;

const dependencies: Dependencies = {
  config: {} as RuntimeConfig,
  db: {} as Firestore,
  auth: fakeAuth,
  blobs: {} as BlobStore,
  stripe: {} as Stripe,
  carryOutFollowUp: () => Promise.reject(new Error("no follow-ups here")),
  catalogue: createCatalogueCache({ maxAgeMs: 60_000 }),
};

/** How often the catalogue route below ran its read. */
let catalogueReads = 0;

const greetingSchema = z.strictObject({
  name: z.string().min(1, "Name is required"),
  age: z.number("Age must be a number").optional(),
});

function testApp() {
  const app = express();
  app.locals.dependencies = dependencies;
  app.use(express.json({ limit: "1kb" }));
  app.get(
    "/items",
    handler(
      z.strictObject({ limit: z.coerce.number("Limit must be a number").optional() }),
      async ({ input }) => ({ limit: input.limit ?? null }),
      { cache: "public" },
    ),
  );
  const shelfParams = z.object({ shelf: z.string().regex(/^[a-z]{1,3}$/, "Shelf not found") });
  app.get(
    "/shelf/:shelf",
    handler(
      z.strictObject({ limit: z.coerce.number().optional() }),
      async ({ params, input }) => ({ shelf: params.shelf, limit: input.limit ?? null, read: ++catalogueReads }),
      { cache: "catalogue", params: shelfParams },
    ),
  );
  app.post(
    "/greetings",
    handler(greetingSchema, async ({ input, user }) => ({ hello: input.name, uid: user?.uid ?? null })),
  );
  app.get(
    "/private",
    handler(z.strictObject({}), async ({ user }) => ({ uid: user.uid, isAdmin: user.isAdmin }), { auth: "required" }),
  );
  app.get(
    "/missing",
    handler(z.strictObject({}), async () => {
      throw notFound("Thing not found");
    }),
  );
  app.get(
    "/crash",
    handler(z.strictObject({}), async () => {
      throw new Error("secret internal detail");
    }),
  );
  app.get(
    "/away",
    handler(z.strictObject({}), async () => new Redirect("https://example.com/file")),
  );
  app.all("/items", methodNotAllowed(["GET"]));
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}

describe("handler", () => {
  let baseUrl: string;
  let close: () => void;

  beforeAll(async () => {
    const server = testApp().listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${baseUrl}${path}`, { redirect: "manual", ...init });
    const text = await response.text();
    const isJson = response.headers.get("content-type")?.startsWith("application/json");
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: isJson ? (JSON.parse(text) as Record<string, unknown>) : undefined,
    };
  };
  const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
    call(path, { method: "POST", body, headers: { "Content-Type": "application/json", ...headers } });

  it("validates the query and answers with the public cache policy when asked", async () => {
    const { status, body, headers } = await call("/items?limit=5");
    expect(status).toBe(200);
    expect(body).toEqual({ limit: 5 });
    expect(headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
  });

  it("answers anonymous catalogue reads from memory by route, parameters and query, with an ETag", async () => {
    const first = await call("/shelf/a?limit=2");
    expect(first.body).toEqual({ shelf: "a", limit: 2, read: catalogueReads });
    expect(first.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
    const again = await call("/shelf/a?limit=2");
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect((await call("/shelf/b?limit=2")).body).not.toEqual(first.body);
    expect((await call("/shelf/a")).body).not.toEqual(first.body);
  });

  it("answers 404 with the schema's message for a route parameter that names nothing, before running the rule", async () => {
    const before = catalogueReads;
    for (const shelf of ["a%2Fb", "x".repeat(201), "ABC"]) {
      const { status, body } = await call(`/shelf/${shelf}`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: { code: "not_found", message: "Shelf not found" } });
    }
    expect(catalogueReads).toBe(before);
  });

  it("reads the catalogue afresh for a signed-in caller", async () => {
    const anonymous = await call("/shelf/c");
    const signedIn = await call("/shelf/c", { headers: { Authorization: "Bearer good-token" } });
    expect(signedIn.body).toEqual({ shelf: "c", limit: null, read: Number(anonymous.body?.read) + 1 });
  });

  it("answers 400 invalid_request with the first message of each field", async () => {
    const { status, body, headers } = await postJson("/greetings", JSON.stringify({ name: "", age: "x", extra: 1 }));
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: "invalid_request",
        message: "Name is required",
        fields: { name: "Name is required", age: "Age must be a number", "": expect.any(String) },
      },
    });
    expect(headers.get("cache-control")).toBe("private, no-store");
  });

  it("reads the body of other methods and identifies the caller from a Bearer token", async () => {
    const anonymous = await postJson("/greetings", JSON.stringify({ name: "Ada" }));
    expect(anonymous.body).toEqual({ hello: "Ada", uid: null });
    const signedIn = await postJson("/greetings", JSON.stringify({ name: "Ada" }), {
      Authorization: "Bearer good-token",
    });
    expect(signedIn.body).toEqual({ hello: "Ada", uid: "user-1" });
  });

  it("refuses a bad token with 401 and requires one where asked", async () => {
    expect((await call("/private", { headers: { Authorization: "Bearer nope" } })).status).toBe(401);
    const missing = await call("/private");
    expect(missing.status).toBe(401);
    expect((missing.body as { error: { code: string } }).error.code).toBe("unauthorized");
    expect((await call("/private", { headers: { Authorization: "Bearer good-token" } })).body).toEqual({
      uid: "user-1",
      isAdmin: true,
    });
  });

  it("maps malformed JSON to 400, oversized bodies to 413 and other media types to 415", async () => {
    const malformed = await postJson("/greetings", "{nope");
    expect(malformed.status).toBe(400);
    expect((malformed.body as { error: { code: string } }).error.code).toBe("invalid_json");
    expect((await postJson("/greetings", JSON.stringify({ name: "x".repeat(2000) }))).status).toBe(413);
    const text = await call("/greetings", {
      method: "POST",
      body: "name=Ada",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(text.status).toBe(415);
  });

  it("maps thrown HTTP errors, unknown routes and wrong methods to the JSON error body", async () => {
    expect(await call("/missing").then((r) => r.body)).toEqual({
      error: { code: "not_found", message: "Thing not found" },
    });
    expect((await call("/nowhere")).status).toBe(404);
    const wrongMethod = await call("/items", { method: "PUT" });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("GET, HEAD");
  });

  it("hides unexpected errors behind a generic 500 without a stack trace", async () => {
    const { status, body, text } = await call("/crash");
    expect(status).toBe(500);
    expect(body).toEqual({ error: { code: "internal", message: "Something went wrong. Please try again." } });
    expect(text).not.toContain("secret internal detail");
  });

  it("answers a Redirect result with a 302", async () => {
    const { status, headers } = await call("/away");
    expect(status).toBe(302);
    expect(headers.get("location")).toBe("https://example.com/file");
  });
});
