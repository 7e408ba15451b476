import { detectFileType } from "./detectFileType";
import type { FileKind, UploadPolicy } from "./UploadPolicy";

export interface Inspection {
  /** The type the bytes show, when `file-type` recognised them. */
  detectedType: string | null;
  /** Why the file is refused, one sentence each; empty when it is accepted. */
  errors: string[];
}

/** "MP3, WAV or M4A" */
function kindList(policy: UploadPolicy): string {
  const labels = policy.kinds.map((kind) => kind.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}` : (labels[0] ?? "");
}

/**
 * Judges a stored file by its real size and its magic numbers: it must be non-empty, under the
 * policy's limit, and its bytes must be of the kind its name claims. Bytes are read only when the
 * size is acceptable; the whole file is passed (not a prefix) so a long ID3 tag cannot end the
 * check before the content. Then the policy's own content check, if it has one.
 */
export async function inspectFileBytes(
  policy: UploadPolicy,
  claimed: FileKind,
  size: number,
  readBytes: () => Promise<Uint8Array | null>,
): Promise<Inspection> {
  if (size === 0) return { detectedType: null, errors: ["The file is empty."] };
  if (size >= policy.maxBytes) return { detectedType: null, errors: [policy.messages.tooLarge] };
  const bytes = await readBytes();
  if (!bytes) return { detectedType: null, errors: ["The file could not be read."] };

  const detected = await detectFileType(bytes);
  if (!detected) {
    return { detectedType: null, errors: [`The file's content is not recognised as ${kindList(policy)}.`] };
  }
  if (claimed.detectedTypes.includes(detected.mime)) {
    const problem = (await policy.checkContent?.(bytes)) ?? null;
    return { detectedType: detected.mime, errors: problem ? [problem] : [] };
  }
  const other = policy.kinds.find((kind) => kind.detectedTypes.includes(detected.mime));
  const error = other
    ? `The file's content is ${other.label} (${detected.mime}) but its name says ${claimed.label}.`
    : `The file's content is ${detected.mime}, not ${kindList(policy)}.`;
  return { detectedType: detected.mime, errors: [error] };
}
