import { describe, expect, it } from "vitest";
import { ApiError, failureMessage, isRefusal } from "./ApiError";

describe("what a failed action says", () => {
  it("gives the server's reason when it refused the request", () => {
    const refused = new ApiError(409, "conflict", "This order was already accepted.");
    expect(isRefusal(refused)).toBe(true);
    expect(failureMessage(refused, "Please try again.")).toBe("This order was already accepted.");
  });

  it("falls back on a server failure, no network or an error that is not the API's", () => {
    for (const error of [
      new ApiError(500, "internal", "internal"),
      new ApiError(503, "unavailable", "Service Unavailable"),
      new ApiError(0, "network", "Failed to fetch"),
      new TypeError("boom"),
    ]) {
      expect(isRefusal(error)).toBe(false);
      expect(failureMessage(error, "Please try again.")).toBe("Please try again.");
    }
  });
});
