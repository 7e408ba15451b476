import { describe, expect, it } from "vitest";
import { ApiError } from "./ApiError";
import { networkError } from "./client";
import { classifyReadFailure } from "./readFailure";

describe("read failure classification", () => {
  it("calls a request that never reached the server offline", () => {
    expect(classifyReadFailure(networkError(), true)).toBe("offline");
  });

  it("calls any failure offline while the browser says it has no connection", () => {
    expect(classifyReadFailure(new TypeError("Failed to fetch"), false)).toBe("offline");
    expect(classifyReadFailure(new ApiError(503, "unavailable", "down"), false)).toBe("offline");
  });

  it("tells a missing thing apart from a connection problem", () => {
    expect(classifyReadFailure(new ApiError(404, "not_found", "Artist not found"), true)).toBe("not-found");
  });

  it("calls a server failure or an unknown exception an error, not offline", () => {
    expect(classifyReadFailure(new ApiError(500, "internal", "boom"), true)).toBe("error");
    expect(classifyReadFailure(new ApiError(503, "unavailable", "down"), true)).toBe("error");
    expect(classifyReadFailure(new Error("parse failed"), true)).toBe("error");
  });
});
