import { describe, expect, it } from "vitest";
import { ApiError } from "./ApiError";
import { networkError } from "./client";
import { classifyFailure } from "./requestFailure";

describe("request failure classification", () => {
  it("calls a request that never reached the server offline", () => {
    expect(classifyFailure(networkError(), true)).toBe("offline");
  });

  it("calls any failure offline while the browser says it has no connection", () => {
    expect(classifyFailure(new TypeError("Failed to fetch"), false)).toBe("offline");
    expect(classifyFailure(new ApiError(503, "unavailable", "down"), false)).toBe("offline");
  });

  it("tells a missing thing apart from a connection problem", () => {
    expect(classifyFailure(new ApiError(404, "not_found", "Artist not found"), true)).toBe("not-found");
  });

  it("calls a server failure or an unknown exception an error, not offline", () => {
    expect(classifyFailure(new ApiError(500, "internal", "boom"), true)).toBe("error");
    expect(classifyFailure(new ApiError(503, "unavailable", "down"), true)).toBe("error");
    expect(classifyFailure(new Error("parse failed"), true)).toBe("error");
  });
});
