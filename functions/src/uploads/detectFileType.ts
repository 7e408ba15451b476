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
