import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";

/** Debian's Chromium (`apt-get install -y chromium`, which `npm test` runs when it is missing). */
export const DEFAULT_CHROMIUM = "/usr/bin/chromium";
/** The browser the end-to-end suites drive: CHROMIUM_PATH names another Chromium or Chrome. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Let a test's click start audio without a media-engagement history.
  "--autoplay-policy=no-user-gesture-required",
];

export interface Viewport {
  width: number;
  height: number;
}

export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const SMALL_PHONE: Viewport = { width: 320, height: 640 };
/** The phone size screens are designed at. */
export const PHONE: Viewport = { width: 360, height: 740 };

export interface BrowserSession {
  context: BrowserContext;
  /** A new tab that records console errors and uncaught page errors (CSP violations show up there). */
  newPage(options?: { viewport?: Viewport }): Promise<TrackedPage>;
  close(): Promise<void>;
}

export interface TrackedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far, as text. */
  errors: string[];
}

/** Starts real Chromium with a fresh profile (no cache, no service worker, no storage from earlier runs). */
export async function launchBrowser(options: { viewport?: Viewport; javaScriptEnabled?: boolean } = {}): Promise<BrowserSession> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), "songs-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  return {
    context,
    async newPage(pageOptions = {}) {
      const page = await context.newPage();
      if (pageOptions.viewport) await page.setViewportSize(pageOptions.viewport);
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      return { page, errors };
    },
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until React has hydrated a page the server rendered (its first heading carries React's
 * marks): a click on the rendered HTML before that does nothing, as for a visitor on a slow phone.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector("h1");
    return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
  });
}
