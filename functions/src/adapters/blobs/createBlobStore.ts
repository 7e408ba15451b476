import type { Storage } from "firebase-admin/storage";
import type { BlobStore } from "./BlobStore";
import { createDiskBlobStore, type DiskBlobStoreOptions } from "./diskBlobStore";
import { createGcsBlobStore } from "./gcsBlobStore";

/** Which adapter an instance uses, with its settings: Cloud Storage (a bucket, or the project's default) or a folder on disk. */
export type BlobStoreChoice = { kind: "gcs"; bucketName?: string } | ({ kind: "disk" } & DiskBlobStoreOptions);

/** Chooses the adapter by configuration; the rest of the code only sees the port. */
export function createBlobStore(config: BlobStoreChoice, storage: () => Storage): BlobStore {
  if (config.kind === "disk") {
    return createDiskBlobStore({ dir: config.dir, publicUrl: config.publicUrl, signingKey: config.signingKey });
  }
  return createGcsBlobStore(storage(), config.bucketName);
}
