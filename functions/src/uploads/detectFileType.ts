import type { Readable } from "node:stream";
import { ReadableStream } from "node:stream/web";

/** What `file-type` found in a file's first bytes (magic numbers), or null when it knows no match. */
export interface DetectedType {
  ext: string;
  mime: string;
}

/**
 * `file-type` is published as ES modules only; the functions bundle is CommonJS, so it is loaded
 * with a dynamic import that the bundle keeps as `import()` (npm packages stay external).
 */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedType | null> {
  const { fileTypeFromBuffer } = await import("file-type");
  const found = await fileTypeFromBuffer(bytes);
  return found ? { ext: found.ext, mime: found.mime } : null;
}

/**
 * The same from a stream, read only as far as the detection needs (a long ID3 tag is skipped as it
 * streams past, never held); the stream is closed after. Rejects when the stream cannot be read.
 */
export async function detectStreamType(stream: Readable): Promise<DetectedType | null> {
  const { fileTypeFromStream } = await import("file-type");
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  // Pulled a chunk at a time as the detection asks (Readable.toWeb pushes on, past a cancel).
  const pulled = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: () => void stream.destroy(),
  });
  try {
    const found = await fileTypeFromStream(pulled);
    return found ? { ext: found.ext, mime: found.mime } : null;
  } finally {
    stream.destroy();
  }
}
