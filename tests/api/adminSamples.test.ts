import { beforeAll, describe, expect, inject, it } from "vitest";
import { signBlobUrl } from "../../functions/src/adapters/blobs/signing";
import { synthesizeSong } from "../../scripts/seed/audio";
import {
  MESSAGES,
  VALIDATION,
  type AdminSampleList,
  type ApiErrorBody,
  type Sample,
  type SecurityAlerts,
} from "@songs/domain";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import { stackFirestore } from "../support/customerOrders";
import { addLibrarySample } from "../support/librarySamples";
import { uploadToSignedUrl } from "../support/signedUploads";

/** The admins' sample library: signed PUT straight to storage, then the server judges the stored bytes. */

let adminToken: string;

beforeAll(async () => {
  adminToken = await adminIdToken();
});

const post = <T>(path: string, body: unknown) =>
  api<T & Partial<ApiErrorBody>>(path, { method: "POST", token: adminToken, body });

const WAV = synthesizeSong({ key: 64, bpm: 90, seed: "admin-sample", seconds: 2 });
// A real 1x1 PNG.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d4944415478da63f8cfc0f01f0005000201e2212bc60000000049454e44ae426082",
  "hex",
);

const FIELDS = {
  title: "Sunday Morning Waltz",
  genre: "Folk",
  mood: "Sentimental",
  occasion: "Anniversary",
  story: "Forty years of Sunday dances.",
};

/** Issues an upload and PUTs the bytes to the signed URL as the browser does. */
const uploadAudio = (fileName: string, declaredType: string, bytes: Buffer) =>
  uploadToSignedUrl("/api/admin/samples/uploads", adminToken, { fileName, contentType: declaredType }, bytes);

/** The request body as sent, valid or not. */
type SampleBody = Record<string, unknown>;

const createSample = (body: SampleBody) => addLibrarySample(adminToken, body);

/** A signed GET of an object, bypassing the API, to see whether storage still holds it. */
function storedObjectUrl(bucket: string, path: string): string {
  return signBlobUrl({
    baseUrl: inject("blobUrl"),
    key: inject("blobSigningKey"),
    method: "GET",
    bucket,
    path,
    expiresAt: Math.floor(Date.now() / 1000) + 60,
  });
}

const publicSamples = async () => (await api<{ samples: Sample[] }>("/api/samples")).body.samples;
const adminSamples = async () => (await api<AdminSampleList>("/api/admin/samples", { token: adminToken })).body.samples;
const sampleCount = async () => (await stackFirestore().collection("samples").count().get()).data().count;

describe("adding a sample to the library", () => {
  it("accepts a real WAV: it is listed publicly and for admins, and its media URL serves the bytes", async () => {
    const upload = await uploadAudio("sunday waltz.wav", "audio/wav", WAV);
    const created = await createSample({ uploadId: upload.uploadId, ...FIELDS });
    expect(created.status, created.text).toBe(201);
    expect(created.body.message).toBe(MESSAGES.sampleUploaded);
    const { sample } = created.body;
    expect(sample).toMatchObject({ ...FIELDS, artistId: null });

    expect((await publicSamples()).find((listed) => listed.id === sample.id)).toEqual(sample);
    expect((await adminSamples())[0]).toEqual(sample);

    const media = await api(sample.audioUrl);
    expect(media.status).toBe(302);
    const audio = await fetch(media.headers.get("location")!);
    expect(audio.status).toBe(200);
    expect(Buffer.from(await audio.arrayBuffer()).equals(WAV)).toBe(true);
  });

  it("links a sample to a chosen artist's profile, and leaves out an empty story", async () => {
    const artist = (await api<{ artists: { id: string }[] }>("/api/artists")).body.artists[0]!;
    const upload = await uploadAudio("profile.wav", "audio/wav", WAV);
    const created = await createSample({ uploadId: upload.uploadId, ...FIELDS, story: "", artistId: artist.id });
    expect(created.status, created.text).toBe(201);
    expect(created.body.sample.artistId).toBe(artist.id);
    expect(created.body.sample).not.toHaveProperty("story");
    const profile = await api<{ samples: Sample[] }>(`/api/artists/${artist.id}`);
    expect(profile.body.samples.map((listed) => listed.id)).toContain(created.body.sample.id);
  });

  it("rejects PNG bytes named sample.mp3: deleted, listed under Rejected Files, and no sample created", async () => {
    const before = await sampleCount();
    const upload = await uploadAudio("sample.mp3", "audio/mpeg", PNG);
    const created = await createSample({ uploadId: upload.uploadId, ...FIELDS, title: "Not really audio" });
    expect(created.status).toBe(422);
    expect(created.body.error).toMatchObject({ code: "upload_rejected", message: MESSAGES.sampleUploadFailed });
    expect(created.body.error?.fields?.file).toContain("image/png");

    const path = (await stackFirestore().collection("uploads").doc(upload.uploadId).get()).get("path") as string;
    expect((await fetch(storedObjectUrl("samples", path))).status).toBe(404);

    const validations = await stackFirestore()
      .collection("fileValidations")
      .where("fileName", "==", "sample.mp3")
      .where("kind", "==", "sample")
      .get();
    expect(validations.docs.map((doc) => doc.data())).toContainEqual(
      expect.objectContaining({ mimeType: "image/png", size: PNG.length, status: "rejected", kind: "sample" }),
    );
    const alerts = await api<SecurityAlerts>("/api/admin/security?action=get_alerts&timeRange=1h", {
      token: adminToken,
    });
    expect(
      alerts.body.rejectedUploads.some(
        (rejected) => rejected.fileName === "sample.mp3" && rejected.mimeType === "image/png",
      ),
    ).toBe(true);

    expect(await sampleCount()).toBe(before);
    expect((await publicSamples()).some((listed) => listed.title === "Not really audio")).toBe(false);
  });

  it("refuses non-audio files and files of 10MB or more with the spec's messages, before any upload", async () => {
    const image = await post("/api/admin/samples/uploads", {
      fileName: "cover.png",
      contentType: "image/png",
      size: 1000,
    });
    expect(image.status).toBe(400);
    expect(image.body.error).toMatchObject({ code: "invalid_request", message: VALIDATION.sampleFileInvalid });
    const tooLarge = await post("/api/admin/samples/uploads", {
      fileName: "long.wav",
      contentType: "audio/wav",
      size: 10 * 1024 * 1024,
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error?.message).toBe(VALIDATION.sampleFileTooLarge);
  });

  it("answers field messages for a long title, a long story or a missing genre, and stores nothing", async () => {
    const upload = await uploadAudio("fields.wav", "audio/wav", WAV);
    const before = await sampleCount();
    const cases: [SampleBody, string, string][] = [
      [{ ...FIELDS, title: "x".repeat(101) }, "title", VALIDATION.sampleTitleTooLong],
      [{ ...FIELDS, story: "x".repeat(501) }, "story", VALIDATION.sampleStoryTooLong],
      [{ ...FIELDS, genre: undefined }, "genre", VALIDATION.sampleGenreRequired],
      [{ ...FIELDS, mood: "Grumpy" }, "mood", VALIDATION.sampleMoodRequired],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await createSample({ uploadId: upload.uploadId, ...fields });
      expect(refused.status, field).toBe(400);
      expect(refused.body.error?.fields?.[field]).toBe(message);
    }
    const extra = await createSample({ uploadId: upload.uploadId, ...FIELDS, audioUrl: "https://example.com/a.mp3" });
    expect(extra.status).toBe(400);
    expect(await sampleCount()).toBe(before);

    // The upload was left untouched, so the corrected form still goes through.
    const accepted = await createSample({ uploadId: upload.uploadId, ...FIELDS });
    expect(accepted.status, accepted.text).toBe(201);
  });

  it("uses an upload once, and answers 404 for an unknown one", async () => {
    const upload = await uploadAudio("once.wav", "audio/wav", WAV);
    expect((await createSample({ uploadId: upload.uploadId, ...FIELDS })).status).toBe(201);
    const again = await createSample({ uploadId: upload.uploadId, ...FIELDS });
    expect(again.status).toBe(409);
    expect((await createSample({ uploadId: "3f0c2f7e-5a8e-4a43-9a52-6d1b1f0e7a11", ...FIELDS })).status).toBe(404);
  });
});

describe("deleting a sample", () => {
  it("removes it from both lists and deletes its audio", async () => {
    const upload = await uploadAudio("goodbye.wav", "audio/wav", WAV);
    const { sample } = (await createSample({ uploadId: upload.uploadId, ...FIELDS, title: "Goodbye Song" })).body;
    const path = (await stackFirestore().collection("uploads").doc(upload.uploadId).get()).get("path") as string;
    expect((await fetch(storedObjectUrl("samples", path))).status).toBe(200);

    const deleted = await api(`/api/admin/samples/${sample.id}`, { method: "DELETE", token: adminToken });
    expect(deleted.status).toBe(204);
    expect((await publicSamples()).some((listed) => listed.id === sample.id)).toBe(false);
    expect((await adminSamples()).some((listed) => listed.id === sample.id)).toBe(false);
    expect((await fetch(storedObjectUrl("samples", path))).status).toBe(404);
    expect((await api(sample.audioUrl)).status).toBe(404);

    expect((await api(`/api/admin/samples/${sample.id}`, { method: "DELETE", token: adminToken })).status).toBe(404);
  });
});
