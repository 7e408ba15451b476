import { describe, expect, it } from "vitest";
import { checkBlobSignature, signBlobUrl } from "./signing";

const key = "test-key";
const now = 1_700_000_000;

function check(url: string, method: "GET" | "PUT" = "GET", nowSeconds = now, withKey = key) {
  const parsed = new URL(url);
  const [bucket = "", ...rest] = parsed.pathname.slice(1).split("/").map(decodeURIComponent);
  return checkBlobSignature({
    method,
    bucket,
    path: rest.join("/"),
    params: parsed.searchParams,
    key: withKey,
    nowSeconds,
  });
}

describe("signed blob URLs", () => {
  const url = signBlobUrl({
    baseUrl: "http://127.0.0.1:9199/",
    method: "GET",
    bucket: "samples",
    path: "a b/song.wav",
    expiresAt: now + 3600,
    key,
  });

  it("accepts its own signature until it expires", () => {
    expect(url.startsWith("http://127.0.0.1:9199/samples/a%20b/song.wav?")).toBe(true);
    expect(check(url)).toBe("valid");
    expect(check(url, "GET", now + 3600)).toBe("valid");
    expect(check(url, "GET", now + 3601)).toBe("expired");
  });

  it("refuses another key, path, expiry or method", () => {
    expect(check(url, "GET", now, "other-key")).toBe("invalid");
    expect(check(url.replace("song.wav", "other.wav"))).toBe("invalid");
    expect(check(url.replace(`expires=${now + 3600}`, `expires=${now + 7200}`))).toBe("invalid");
    expect(check(url, "PUT")).toBe("invalid");
    expect(check(url.replace(/signature=[0-9a-f]+/, "signature=zz"))).toBe("invalid");
  });

  it("binds an upload URL to its content type", () => {
    const upload = signBlobUrl({
      baseUrl: "http://b",
      method: "PUT",
      bucket: "songs",
      path: "o/1.mp3",
      expiresAt: now + 60,
      key,
      contentType: "audio/mpeg",
    });
    expect(check(upload, "PUT")).toBe("valid");
    expect(check(upload.replace("audio%2Fmpeg", "audio%2Fwav"), "PUT")).toBe("invalid");
  });
});
