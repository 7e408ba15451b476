import type { Storage } from "firebase-admin/storage";
import { contentDispositionFor, contentLengthRange, isValidObjectPath, type BlobStore } from "./BlobStore";

/**
 * Cloud Storage adapter: each logical bucket is a top-level folder of the project's storage bucket
 * (`artists/…`, `samples/…`). Signed URLs are V4 (the service account needs
 * roles/iam.serviceAccountTokenCreator). Cloud Storage serves an object's own Content-Type and
 * Content-Disposition, so each stored file gets the disposition for its kind; it cannot carry a CSP,
 * which is why user files are only served from storage.googleapis.com, never the site's origin.
 */
export function createGcsBlobStore(storage: Storage, bucketName?: string): BlobStore {
  const bucket = bucketName ? storage.bucket(bucketName) : storage.bucket();
  const fileOf = (area: string, path: string) => {
    if (!isValidObjectPath(area, path)) throw new Error(`Invalid object path: ${area}/${path}`);
    return bucket.file(`${area}/${path}`);
  };
  const isNotFound = (error: unknown) => (error as { code?: unknown }).code === 404;

  return {
    async signedReadUrl(area, path, ttlSeconds) {
      const [url] = await fileOf(area, path).getSignedUrl({
        version: "v4",
        action: "read",
        expires: Date.now() + ttlSeconds * 1000,
      });
      return url;
    },
    async signedUploadUrl(area, path, { contentType, ttlSeconds, maxBytes }) {
      const headers = contentLengthRange(maxBytes);
      const [url] = await fileOf(area, path).getSignedUrl({
        version: "v4",
        action: "write",
        contentType,
        // Signed, so the browser must send it, and Storage refuses a body larger than the policy allows.
        extensionHeaders: headers,
        expires: Date.now() + ttlSeconds * 1000,
      });
      return { url, headers };
    },
    async stat(area, path) {
      try {
        const [metadata] = await fileOf(area, path).getMetadata();
        return { size: Number(metadata.size ?? 0), contentType: metadata.contentType ?? "application/octet-stream" };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(area, path) {
      try {
        const [bytes] = await fileOf(area, path).download();
        return bytes;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    readStream(area, path) {
      return fileOf(area, path).createReadStream();
    },
    async write(area, path, bytes, contentType) {
      await fileOf(area, path).save(Buffer.from(bytes), {
        contentType,
        metadata: { contentDisposition: contentDispositionFor(contentType) },
        resumable: false,
      });
    },
    async delete(area, path) {
      await fileOf(area, path).delete({ ignoreNotFound: true });
    },
    async move(from, to) {
      const target = fileOf(to.bucket, to.path);
      await fileOf(from.bucket, from.path).move(target);
      const [metadata] = await target.getMetadata();
      await target.setMetadata({ contentDisposition: contentDispositionFor(metadata.contentType ?? "") });
    },
  };
}
