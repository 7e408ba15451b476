const RELEASE_AFTER_MS = 40_000;

/** Hands a file to the browser's download (saved under `fileName`), as a click on a download link would. */
export function saveFileToDevice(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL a little after the click; release it once the save has surely started.
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
