import { describe, expect, inject, it } from "vitest";
import { signBlobUrl } from "../../functions/src/adapters/blobs/signing";
import { artistPhotoSources, type ArtistListResponse, type Sample } from "@songs/domain";
import { SEED_SAMPLES } from "../../scripts/seed/samples";
import { api } from "../support/api";

async function signedLocation(path: string): Promise<string> {
  const { status, headers } = await api(path);
  expect(status).toBe(302);
  return headers.get("location")!;
}

describe("GET /images/:bucket/:digest/*path", () => {
  it("serves an artist's photo sizes on the site's origin, immutable, and nothing under a digest of other bytes", async () => {
    const artist = (await api<ArtistListResponse>("/api/artists")).body.artists[0]!;
    for (const url of [
      artist.photoUrl,
      ...artistPhotoSources(artist.photoUrl, artist.photoSize).map((variant) => variant.url),
    ]) {
      const { status, headers } = await api(url);
      expect(status, url).toBe(200);
      expect(headers.get("cache-control"), url).toBe("public, max-age=31536000, immutable");
      expect(headers.get("content-type"), url).toMatch(/^image\/(png|webp|jpeg)$/);
      expect(headers.get("x-content-type-options"), url).toBe("nosniff");
    }
    const otherDigest = artist.photoUrl.replace(/\/[0-9a-f]{32}\//, `/${"0".repeat(32)}/`);
    for (const path of [
      otherDigest,
      "/images/samples/" + "0".repeat(32) + "/x.wav",
      "/images/artists/not-a-digest/maya-rivers.png",
    ]) {
      const { status, headers } = await api(path);
      expect(status, path).toBe(404);
      expect(headers.get("cache-control"), path).toBe("private, no-store");
    }
  });
});

describe("GET /api/media/:bucket/*path", () => {
  it("redirects an artist photo to a signed URL that serves the image", async () => {
    const askedAt = Math.floor(Date.now() / 1000);
    const location = await signedLocation("/api/media/artists/maya-rivers.png");
    const answeredAt = Math.ceil(Date.now() / 1000);
    const url = new URL(location);
    expect(url.origin).toBe(inject("blobUrl"));
    // Valid 3600 s from when it was signed, which was between the request and its answer.
    const expires = Number(url.searchParams.get("expires"));
    expect(expires).toBeGreaterThanOrEqual(askedAt + 3600);
    expect(expires).toBeLessThanOrEqual(answeredAt + 3600);
    const image = await fetch(location);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
  });

  it("serves sample audio as WAV with HTTP Range for seeking", async () => {
    // A demo sample (a few seconds of synthesised song), not one another suite submitted.
    const sample = (await api<{ samples: Sample[] }>("/api/samples")).body.samples.find(
      (each) => each.id === SEED_SAMPLES[0]!.id,
    )!;
    const location = await signedLocation(sample.audioUrl);
    const whole = await fetch(location);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe("RIFF");
    expect(bytes.subarray(8, 12).toString()).toBe("WAVE");
    expect(bytes.length).toBeGreaterThan(200_000);

    const part = await fetch(location, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
  });

  it("refuses a tampered or expired signature", async () => {
    const location = await signedLocation("/api/media/artists/maya-rivers.png");
    const tampered = new URL(location);
    tampered.pathname = "/artists/leo-mensah.png";
    expect((await fetch(tampered)).status).toBe(403);
    const longer = new URL(location);
    longer.searchParams.set("expires", String(Number(longer.searchParams.get("expires")) + 100_000));
    expect((await fetch(longer)).status).toBe(403);

    const expired = signBlobUrl({
      baseUrl: inject("blobUrl"),
      method: "GET",
      bucket: "artists",
      path: "maya-rivers.png",
      expiresAt: Math.floor(Date.now() / 1000) - 1,
      key: inject("blobSigningKey"),
    });
    const response = await fetch(expired);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Signed URL expired");
  });

  it("answers 404 for private buckets, unknown files and unsafe paths", async () => {
    const functionUrl = inject("functionUrl");
    for (const path of [
      "/api/media/songs/anything.wav",
      "/api/media/artists/nobody.png",
      "/api/media/artists/a%20b.png",
      `${functionUrl}/media/samples/..%2Fartists%2Fmaya-rivers.png`,
    ]) {
      const { status, body } = await api(path);
      expect(status, path).toBe(404);
      expect((body as { error?: { code: string } }).error?.code, path).toBe("not_found");
    }
  });

  it("accepts an upload to a signed PUT URL with its content type, and CORS for the site only", async () => {
    const blobUrl = inject("blobUrl");
    const key = inject("blobSigningKey");
    const expiresAt = Math.floor(Date.now() / 1000) + 60;
    const upload = signBlobUrl({
      baseUrl: blobUrl,
      method: "PUT",
      bucket: "songs",
      path: "test-order/song.mp3",
      expiresAt,
      key,
      contentType: "audio/mpeg",
    });
    const site = new URL(inject("baseUrl")).origin;

    const preflight = await fetch(upload, {
      method: "OPTIONS",
      headers: { Origin: site, "Access-Control-Request-Method": "PUT" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe(site);
    const foreign = await fetch(upload, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "PUT" },
    });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();

    const wrongType = await fetch(upload, { method: "PUT", body: "abc", headers: { "Content-Type": "audio/wav" } });
    expect(wrongType.status).toBe(403);
    const stored = await fetch(upload, {
      method: "PUT",
      body: "ID3 song bytes",
      headers: { "Content-Type": "audio/mpeg", Origin: site },
    });
    expect(stored.status).toBe(200);
    expect(stored.headers.get("access-control-allow-origin")).toBe(site);

    const read = signBlobUrl({
      baseUrl: blobUrl,
      method: "GET",
      bucket: "songs",
      path: "test-order/song.mp3",
      expiresAt,
      key,
    });
    expect(await (await fetch(read)).text()).toBe("ID3 song bytes");
    expect((await fetch(upload)).status).toBe(403);
    // Private buckets are never reachable through the public media route.
    expect((await api("/api/media/songs/test-order/song.mp3")).status).toBe(404);
  });
});
