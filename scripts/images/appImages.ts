/**
 * `npm run images:app`: the install sheet's images, committed under public/. Takes the manifest's
 * screenshots of the real app (home page, 360 px phone and 1280 px desktop, in the system
 * Chromium against the local stack with its demo data) and derives the 192 px maskable icon from
 * the 512 px one.
 *
 * Options: `--url=http://127.0.0.1:5000` uses an already running stack; otherwise one is started
 * on free ports from the existing dist/ (`npm run build:web` first).
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { closeFileBrowser, launchBrowser, type Viewport } from "../../tests/support/browser";
import { REPO_ROOT, startStack, type Stack } from "../stack/startStack";

/** Kept equal to the manifest's `screenshots` in vite.config.ts. */
const SCREENSHOTS: { file: string; viewport: Viewport }[] = [
  { file: "screenshots/home-narrow.png", viewport: { width: 360, height: 740 } },
  { file: "screenshots/home-wide.png", viewport: { width: 1280, height: 800 } },
];

const publicPath = (file: string) => path.join(REPO_ROOT, "public", file);

async function takeScreenshots(baseUrl: string): Promise<void> {
  await mkdir(publicPath("screenshots"), { recursive: true });
  const browser = await launchBrowser();
  try {
    for (const { file, viewport } of SCREENSHOTS) {
      const { page } = await browser.newPage({ viewport });
      await page.goto(new URL("/", baseUrl).href, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.screenshot({ path: publicPath(file) });
      await page.close();
      console.log(`public/${file}`);
    }
  } finally {
    await browser.close();
    await closeFileBrowser();
  }
}

async function deriveMaskableIcon(): Promise<void> {
  await sharp(publicPath("icons/icon-maskable-512.png"))
    .resize(192, 192)
    .png({ compressionLevel: 9 })
    .toFile(publicPath("icons/icon-maskable-192.png"));
  console.log("public/icons/icon-maskable-192.png");
}

const givenUrl = process.argv.find((arg) => arg.startsWith("--url="))?.slice("--url=".length);
let stack: Stack | undefined;
try {
  if (!givenUrl) stack = await startStack({ ports: "free", quiet: true });
  await takeScreenshots(givenUrl ?? stack!.baseUrl);
  await deriveMaskableIcon();
} finally {
  await stack?.stop();
}
