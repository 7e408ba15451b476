import type { Locator, Page } from "playwright-core";
import { DELIVERY_MESSAGES } from "@songs/domain";

/**
 * Hands in a finished song as a person on a slow uplink does (a café's wifi): picks `file` in the
 * "Finished song" field of `form`, presses Upload Song with the page's upload throttled to
 * `bytesPerSecond`, so the progress bar is there long enough to be seen, and waits until the file is
 * attached; the uplink is back to full speed after.
 */
export async function uploadFinishedSongSlowly(
  page: Page,
  form: Page | Locator,
  file: { name: string; buffer: Buffer },
  bytesPerSecond: number,
): Promise<void> {
  await form.getByLabel(/Finished song/).setInputFiles({ name: file.name, mimeType: "audio/wav", buffer: file.buffer });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  await form.getByRole("button", { name: "Upload Song" }).click();
  await page.getByRole("progressbar", { name: "Upload progress" }).waitFor();
  await page.getByText(DELIVERY_MESSAGES.fileAttached).first().waitFor({ timeout: 60_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}
