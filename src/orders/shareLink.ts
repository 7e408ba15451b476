/** How a private listening link leaves the dashboard: the Web Share sheet where there is one, else the clipboard. */

export type ShareOutcome = "shared" | "copied" | "cancelled";

interface ShareInput {
  url: string;
  title: string;
  /** The song itself, shared along with the link where the browser can share files. */
  file?: File;
}

export async function shareLink({ url, title, file }: ShareInput): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    const withFile = file && navigator.canShare?.({ files: [file] }) ? { files: [file] } : {};
    try {
      await navigator.share({ title, url, ...withFile });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // Sharing refused (no permission, unsupported data): the clipboard still works.
    }
  }
  await copyText(url);
  return "copied";
}

/** Copies the text (a link, the lyrics); rejects where the clipboard is unavailable. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error("Clipboard unavailable");
  await navigator.clipboard.writeText(text);
}
