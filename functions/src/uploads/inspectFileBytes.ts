import type { Readable } from "node:stream";
import { detectFileType, detectStreamType, type DetectedType } from "./detectFileType";
import type { FileKind, UploadPolicy } from "./UploadPolicy";

export interface Inspection {
  /** The type the bytes show, when `file-type` recognised them. */
  detectedType: string | null;
  /** Why the file is refused, one sentence each; empty when it is accepted. */
  errors: string[];
}

/** The stored file to judge: its bytes whole (for a policy's content check), or as a stream. */
export interface StoredFile {
  bytes(): Promise<Uint8Array | null>;
  stream(): Readable;
}

/** "MP3, WAV or M4A" */
function kindList(policy: UploadPolicy): string {
  const labels = policy.kinds.map((kind) => kind.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}` : (labels[0] ?? "");
}

const unreadable: Inspection = { detectedType: null, errors: ["The file could not be read."] };

/**
 * Judges a stored file by its real size and its magic numbers: it must be non-empty, under the
 * policy's limit, and its bytes must be of the kind its name claims. Bytes are read only when the
 * size is acceptable. Without a content check of its own (songs, samples: up to 50 MB) the type is
 * sniffed from a stream, read only as far as needed (a long ID3 tag streams past, nothing held), so
 * many large completions at once fit an instance's memory. A policy with a content check (a photo
 * decodes, a voice note's structure and length: a few MB at most) is given the whole file.
 */
export async function inspectFileBytes(
  policy: UploadPolicy,
  claimed: FileKind,
  size: number,
  file: StoredFile,
): Promise<Inspection> {
  if (size === 0) return { detectedType: null, errors: ["The file is empty."] };
  if (size >= policy.maxBytes) return { detectedType: null, errors: [policy.messages.tooLarge] };

  let detected: DetectedType | null;
  let bytes: Uint8Array | null = null;
  if (policy.checkContent) {
    bytes = await file.bytes();
    if (!bytes) return unreadable;
    detected = await detectFileType(bytes);
  } else {
    try {
      detected = await detectStreamType(file.stream());
    } catch {
      return unreadable;
    }
  }
  if (!detected) {
    return { detectedType: null, errors: [`The file's content is not recognised as ${kindList(policy)}.`] };
  }
  if (claimed.detectedTypes.includes(detected.mime)) {
    const problem = bytes && policy.checkContent ? await policy.checkContent(bytes) : null;
    return { detectedType: detected.mime, errors: problem ? [problem] : [] };
  }
  const other = policy.kinds.find((kind) => kind.detectedTypes.includes(detected.mime));
  const error = other
    ? `The file's content is ${other.label} (${detected.mime}) but its name says ${claimed.label}.`
    : `The file's content is ${detected.mime}, not ${kindList(policy)}.`;
  return { detectedType: detected.mime, errors: [error] };
}
