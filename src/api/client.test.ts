import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiGet, apiSend, configureTransport, setTokenGetter } from "./client";
import { ApiError } from "./ApiError";

const itemSchema = z.object({ ok: z.boolean() });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

describe("api client", () => {
  const sleeps: number[] = [];
  let fakeFetch: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    sleeps.length = 0;
    fakeFetch = vi.fn<typeof fetch>();
    configureTransport({
      fetch: fakeFetch,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    setTokenGetter(null);
  });
  afterEach(() => {
    setTokenGetter(null);
    vi.unstubAllGlobals();
  });

  it("parses a successful response with the given schema", async () => {
    fakeFetch.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiGet("/api/thing", itemSchema)).resolves.toEqual({ ok: true });
  });

  it("throws the server's error code, message and fields", async () => {
    fakeFetch.mockResolvedValueOnce(
      json(400, { error: { code: "invalid_request", message: "Bad", fields: { email: "Invalid email address" } } }),
    );
    const error = await apiSend("POST", "/api/contact", { email: "x" }, itemSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "invalid_request",
      message: "Bad",
      fields: { email: "Invalid email address" },
    });
  });

  it("retries a GET on 503 with a doubling backoff, then succeeds", async () => {
    fakeFetch
      .mockResolvedValueOnce(json(503, { error: { code: "unavailable", message: "down" } }))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiGet("/api/thing", itemSchema)).resolves.toEqual({ ok: true });
    expect(fakeFetch).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([200, 400]);
  });

  it("gives up after a few tries and reports a network failure as status 0", async () => {
    fakeFetch.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await apiGet("/api/thing", itemSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "network_error" });
    expect(fakeFetch).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([200, 400, 800]);
  });

  it("does not retry a network failure while the browser is offline", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    fakeFetch.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(apiGet("/api/thing", itemSchema)).rejects.toMatchObject({ status: 0, code: "network_error" });
    expect(fakeFetch).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
  });

  it("does not retry a 404 or a write", async () => {
    fakeFetch.mockResolvedValue(json(404, { error: { code: "not_found", message: "Artist not found" } }));
    await expect(apiGet("/api/artists/x", itemSchema)).rejects.toMatchObject({ status: 404, code: "not_found" });
    fakeFetch.mockResolvedValue(json(503, {}));
    await expect(apiSend("POST", "/api/x", {}, itemSchema)).rejects.toMatchObject({ status: 503 });
    expect(fakeFetch).toHaveBeenCalledTimes(2);
  });

  it("sends the signed-in user's ID token and a JSON body", async () => {
    setTokenGetter(async () => "token-123");
    fakeFetch.mockResolvedValueOnce(json(200, { ok: true }));
    await apiSend("POST", "/api/reviews", { rating: 5 }, itemSchema);
    const [, init] = fakeFetch.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer token-123");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ rating: 5 }));
  });

  it("rejects a response that does not match the schema", async () => {
    fakeFetch.mockResolvedValueOnce(json(200, { nope: 1 }));
    await expect(apiGet("/api/thing", itemSchema)).rejects.toMatchObject({ code: "invalid_response" });
  });
});
