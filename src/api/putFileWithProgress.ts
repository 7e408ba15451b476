/** The signed upload URL refused the bytes or could not be reached. */
export class UploadTransferError extends Error {
  constructor(readonly status: number) {
    super(status === 0 ? "The upload could not reach the storage server" : `The storage server answered ${status}`);
    this.name = "UploadTransferError";
  }
}

/**
 * PUTs a file straight to a signed upload URL. XMLHttpRequest rather than fetch: only it reports
 * upload progress (`upload.onprogress`), which drives the progress bar as a percentage.
 */
export function putFileWithProgress(url: string, file: Blob, contentType: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", url);
    request.setRequestHeader("Content-Type", contentType);
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
