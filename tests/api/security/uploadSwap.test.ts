import { beforeAll, describe, expect, it } from "vitest";
import { synthesizeSong } from "../../../scripts/seed/audio";
import type { SampleUploadResponse } from "@songs/domain";
import { adminIdToken } from "../../support/adminSession";
import { api } from "../../support/api";
import { addLibrarySample } from "../../support/librarySamples";
import { putToSignedUrl } from "../../support/signedUploads";

/**
 * Threat: swapping an upload's bytes after the server checked them. The signed PUT URL names a
 * private staging object; only checked bytes are moved to a fresh public name, so the URL can no
 * longer change what is served, and nothing unchecked is readable through `/api/media`.
 */

let adminToken: string;

beforeAll(async () => {
  adminToken = await adminIdToken();
});

const WAV = synthesizeSong({ key: 60, bpm: 100, seed: "upload-swap", seconds: 1 });
const HTML = Buffer.from("<!doctype html><script>alert(document.domain)</script>");
const FIELDS = { title: "Swap Attempt", genre: "Folk", mood: "Sentimental", occasion: "Anniversary" };

async function issueSampleUpload(): Promise<SampleUploadResponse> {
  const issued = await api<SampleUploadResponse>("/api/admin/samples/uploads", {
    method: "POST",
    token: adminToken,
    body: { fileName: "swap.wav", contentType: "audio/wav", size: WAV.length },
  });
  expect(issued.status, issued.text).toBe(200);
  return issued.body;
}

/** The `/api/media` URL of the object a signed URL names ("/bucket/path" on the blob server). */
const mediaUrlOf = (signedUrl: string) => `/api/media${new URL(signedUrl).pathname}`;

describe("swapping uploaded bytes after the check", () => {
  it("keeps serving the checked bytes when the signed URL is used again after completion", async () => {
    const upload = await issueSampleUpload();
    expect((await putToSignedUrl(upload, WAV)).ok).toBe(true);
    const created = await addLibrarySample(adminToken, { uploadId: upload.uploadId, ...FIELDS });
    expect(created.status, created.text).toBe(201);

    await putToSignedUrl(upload, HTML);

    const media = await api(created.body.sample.audioUrl);
    expect(media.status).toBe(302);
    const served = await fetch(media.headers.get("location")!);
    expect(served.headers.get("content-type")).toBe("audio/wav");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(WAV);
  });

  it("never serves an unchecked upload through /api/media", async () => {
    const upload = await issueSampleUpload();
    expect((await putToSignedUrl(upload, WAV)).ok).toBe(true);
    expect((await api(mediaUrlOf(upload.uploadUrl))).status).toBe(404);
  });
});
