import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { synthesizeSong } from "../../scripts/seed/audio";
import { REPO_ROOT } from "../../scripts/stack/repoRoot";
import {
  MESSAGES,
  ARTIST_PHOTO_MESSAGES,
  MAX_ARTIST_PHOTO_BYTES,
  type ApiErrorBody,
  type ArtistPhotoUploaded,
  type Artist,
  type ArtistListResponse,
  artistPhotoSources,
} from "@songs/domain";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import { stackFirestore } from "../support/customerOrders";
import { uploadToSignedUrl, type SignedUpload } from "../support/signedUploads";

/** The artist photo upload utility: bundled photos overwrite the artists' stored photos once judged. */

const PHOTO_FILE = "leo-mensah.png";
const photoBytes = (fileName: string) => readFileSync(path.join(REPO_ROOT, "public", "artist-photos", fileName));
const BUNDLED_PHOTO = photoBytes(PHOTO_FILE);

let adminToken: string;
let artist: Artist;

beforeAll(async () => {
  adminToken = await adminIdToken();
  artist = (await api<{ artists: Artist[] }>("/api/artists")).body.artists.find(
    (listed) => listed.name === "Leo Mensah",
  )!;
});

// Puts the bundled photo back, whatever a failed test left behind.
afterAll(async () => {
  await uploadPhoto(PHOTO_FILE, "image/png", BUNDLED_PHOTO);
});

const post = <T>(urlPath: string, body: unknown = {}) =>
  api<T & Partial<ApiErrorBody>>(urlPath, { method: "POST", token: adminToken, body });

/** Issues an upload, PUTs the bytes as the browser does, and completes it. */
async function uploadPhoto(fileName: string, declaredType: string, bytes: Buffer) {
  const uploads = `/api/admin/artist-photos/${artist.id}/uploads`;
  const issued = await uploadToSignedUrl(uploads, adminToken, { fileName, contentType: declaredType }, bytes);
  return post<ArtistPhotoUploaded>(`${uploads}/${issued.uploadId}/complete`);
}

/** What the artist's public photo URL serves now. */
async function servedPhoto(): Promise<{ contentType: string | null; bytes: Buffer }> {
  const listed = (await api<{ artist: Artist }>(`/api/artists/${artist.id}`)).body.artist;
  const { headers, bytes } = await served(listed.photoUrl);
  return { contentType: headers.get("content-type"), bytes };
}

describe("uploading the bundled artist photos", () => {
  it("overwrites the artist's photo with an uploaded PNG, served at the artist's photo URL", async () => {
    const other = photoBytes("maya-rivers.png");
    const replaced = await uploadPhoto(PHOTO_FILE, "image/png", other);
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body).toEqual({
      message: ARTIST_PHOTO_MESSAGES.uploaded,
      artistId: artist.id,
      photoUrl: expect.stringMatching(new RegExp(`^/images/artists/[0-9a-f]{32}/${PHOTO_FILE}$`)),
    });
    expect(await servedPhoto()).toEqual({ contentType: "image/png", bytes: other });

    const restored = await uploadPhoto(PHOTO_FILE, "image/png", BUNDLED_PHOTO);
    expect(restored.status).toBe(200);
    expect((await servedPhoto()).bytes).toEqual(BUNDLED_PHOTO);
    // The same name now holds other bytes: the URL that named the replaced photo serves nothing
    // else, since browsers and the CDN may keep what it answered for a year.
    expect(restored.body.photoUrl).not.toBe(replaced.body.photoUrl);
    const stale = await api(replaced.body.photoUrl);
    expect(stale.status).toBe(404);
    expect(stale.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses a file that is not an image, keeping the artist's photo and listing it under Rejected Files", async () => {
    const notAnImage = Buffer.from("just some text, not a picture");
    const refused = await uploadPhoto("leo-mensah-text.webp", "image/webp", notAnImage);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "upload_rejected", message: MESSAGES.uploadFailed });

    const audioAsPng = await uploadPhoto(
      "leo-mensah.png",
      "image/png",
      synthesizeSong({ key: 60, bpm: 90, seed: "photo", seconds: 1 }),
    );
    expect(audioAsPng.status).toBe(422);
    expect(audioAsPng.body.error?.fields?.file).toContain("audio/wav");

    expect((await servedPhoto()).bytes).toEqual(BUNDLED_PHOTO);
    const validations = await stackFirestore().collection("fileValidations").where("artistId", "==", artist.id).get();
    expect(validations.docs.map((doc) => doc.get("fileName") as string)).toEqual(
      expect.arrayContaining(["leo-mensah-text.webp", "leo-mensah.png"]),
    );
    expect(
      validations.docs.every((doc) => doc.get("kind") === "artist-photo" && doc.get("status") === "rejected"),
    ).toBe(true);
  });

  it("refuses other file types before any upload, and unknown artists", async () => {
    const wrongType = await post(`/api/admin/artist-photos/${artist.id}/uploads`, {
      fileName: "notes.txt",
      contentType: "text/plain",
      size: 100,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error?.message).toBe(ARTIST_PHOTO_MESSAGES.invalidType);
    const unknown = await post("/api/admin/artist-photos/3f0c2f7e-5a8e-4a43-9a52-6d1b1f0e7a11/uploads", {
      fileName: PHOTO_FILE,
      contentType: "image/png",
      size: 100,
    });
    expect(unknown.status).toBe(404);
  });
});

/**
 * What a public image URL serves now: on the site's own origin (through Hosting), with no redirect,
 * cached for a year by browsers and the CDN.
 */
async function served(imagePath: string): Promise<{ headers: Headers; bytes: Buffer }> {
  expect(imagePath).toMatch(/^\/images\/artists\/[0-9a-f]{32}\//);
  const file = await fetch(new URL(imagePath, inject("baseUrl")), { redirect: "manual" });
  expect(file.status).toBe(200);
  expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  return { headers: file.headers, bytes: Buffer.from(await file.arrayBuffer()) };
}

describe("the signed upload URL", () => {
  it("takes at most the policy's size, whatever size was declared, and only with its signed size header", async () => {
    const issued = await post<SignedUpload>(`/api/admin/artist-photos/${artist.id}/uploads`, {
      fileName: "small.png",
      contentType: "image/png",
      size: 100,
    });
    expect(issued.status, issued.text).toBe(200);
    expect(issued.body.headers).toEqual({ "x-goog-content-length-range": `0,${MAX_ARTIST_PHOTO_BYTES - 1}` });
    const put = (bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string>) =>
      fetch(issued.body.uploadUrl, {
        method: "PUT",
        headers: { "Content-Type": issued.body.contentType, ...headers },
        body: bytes,
      });
    expect((await put(new Uint8Array(MAX_ARTIST_PHOTO_BYTES), issued.body.headers)).status).toBe(413);
    expect((await put(new Uint8Array(BUNDLED_PHOTO), {})).status).toBe(403);
    expect((await put(new Uint8Array(BUNDLED_PHOTO), issued.body.headers)).status).toBe(200);
  });
});

describe("the sizes of an uploaded artist photo", () => {
  // A 1200 x 900 photo: its largest centred square is 900 px.
  const studioPhoto = () =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c86432" } })
      .jpeg()
      .toBuffer();

  it("stores every width up to the photo's own square in WebP and JPEG, listed by the artist view", async () => {
    const uploaded = await uploadPhoto("leo-mensah-studio.jpg", "image/jpeg", await studioPhoto());
    expect(uploaded.status, uploaded.text).toBe(200);

    const { artist: shown } = (await api<{ artist: Artist }>(`/api/artists/${artist.id}`)).body;
    const widths = [180, 360, 480, 720, 900];
    expect(shown.photoVariants.map(({ type, width, height }) => `${type} ${width}x${height}`).sort()).toEqual(
      widths.flatMap((width) => [`image/jpeg ${width}x${width}`, `image/webp ${width}x${width}`]).sort(),
    );
    // Content-addressed paths only: the catalogue answer is cached, so it never holds a signed URL.
    for (const variant of shown.photoVariants)
      expect(variant.url).toMatch(/^\/images\/artists\/[0-9a-f]{32}\/sized\/leo-mensah-studio\/\d+\.(webp|jpg)$/);

    for (const variant of shown.photoVariants) {
      const { headers, bytes } = await served(variant.url);
      expect(headers.get("content-type")).toBe(variant.type);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      const metadata = await sharp(bytes).metadata();
      expect({ format: `image/${metadata.format}`, width: metadata.width, height: metadata.height }).toEqual({
        format: variant.type,
        width: variant.width,
        height: variant.height,
      });
    }

    // The list names the photo and its largest size; the sizes it derives are the profile's.
    const listed = (await api<ArtistListResponse>("/api/artists")).body.artists.find(
      (entry) => entry.id === artist.id,
    )!;
    expect(artistPhotoSources(listed.photoUrl, listed.photoSize)).toEqual(shown.photoVariants);
  });

  it("refuses a photo that does not decode to its end, keeping the artist's photo and its sizes", async () => {
    const photo = await studioPhoto();
    expect((await uploadPhoto("leo-mensah-studio.jpg", "image/jpeg", photo)).status).toBe(200);
    const before = (await api<{ artist: Artist }>(`/api/artists/${artist.id}`)).body.artist;

    const truncated = await uploadPhoto(
      "leo-mensah-studio.jpg",
      "image/jpeg",
      photo.subarray(0, Math.floor(photo.length / 2)),
    );
    expect(truncated.status).toBe(422);
    expect(truncated.body.error).toMatchObject({ code: "upload_rejected", message: MESSAGES.uploadFailed });
    expect(truncated.body.error?.fields?.file).toMatch(/damaged/);

    expect((await api<{ artist: Artist }>(`/api/artists/${artist.id}`)).body.artist).toEqual(before);
    expect((await served(before.photoUrl)).bytes).toEqual(photo);
  });
});

describe("the bundled demo photos", () => {
  it("are served in their sizes from the seed: 180 px and their own 200 px, in WebP and JPEG", async () => {
    const maya = (await api<ArtistListResponse>("/api/artists")).body.artists.find(
      (listed) => listed.name === "Maya Rivers",
    )!;
    const sizes = artistPhotoSources(maya.photoUrl, maya.photoSize);
    expect(sizes.map(({ type, width }) => `${type} ${width}`).sort()).toEqual([
      "image/jpeg 180",
      "image/jpeg 200",
      "image/webp 180",
      "image/webp 200",
    ]);
    const webp = sizes.find((variant) => variant.type === "image/webp" && variant.width === 180)!;
    const metadata = await sharp((await served(webp.url)).bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 180, 180]);
  });
});
