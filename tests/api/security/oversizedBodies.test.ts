import { describe, expect, inject, it } from "vitest";
import type { ApiErrorBody } from "@songs/domain";
import { api, type ApiRequest } from "../../support/api";

/**
 * Threat: oversized request bodies. The Functions runtime parses bodies up to 32 MB before the app
 * runs, so the API itself refuses anything over 1 MB with 413 and its JSON error, on both paths.
 */

/** A well-formed JSON body of about 2 MB. */
const TWO_MEGABYTES = JSON.stringify({ email: "someone@example.com", name: "x".repeat(2 * 1024 * 1024) });

const paths: { name: string; url: () => string }[] = [
  { name: "through Hosting under /api", url: () => "/api/contact" },
  { name: "at the function's own URL", url: () => `${inject("functionUrl")}/contact` },
];

describe("oversized request bodies", () => {
  for (const path of paths) {
    it(`answers 413 payload_too_large for a 2 MB JSON body ${path.name}`, async () => {
      const request: ApiRequest = {
        method: "POST",
        body: TWO_MEGABYTES,
        headers: { "Content-Type": "application/json" },
      };
      const response = await api<ApiErrorBody>(path.url(), request);
      expect(response.status).toBe(413);
      expect(response.body.error.code).toBe("payload_too_large");
      expect(response.body.error.message).toEqual(expect.any(String));
    });

    it(`still reads a normal body ${path.name}`, async () => {
      const response = await api<ApiErrorBody>(path.url(), { method: "POST", body: { email: "not-an-email" } });
      expect(response.status).toBe(400);
      expect(response.body.error.code).not.toBe("payload_too_large");
    });
  }
});
