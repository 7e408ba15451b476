import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import nodePath from "node:path";
import { contentLengthRange, contentTypeOf, isValidObjectPath, type BlobStore } from "./BlobStore";
import { signBlobUrl } from "./signing";

export interface DiskBlobStoreOptions {
  /** Folder holding one sub-folder per bucket. */
  dir: string;
  /** Base URL of the blob server that serves `dir` (signed GET with Range, signed PUT). */
  publicUrl: string;
  signingKey: string;
  now?: () => number;
}

/** Local-only adapter: files on disk, signed URLs pointing at the local stack's blob server. */
export function createDiskBlobStore(options: DiskBlobStoreOptions): BlobStore {
  const now = options.now ?? Date.now;
  const fileOf = (bucket: string, path: string): string => {
    if (!isValidObjectPath(bucket, path)) throw new Error(`Invalid object path: ${bucket}/${path}`);
    return nodePath.join(options.dir, bucket, ...path.split("/"));
  };
  const expiresAt = (ttlSeconds: number) => Math.floor(now() / 1000) + ttlSeconds;
  const sign = { baseUrl: options.publicUrl, key: options.signingKey };

  return {
    async signedReadUrl(bucket, path, ttlSeconds) {
      fileOf(bucket, path);
      return signBlobUrl({ ...sign, method: "GET", bucket, path, expiresAt: expiresAt(ttlSeconds) });
    },
    async signedUploadUrl(bucket, path, { contentType, ttlSeconds, maxBytes }) {
      fileOf(bucket, path);
      const headers = contentLengthRange(maxBytes);
      return {
        url: signBlobUrl({
          ...sign,
          method: "PUT",
          bucket,
          path,
          expiresAt: expiresAt(ttlSeconds),
          contentType,
          maxBytes,
        }),
        headers,
      };
    },
    async stat(bucket, path) {
      try {
        const info = await stat(fileOf(bucket, path));
        return info.isFile() ? { size: info.size, contentType: contentTypeOf(path) } : null;
      } catch {
        return null;
      }
    },
    async read(bucket, path) {
      try {
        return await readFile(fileOf(bucket, path));
      } catch {
        return null;
      }
    },
    readStream(bucket, path) {
      return createReadStream(fileOf(bucket, path));
    },
    async write(bucket, path, bytes) {
      const file = fileOf(bucket, path);
      await mkdir(nodePath.dirname(file), { recursive: true });
      // A name of its own for each write: two writes of one object at once (a follow-up delivered
      // twice) both succeed and the last stays, as in Cloud Storage; a shared name lost one's rename.
      const temporary = `${file}.${randomUUID()}.partial`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async delete(bucket, path) {
      await rm(fileOf(bucket, path), { force: true });
    },
    async move(from, to) {
      const target = fileOf(to.bucket, to.path);
      await mkdir(nodePath.dirname(target), { recursive: true });
      await rename(fileOf(from.bucket, from.path), target);
    },
  };
}
