/** The signed upload URL refused the bytes or could not be reached. */
export class UploadTransferError extends Error {
  constructor(readonly status: number) {
    super(status === 0 ? "The upload could not reach the storage server" : `The storage server answered ${status}`);
    this.name = "UploadTransferError";
  }
}

/**
 * PUTs a file straight to a signed upload URL, with the content type and headers it was issued with. XMLHttpRequest rather than fetch: only it reports
 * upload progress (`upload.onprogress`), which drives the progress bar as a percentage.
 */
export function putFileWithProgress(
  upload: { uploadUrl: string; contentType: string; headers: Record<string, string> },
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", upload.uploadUrl);
    request.setRequestHeader("Content-Type", upload.contentType);
    // Signed with the URL (the size limit the storage enforces): sent exactly as issued.
    for (const [name, value] of Object.entries(upload.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadTransferError(request.status));
      }
    };
    request.onerror = () => reject(new UploadTransferError(0));
    request.send(file);
  });
}
