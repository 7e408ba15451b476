import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { signBlobUrl } from "../../functions/src/adapters/blobs/signing";
import { ORDER_SONGS_BUCKET } from "../../functions/src/orders/songFiles";
import { synthesizeSong } from "../../scripts/seed/audio";
import {
  SIGNED_URL_TTL_SECONDS,
  DELIVERY_MESSAGES,
  MESSAGES,
  VALIDATION,
  type AdminOrderDetails,
  type SongPreviewResponse,
  type SongUploadCompleted,
  type SongUploadResponse,
  type SecurityAlerts,
  type ApiErrorBody,
} from "@songs/domain";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import { createCustomer, createOrder, stackFirestore, type Customer } from "../support/customerOrders";
import { putToSignedUrl } from "../support/signedUploads";

/** The finished-song upload: signed PUT straight to storage, then the server judges the stored bytes. */

let adminToken: string;
let customer: Customer;

beforeAll(async () => {
  [adminToken, customer] = await Promise.all([adminIdToken(), createCustomer()]);
});

const post = <T>(path: string, body: unknown = {}) =>
  api<T & Partial<ApiErrorBody>>(path, { method: "POST", token: adminToken, body });
const orderPath = (orderId: string) => `/api/admin/orders/${orderId}`;

const WAV = synthesizeSong({ key: 60, bpm: 100, seed: "admin-upload", seconds: 2 });
// A real 1x1 PNG.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d4944415478da63f8cfc0f01f0005000201e2212bc60000000049454e44ae426082",
  "hex",
);

async function requestUpload(orderId: string, file: { fileName: string; contentType: string; size: number }) {
  return post<SongUploadResponse>(`${orderPath(orderId)}/song-uploads`, file);
}

/** Issues an upload, PUTs the bytes to the signed URL as the browser does, and completes it. */
async function uploadAndComplete(orderId: string, fileName: string, declaredType: string, bytes: Buffer) {
  const issued = await requestUpload(orderId, { fileName, contentType: declaredType, size: bytes.length });
  expect(issued.status, issued.text).toBe(200);
  expect((await putToSignedUrl(issued.body, bytes)).ok).toBe(true);
  const completed = await post<SongUploadCompleted>(
    `${orderPath(orderId)}/song-uploads/${issued.body.uploadId}/complete`,
  );
  return { issued: issued.body, completed };
}

/** The admins' delivery of the attached files with these lyrics (a new version each time something changed). */
const deliver = (orderId: string, lyrics = "Verse 1\nA song delivered by the admins") =>
  post<SongUploadCompleted>(`${orderPath(orderId)}/delivery`, { lyrics });

const details = async (orderId: string) =>
  (await api<AdminOrderDetails>(orderPath(orderId), { token: adminToken })).body;

describe("uploading the finished song", () => {
  it("accepts a real WAV: the order is completed with version 1, the customer is emailed, and the preview plays it", async () => {
    const orderId = await createOrder(customer, { status: "in_progress", recipientName: "Wren Upload" });
    const { issued, completed } = await uploadAndComplete(orderId, "final mix.wav", "audio/wav", WAV);
    expect(issued.contentType).toBe("audio/wav");
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body).toEqual({ message: DELIVERY_MESSAGES.fileAttached, version: 0 });
    expect((await details(orderId)).status).toBe("in_progress");
    const delivered = await deliver(orderId);
    expect(delivered.status, delivered.text).toBe(200);
    expect(delivered.body).toEqual({ message: MESSAGES.songUploaded, version: 1 });

    const order = await details(orderId);
    expect(order.status).toBe("completed");
    expect(order.song).toMatchObject({ version: 1, contentType: "audio/wav" });
    expect(order.statusHistory.at(-1)).toMatchObject({
      from: "in_progress",
      to: "completed",
      reason: "song_released",
      changedByEmail: "admin@example.com",
    });

    const mail = await stackFirestore().collection("mail").where("orderId", "==", orderId).get();
    expect(mail.docs.map((doc) => doc.get("to") as string)).toEqual([customer.email]);

    const preview = await post<SongPreviewResponse>(`${orderPath(orderId)}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.expiresInSeconds).toBe(SIGNED_URL_TTL_SECONDS);
    const played = await fetch(preview.body.url);
    expect(played.status).toBe(200);
    expect(Buffer.from(await played.arrayBuffer()).equals(WAV)).toBe(true);
  });

  it("counts a second delivery as version 2", async () => {
    const orderId = await createOrder(customer, { status: "paid" });
    await uploadAndComplete(orderId, "take-1.wav", "audio/wav", WAV);
    expect((await deliver(orderId)).body).toEqual({ message: MESSAGES.songUploaded, version: 1 });
    await uploadAndComplete(orderId, "take-2.wav", "audio/x-wav", WAV);
    expect((await deliver(orderId)).body).toEqual({ message: MESSAGES.songUploaded, version: 2 });
  });

  it("serialises ten deliveries at the same moment: ten versions, one history entry and one email each", async () => {
    const PARALLEL = 10;
    const orderId = await createOrder(customer, { status: "paid" });
    const order = stackFirestore().collection("orders").doc(orderId);
    await order.update({
      revisionRequested: true,
      revisions: [
        { id: "r1", note: "Louder drums", requestedAt: Timestamp.now(), resolvedAt: null, resolvedByVersion: null },
      ],
    });
    await uploadAndComplete(orderId, "take.wav", "audio/wav", WAV);

    // Ten deliveries at once, each with its own lyrics: each one a version of its own.
    const completed = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => deliver(orderId, `Verse 1\nTake ${i}`)),
    );
    expect(completed.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));
    const versions = Array.from({ length: PARALLEL }, (_, i) => i + 1);
    expect(completed.map((answer) => answer.body.version).sort((a, b) => a - b)).toEqual(versions);

    const delivered = await details(orderId);
    expect(delivered).toMatchObject({ status: "completed", song: { version: PARALLEL }, revisionRequested: false });
    expect(delivered.revisions).toEqual([expect.objectContaining({ note: "Louder drums", resolvedByVersion: 1 })]);
    // Oldest first: the first delivery left "paid", each later one added a version to the completed order.
    expect(delivered.statusHistory.map(({ from, to, reason }) => ({ from, to, reason }))).toEqual(
      versions.map((version) => ({
        from: version === 1 ? "paid" : "completed",
        to: "completed",
        reason: "song_released",
      })),
    );
    const history = await order.collection("statusHistory").orderBy("createdAt", "asc").get();
    expect(history.docs.map((doc) => doc.get("songVersion") as number)).toEqual(versions);
    const mail = await stackFirestore().collection("mail").where("orderId", "==", orderId).get();
    expect(mail.docs.map((doc) => doc.id).sort()).toEqual(
      versions.map((version) => `song-ready-${orderId}-v${version}`).sort(),
    );
  }, 120_000);

  it("rejects a PNG named song.mp3: deleted, listed under Rejected Files, and the order unchanged", async () => {
    const orderId = await createOrder(customer, { status: "paid" });
    const { issued, completed } = await uploadAndComplete(orderId, "song.mp3", "audio/mpeg", PNG);
    expect(completed.status).toBe(422);
    expect(completed.body.error).toMatchObject({ code: "upload_rejected", message: MESSAGES.uploadFailed });
    expect(completed.body.error?.fields?.file).toContain("image/png");

    const path = (await stackFirestore().collection("uploads").doc(issued.uploadId).get()).get("path") as string;
    const signedGet = signBlobUrl({
      baseUrl: inject("blobUrl"),
      key: inject("blobSigningKey"),
      method: "GET",
      bucket: ORDER_SONGS_BUCKET,
      path,
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    });
    expect((await fetch(signedGet)).status).toBe(404);

    const validations = await stackFirestore().collection("fileValidations").where("orderId", "==", orderId).get();
    expect(validations.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        fileName: "song.mp3",
        mimeType: "image/png",
        size: PNG.length,
        status: "rejected",
        kind: "song",
      }),
    ]);
    const alerts = await api<SecurityAlerts>("/api/admin/security?action=get_alerts&timeRange=1h", {
      token: adminToken,
    });
    expect(
      alerts.body.rejectedUploads.some((upload) => upload.fileName === "song.mp3" && upload.mimeType === "image/png"),
    ).toBe(true);

    const order = await details(orderId);
    expect(order.status).toBe("paid");
    expect(order.song).toBeNull();
    expect((await post(`${orderPath(orderId)}/preview`)).status).toBe(404);
  });

  it("rejects a WAV whose name says MP3", async () => {
    const orderId = await createOrder(customer, { status: "paid" });
    const { completed } = await uploadAndComplete(orderId, "song.mp3", "audio/mpeg", WAV);
    expect(completed.status).toBe(422);
    expect(completed.body.error?.fields?.file).toContain("WAV");
  });

  it("refuses other file types and files of 50MB or more with the spec's messages, before any upload", async () => {
    const orderId = await createOrder(customer, { status: "paid" });
    const wrongType = await requestUpload(orderId, { fileName: "cover.png", contentType: "image/png", size: 1000 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toMatchObject({ code: "invalid_request", message: VALIDATION.songFileInvalid });
    const tooLarge = await requestUpload(orderId, {
      fileName: "long.wav",
      contentType: "audio/wav",
      size: 50 * 1024 * 1024,
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error?.message).toBe(VALIDATION.songFileTooLarge);
  });

  it("says when nothing was uploaded yet, and judges an upload only once", async () => {
    const orderId = await createOrder(customer, { status: "paid" });
    const issued = await requestUpload(orderId, { fileName: "song.wav", contentType: "audio/wav", size: WAV.length });
    const completePath = `${orderPath(orderId)}/song-uploads/${issued.body.uploadId}/complete`;
    expect((await post(completePath)).body.error?.code).toBe("upload_missing");

    await putToSignedUrl(issued.body, WAV);
    expect((await post(completePath)).status).toBe(200);
    const again = await post(completePath);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("upload_completed");
  });

  it("does not take a song for a pending or cancelled order, nor an upload issued for another order", async () => {
    const pending = await createOrder(customer, { status: "pending" });
    const cancelled = await createOrder(customer, { status: "cancelled" });
    for (const orderId of [pending, cancelled]) {
      const refused = await requestUpload(orderId, { fileName: "song.wav", contentType: "audio/wav", size: 100 });
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe("order_not_deliverable");
    }
    const paid = await createOrder(customer, { status: "paid" });
    const other = await createOrder(customer, { status: "paid" });
    const issued = await requestUpload(paid, { fileName: "song.wav", contentType: "audio/wav", size: WAV.length });
    expect((await post(`${orderPath(other)}/song-uploads/${issued.body.uploadId}/complete`)).status).toBe(404);
  });
});
