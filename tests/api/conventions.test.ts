import { describe, expect, inject, it } from "vitest";
import { apiErrorSchema } from "@songs/domain";
import { FIREBASE_AUTH_SOURCES, parseCsp } from "../../scripts/deploy/contentSecurityPolicy";
import { api } from "../support/api";

describe("API conventions", () => {
  it("answers unknown routes with 404 JSON, never cached", async () => {
    const { status, body, headers } = await api("/api/no-such-thing");
    expect(status).toBe(404);
    expect(apiErrorSchema.parse(body).error.code).toBe("not_found");
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    expect(headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers a known path with another method with 405 and Allow", async () => {
    const { status, body, headers } = await api("/api/artists", { method: "DELETE" });
    expect(status).toBe(405);
    expect(apiErrorSchema.parse(body).error.code).toBe("method_not_allowed");
    expect(headers.get("allow")).toBe("GET, HEAD");
  });

  // The Functions runtime parses JSON bodies before the app (as Cloud Functions does), so a
  // malformed body gets its plain 400 page; the app's own mapping is unit-tested in handler.test.ts.
  it("answers malformed JSON with 400 and no stack trace", async () => {
    const { status, text } = await api("/api/catalogue", {
      method: "POST",
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(status).toBe(400);
    expect(text).not.toMatch(/\n\s+at |node_modules|SyntaxError/);
  });

  it("never includes a stack trace in any error", async () => {
    const functionUrl = inject("functionUrl");
    for (const url of [
      "/api/artists/x",
      "/api/reviews?limit=abc",
      "/api/media/x/y",
      `${functionUrl}/%E0%A4%A`,
      `${functionUrl}/media/samples/..%2Fx`,
    ]) {
      const { status, text } = await api(url);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(text).not.toMatch(/\n\s+at |node_modules|stack/i);
    }
  });

  it("answers at the function's own URL too, where the function name is stripped", async () => {
    const { status, body } = await api<{ artists: unknown[] }>(`${inject("functionUrl")}/artists`);
    expect(status).toBe(200);
    expect(body.artists).toHaveLength(10);
  });

  it("serves the site with the security headers and a strict CSP", async () => {
    const { headers } = await api("/");
    const csp = headers.get("content-security-policy") ?? "";
    // Scripts only from the site and, for Firebase Auth's enforced reCAPTCHA, Google's reCAPTCHA paths.
    const directives = parseCsp(csp);
    expect(directives.get("script-src")).toEqual(["'self'", ...FIREBASE_AUTH_SOURCES["script-src"]!]);
    expect(directives.get("frame-src")).toEqual(FIREBASE_AUTH_SOURCES["frame-src"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain(inject("blobUrl"));
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("cache-control")).toBe("no-cache");
  });

  it("lets navigations revalidate and hashed assets stay cached for a year", async () => {
    expect((await api("/faq")).headers.get("cache-control")).toBe("no-cache");
    // Rendered on request: the CDN keeps it briefly, browsers ask again.
    expect((await api("/artists")).headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=600",
    );
    expect((await api("/sw.js")).headers.get("cache-control")).toBe("no-cache");
    const html = (await api("/")).text;
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, "the page's script under /assets/").toBeDefined();
    expect((await api(asset!)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
