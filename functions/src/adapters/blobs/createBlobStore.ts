import type { Storage } from "firebase-admin/storage";
import type { BlobStoreConfig } from "../../config";
import type { BlobStore } from "./BlobStore";
import { createDiskBlobStore } from "./diskBlobStore";
import { createGcsBlobStore } from "./gcsBlobStore";

/** Chooses the adapter by configuration; the rest of the code only sees the port. */
export function createBlobStore(config: BlobStoreConfig, storage: () => Storage): BlobStore {
  if (config.kind === "disk") {
    return createDiskBlobStore({ dir: config.dir, publicUrl: config.publicUrl, signingKey: config.signingKey });
  }
  return createGcsBlobStore(storage(), config.bucketName);
}
