/**
 * What one kind of upload accepts (a finished song, a library sample, an artist photo): the bucket
 * it lands in, the file kinds allowed, the size limit and the messages shown for a refusal. The
 * signed-upload issuing and the stored-bytes inspection in this folder are generic over it.
 */
export interface FileKind {
  /** A short name for messages, e.g. "MP3". */
  label: string;
  /** File name extensions of this kind, lower case without the dot; the first names stored objects. */
  extensions: readonly string[];
  /** Types a browser may declare for it. */
  declaredTypes: readonly string[];
  /** Types `file-type` reports for its bytes (magic numbers). */
  detectedTypes: readonly string[];
  /** The type the object is uploaded and served with. */
  contentType: string;
}

export interface UploadPolicy {
  /** What the upload is for, recorded with every upload and rejected file ("song", "sample", ...). */
  purpose: string;
  /** The field naming the record a file is for in its fileValidations entry, e.g. "orderId". */
  subjectField: string;
  bucket: string;
  kinds: readonly FileKind[];
  /** Files must be smaller than this. */
  maxBytes: number;
  messages: { invalidType: string; tooLarge: string };
  /**
   * A further check of the whole file once its bytes are of the right kind (an image decodes): why
   * it is refused, or null. It runs before the file is published, so a refusal replaces nothing.
   * The file is then held whole in memory: only for small kinds (photos, voice notes); the large
   * ones (songs, samples) are judged from a stream.
   */
  checkContent?: (bytes: Uint8Array) => Promise<string | null>;
}

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf(".");
  return dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : "";
};

/**
 * The kind a picked file claims to be: by its name's extension, else by its declared type (a
 * browser may leave either out). Null when it claims none of the policy's kinds.
 */
export function claimedKind(policy: UploadPolicy, fileName: string, declaredType: string): FileKind | null {
  const extension = extensionOf(fileName);
  const type = declaredType.toLowerCase();
  return (
    policy.kinds.find((kind) => kind.extensions.includes(extension)) ??
    policy.kinds.find((kind) => kind.declaredTypes.includes(type)) ??
    null
  );
}

export function kindByExtension(policy: UploadPolicy, extension: string): FileKind | null {
  return policy.kinds.find((kind) => kind.extensions[0] === extension) ?? null;
}
