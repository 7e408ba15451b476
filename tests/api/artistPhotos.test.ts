import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { synthesizeSong } from "../../scripts/seed/audio";
import { REPO_ROOT } from "../../scripts/stack/repoRoot";
import {
  MESSAGES,
  ARTIST_PHOTO_MESSAGES,
  type ArtistPhotoUploaded,
  type SongUploadResponse as SignedUpload,
  type Artist,
} from "@songs/domain";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import { stackFirestore } from "../support/customerOrders";

/** The artist photo upload utility: bundled photos overwrite the artists' stored photos once judged. */

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const PHOTO_FILE = "leo-mensah.png";
const photoBytes = (fileName: string) => readFileSync(path.join(REPO_ROOT, "public", "artist-photos", fileName));
const BUNDLED_PHOTO = photoBytes(PHOTO_FILE);

let adminToken: string;
let artist: Artist;

beforeAll(async () => {
  adminToken = await adminIdToken();
  artist = (await api<{ artists: Artist[] }>("/api/artists")).body.artists.find((listed) => listed.name === "Leo Mensah")!;
});

// Puts the bundled photo back, whatever a failed test left behind.
afterAll(async () => {
  await uploadPhoto(PHOTO_FILE, "image/png", BUNDLED_PHOTO);
});

const post = <T>(urlPath: string, body: unknown = {}) => api<T & Partial<ErrorBody>>(urlPath, { method: "POST", token: adminToken, body });

/** Issues an upload, PUTs the bytes as the browser does, and completes it. */
async function uploadPhoto(fileName: string, declaredType: string, bytes: Buffer) {
  const uploads = `/api/admin/artist-photos/${artist.id}/uploads`;
  const issued = await post<SignedUpload>(uploads, { fileName, contentType: declaredType, size: bytes.length });
  expect(issued.status, issued.text).toBe(200);
  const put = await fetch(issued.body.uploadUrl, { method: "PUT", headers: { "Content-Type": issued.body.contentType }, body: new Uint8Array(bytes) });
  expect(put.ok).toBe(true);
  return post<ArtistPhotoUploaded>(`${uploads}/${issued.body.uploadId}/complete`);
}

/** What the artist's public photo URL serves now. */
async function servedPhoto(): Promise<{ contentType: string | null; bytes: Buffer }> {
  const listed = (await api<{ artist: Artist }>(`/api/artists/${artist.id}`)).body.artist;
  const media = await api(listed.photoUrl);
  expect(media.status).toBe(302);
  const photo = await fetch(media.headers.get("location")!);
  return { contentType: photo.headers.get("content-type"), bytes: Buffer.from(await photo.arrayBuffer()) };
}

describe("uploading the bundled artist photos", () => {
  it("overwrites the artist's photo with an uploaded PNG, served at the artist's photo URL", async () => {
    const other = photoBytes("maya-rivers.png");
    const replaced = await uploadPhoto(PHOTO_FILE, "image/png", other);
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body).toEqual({ message: ARTIST_PHOTO_MESSAGES.uploaded, artistId: artist.id, photoUrl: `/api/media/artists/${PHOTO_FILE}` });
    expect(await servedPhoto()).toEqual({ contentType: "image/png", bytes: other });

    const restored = await uploadPhoto(PHOTO_FILE, "image/png", BUNDLED_PHOTO);
    expect(restored.status).toBe(200);
    expect((await servedPhoto()).bytes).toEqual(BUNDLED_PHOTO);
  });

  it("refuses a file that is not an image, keeping the artist's photo and listing it under Rejected Files", async () => {
    const notAnImage = Buffer.from("just some text, not a picture");
    const refused = await uploadPhoto("leo-mensah-text.webp", "image/webp", notAnImage);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "upload_rejected", message: MESSAGES.uploadFailed });

    const audioAsPng = await uploadPhoto("leo-mensah.png", "image/png", synthesizeSong({ key: 60, bpm: 90, seed: "photo", seconds: 1 }));
    expect(audioAsPng.status).toBe(422);
    expect(audioAsPng.body.error?.fields?.file).toContain("audio/wav");

    expect((await servedPhoto()).bytes).toEqual(BUNDLED_PHOTO);
    const validations = await stackFirestore().collection("fileValidations").where("artistId", "==", artist.id).get();
    expect(validations.docs.map((doc) => doc.get("fileName") as string)).toEqual(expect.arrayContaining(["leo-mensah-text.webp", "leo-mensah.png"]));
    expect(validations.docs.every((doc) => doc.get("kind") === "artist-photo" && doc.get("status") === "rejected")).toBe(true);
  });

  it("refuses other file types before any upload, and unknown artists", async () => {
    const wrongType = await post(`/api/admin/artist-photos/${artist.id}/uploads`, { fileName: "notes.txt", contentType: "text/plain", size: 100 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error?.message).toBe(ARTIST_PHOTO_MESSAGES.invalidType);
    const unknown = await post("/api/admin/artist-photos/3f0c2f7e-5a8e-4a43-9a52-6d1b1f0e7a11/uploads", { fileName: PHOTO_FILE, contentType: "image/png", size: 100 });
    expect(unknown.status).toBe(404);
  });
});
