import { generateKeyPairSync } from "node:crypto";
import { Storage as CloudStorage } from "@google-cloud/storage";
import type { Storage } from "firebase-admin/storage";
import { describe, expect, it } from "vitest";
import { createGcsBlobStore } from "./gcsBlobStore";

// A service account key made here: V4 signed URLs are signed locally with it, no network needed.
const { privateKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const cloudStorage = new CloudStorage({
  projectId: "songs-test",
  credentials: { client_email: "songs-functions@songs-test.iam.gserviceaccount.com", private_key: privateKey },
});
// firebase-admin's Storage hands out @google-cloud/storage buckets; this one is the real library's.
const storage = { bucket: () => cloudStorage.bucket("songs-test.firebasestorage.app") } as unknown as Storage;

describe("Cloud Storage signed upload URLs", () => {
  it("sign the size limit, so Storage refuses a larger body and the browser must send the header", async () => {
    const { url, headers } = await createGcsBlobStore(storage).signedUploadUrl("upload-staging", "samples/a.wav", {
      contentType: "audio/wav",
      ttlSeconds: 900,
      maxBytes: 20 * 1024 * 1024 - 1,
    });
    expect(headers).toEqual({ "x-goog-content-length-range": "0,20971519" });
    const signed = new URL(url);
    expect(signed.searchParams.get("X-Goog-Algorithm")).toBe("GOOG4-RSA-SHA256");
    expect(signed.searchParams.get("X-Goog-SignedHeaders")?.split(";")).toEqual(
      expect.arrayContaining(["content-type", "host", "x-goog-content-length-range"]),
    );
  });
});
