import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { synthesizeSong } from "../../scripts/seed/audio";
import {
  pendingSampleListSchema,
  SAMPLE_SUBMISSIONS_PER_DAY,
  STUDIO_MESSAGES,
  type ApiErrorBody,
  type PendingSampleList,
  type Sample,
  type SampleUploadResponse,
  type StudioSample,
} from "@songs/domain";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import { createTestArtist, type TestArtist } from "../support/artists";
import { startApiInProcess } from "../support/checkout";
import { createCustomer, stackFirestore, type Customer } from "../support/customerOrders";
import { expectPagedOldestFirst, everyQueuePage, type QueueRoute } from "../support/queuePages";
import { uploadToSignedUrl } from "../support/signedUploads";

/** Artists' sample submissions: the same signed, byte-checked upload, pending until an admin decides. */

/**
 * One API instance, which answers the public catalogue from memory (its storage is not wired, so
 * uploads and submissions go to the stack's API; the reads and decisions that matter go here).
 */
let instance: { url: string; close: () => void };
let maya: TestArtist;
let sofia: TestArtist;
let customer: Customer;
let adminToken: string;
const madeSampleIds: string[] = [];

const WAV = synthesizeSong({ key: 60, bpm: 96, seed: "artist-sample", seconds: 2 });
const FIELDS = { title: "Kitchen Dance", genre: "Folk", mood: "Happy", occasion: "Birthday" };

const onInstance = <T>(path: string, request: Parameters<typeof api>[1] = {}) =>
  api<T & Partial<ApiErrorBody>>(path, { ...request, base: instance.url });
const post = <T>(path: string, token: string, body: unknown = {}) =>
  onInstance<T>(path, { method: "POST", token, body });
const postToStack = <T>(path: string, token: string, body: unknown) =>
  api<T & Partial<ApiErrorBody>>(path, { method: "POST", token, body });
const publicIds = async () =>
  (await onInstance<{ samples: Sample[] }>("/api/samples")).body.samples.map((sample) => sample.id);
const profileSampleIds = async (artistId: string) =>
  (await onInstance<{ samples: Sample[] }>(`/api/artists/${artistId}`)).body.samples.map((s) => s.id);

/** The admins' queue of submissions, read on this instance. */
const PENDING: QueueRoute<PendingSampleList> = {
  path: "/api/admin/sample-submissions",
  get token() {
    return adminToken;
  },
  get base() {
    return instance.url;
  },
  parse: (body) => pendingSampleListSchema.parse(body),
  idsOf: (page) => page.samples.map((sample) => sample.id),
};
const everyPending = async () => (await everyQueuePage(PENDING)).flatMap((page) => page.samples);

/** Uploads real audio as `artist` and submits it; answers the submission. */
async function submit(artist: TestArtist, title = FIELDS.title): Promise<StudioSample> {
  const issued = await uploadToSignedUrl(
    "/api/studio/samples/uploads",
    artist.idToken,
    { fileName: "dance.wav", contentType: "audio/wav" },
    WAV,
  );
  const submitted = await postToStack<{ sample: StudioSample }>("/api/studio/samples", artist.idToken, {
    ...FIELDS,
    title,
    uploadId: issued.uploadId,
  });
  expect(submitted.status, submitted.text).toBe(201);
  madeSampleIds.push(submitted.body.sample.id);
  return submitted.body.sample;
}

beforeAll(async () => {
  instance = await startApiInProcess();
  [maya, sofia, customer, adminToken] = await Promise.all([
    createTestArtist(),
    createTestArtist(),
    createCustomer(),
    adminIdToken(),
  ]);
});

afterAll(async () => {
  instance?.close();
  await Promise.all(madeSampleIds.map((id) => stackFirestore().collection("samples").doc(id).delete()));
});

describe("an artist's sample submissions per day", () => {
  it(`allows ${SAMPLE_SUBMISSIONS_PER_DAY} uploads a day per artist, then answers 429 with its message; other artists are not counted`, async () => {
    const [busy, other] = await Promise.all([createTestArtist(), createTestArtist()]);
    const start = (artist: TestArtist) =>
      postToStack<SampleUploadResponse>("/api/studio/samples/uploads", artist.idToken, {
        fileName: "dance.wav",
        contentType: "audio/wav",
        size: WAV.length,
      });
    for (let i = 0; i < SAMPLE_SUBMISSIONS_PER_DAY; i++) expect((await start(busy)).status).toBe(200);
    const refused = await start(busy);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      code: "rate_limited",
      message: STUDIO_MESSAGES.tooManySampleSubmissions,
    });
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await start(other)).status).toBe(200);
  });
});

describe("an artist's sample submission", () => {
  it("is stored pending: in the studio and the admins' queue, never in the public library or profile", async () => {
    await publicIds(); // the instance now keeps the public library in memory
    const sample = await submit(maya);
    expect(sample).toMatchObject({
      artistId: maya.artistId,
      title: FIELDS.title,
      state: "pending",
      rejectionReason: null,
    });
    expect(
      (await onInstance<{ samples: StudioSample[] }>("/api/studio/samples", { token: maya.idToken })).body.samples.map(
        (s) => s.id,
      ),
    ).toEqual([sample.id]);
    expect(await everyPending()).toContainEqual(expect.objectContaining({ id: sample.id, artistName: maya.name }));
    expect(await publicIds()).not.toContain(sample.id);
    expect(await profileSampleIds(maya.artistId)).toEqual([]);
  });

  it("becomes public when an admin approves it, at once on this instance, and is decided once", async () => {
    const sample = await submit(maya, "Approved Waltz");
    expect(await publicIds()).not.toContain(sample.id);
    const approved = await post(`/api/admin/sample-submissions/${sample.id}/approve`, adminToken);
    expect(approved.status, approved.text).toBe(200);
    expect(await publicIds()).toContain(sample.id);
    expect(await profileSampleIds(maya.artistId)).toContain(sample.id);
    const again = await post(`/api/admin/sample-submissions/${sample.id}/reject`, adminToken, {
      reason: "Changed my mind",
    });
    expect(again.status).toBe(409);
  });

  it("stays private when rejected, and the artist reads the reason", async () => {
    const sample = await submit(sofia, "Rough Mix");
    const refused = await post(`/api/admin/sample-submissions/${sample.id}/reject`, adminToken, { reason: "" });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({ reason: "Please tell the artist why" });
    expect(
      (
        await post(`/api/admin/sample-submissions/${sample.id}/reject`, adminToken, {
          reason: "The vocals clip at 0:40.",
        })
      ).status,
    ).toBe(200);
    const mine = (await onInstance<{ samples: StudioSample[] }>("/api/studio/samples", { token: sofia.idToken })).body
      .samples;
    expect(mine).toEqual([
      expect.objectContaining({ id: sample.id, state: "rejected", rejectionReason: "The vocals clip at 0:40." }),
    ]);
    expect(await publicIds()).not.toContain(sample.id);
  });

  it("never shows or takes another artist's samples or uploads", async () => {
    const issued = await postToStack<SampleUploadResponse>("/api/studio/samples/uploads", maya.idToken, {
      fileName: "x.wav",
      contentType: "audio/wav",
      size: WAV.length,
    });
    expect(issued.status).toBe(200);
    const stolen = await postToStack("/api/studio/samples", sofia.idToken, {
      ...FIELDS,
      uploadId: issued.body.uploadId,
    });
    expect(stolen.status).toBe(404);
    const sofias = (await onInstance<{ samples: StudioSample[] }>("/api/studio/samples", { token: sofia.idToken })).body
      .samples;
    expect(sofias.every((sample) => sample.artistId === sofia.artistId)).toBe(true);
  });

  it("refuses customers, and answers 400 with field messages writing nothing", async () => {
    expect((await onInstance("/api/studio/samples", { token: customer.token })).status).toBe(403);
    expect(
      (
        await post("/api/studio/samples/uploads", customer.token, {
          fileName: "x.wav",
          contentType: "audio/wav",
          size: 10,
        })
      ).status,
    ).toBe(403);
    expect((await onInstance("/api/admin/sample-submissions", { token: maya.idToken })).status).toBe(403);
    const before = (await stackFirestore().collection("samples").count().get()).data().count;
    const invalid = await post("/api/studio/samples", maya.idToken, {
      uploadId: "x",
      title: "",
      genre: "Folk",
      mood: "Happy",
      occasion: "Birthday",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error?.fields?.title).toBe("Title is required");
    expect((await stackFirestore().collection("samples").count().get()).data().count).toBe(before);
  });
});

describe("the admins' queue of submissions", () => {
  it("comes 50 a page, oldest first, with how many wait; a forged cursor gets 400", async () => {
    // Submitted before anything else on the stack, so they lead the queue.
    const longAgo = Date.now() - 3 * 365 * 86_400_000;
    const prefix = `queued-${maya.artistId.slice(0, 8)}`;
    const waiting = Array.from({ length: 55 }, (_, i) => ({
      id: `${prefix}-${String(i).padStart(2, "0")}`,
      data: {
        ...FIELDS,
        title: `Queued ${i}`,
        artistId: maya.artistId,
        audioPath: `${prefix}-${i}.wav`,
        state: "pending",
        createdAt: Timestamp.fromMillis(longAgo + i * 60_000),
      },
    }));
    await expectPagedOldestFirst(PENDING, "samples", waiting);
  });
});
