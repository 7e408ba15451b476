import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH, launchChromium } from "../../scripts/site/chromium";
import { atFileEnd } from "./fileCleanup";

export {
  CHROMIUM_PATH,
  DEFAULT_CHROMIUM,
  DEFAULT_HEADLESS_SHELL,
  HEADLESS_SHELL_PATH,
} from "../../scripts/site/chromium";

/**
 * Which Chromium a file drives: the headless shell, or the full browser for what only it has
 * (notifications: the shell answers every notification permission "denied", even one granted).
 */
export type BrowserKind = "headless-shell" | "full";

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

const fileBrowsers = new Map<BrowserKind, Promise<Browser>>();

/** This test file's (or script's) Chromium of `kind`, started on first use and closed when the file ends. */
function fileBrowser(kind: BrowserKind): Promise<Browser> {
  let browser = fileBrowsers.get(kind);
  if (!browser) {
    const executablePath = kind === "full" ? CHROMIUM_PATH : HEADLESS_SHELL_PATH;
    browser = launchChromium(executablePath);
    if (fileBrowsers.size === 0) atFileEnd(closeFileBrowser);
    fileBrowsers.set(kind, browser);
  }
  return browser;
}

/** Closes this file's Chromium (after each test file; scripts call it when done). */
export async function closeFileBrowser(): Promise<void> {
  const browsers = [...fileBrowsers.values()];
  fileBrowsers.clear();
  for (const browser of browsers) await (await browser.catch(() => undefined))?.close();
}

/** Whether this test file's pages run the site's service worker (withServiceWorkers). */
let serviceWorkersRun = false;

/**
 * Lets the site's service worker run in this test file's browsers (the offline, push, update and
 * "ready to work offline" suites). Elsewhere each person's browser refuses service workers as a
 * browser in a private mode does: the worker's install precaches the whole site, about 130
 * requests and 1.5 CPU-s a fresh browser profile, which suites about other things never use.
 */
export function withServiceWorkers(): void {
  serviceWorkersRun = true;
  atFileEnd(async () => {
    serviceWorkersRun = false;
  });
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests from its start, so a test can wait for none in flight. */
function trackRequests(page: Page): Set<Request> {
  const requests = new Set<Request>();
  page.on("request", (request) => requests.add(request));
  page.on("requestfinished", (request) => requests.delete(request));
  page.on("requestfailed", (request) => requests.delete(request));
  inFlight.set(page, requests);
  return requests;
}

/** How many of the page's requests have not finished (tracked from its start when it came from newPage). */
export function requestsInFlight(page: Page): number {
  return (inFlight.get(page) ?? trackRequests(page)).size;
}

/**
 * A person's own browser: a fresh context (no cache, no service worker, no storage from anyone
 * else) in this test file's one Chromium of `kind` (default the headless shell), which starts
 * once per file instead of once per person.
 */
export async function launchBrowser(
  options: { viewport?: Viewport; javaScriptEnabled?: boolean; kind?: BrowserKind } = {},
): Promise<BrowserSession> {
  const context = await (
    await fileBrowser(options.kind ?? "headless-shell")
  ).newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  if (!serviceWorkersRun) {
    await context.addInitScript(() => {
      if (!("serviceWorker" in navigator)) return;
      navigator.serviceWorker.register = () =>
        Promise.reject(new DOMException("Service workers are not allowed in this browser.", "SecurityError"));
    });
  }
  return {
    context,
    async newPage(pageOptions = {}) {
      const page = await context.newPage();
      trackRequests(page);
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
    },
  };
}

/**
 * Phones for a suite, each a browser profile of its own at 360 px: `open()` answers a new one's
 * page (30 s default timeout) and its errors; `closeAll()` after the suite.
 */
export function phoneDevices() {
  const devices: BrowserSession[] = [];
  return {
    async open() {
      const device = await launchBrowser({ viewport: PHONE });
      devices.push(device);
      const { page, errors } = await device.newPage();
      page.setDefaultTimeout(30_000);
      return { device, page, errors };
    },
    closeAll: () => Promise.all(devices.map((device) => device.close())),
  };
}

/** The two sizes the signed-in accessibility suites check each screen at, named for their reports. */
export const PHONE_AND_DESKTOP: readonly (readonly [label: string, viewport: Viewport])[] = [
  ["360x740", PHONE],
  ["1280x900", DESKTOP],
];

/**
 * A person's browser with one tab open, whose waits allow 20 seconds (a loaded machine);
 * `reducedMotion` turns the site's animations off, so a check sees the screen at rest.
 */
export async function openBrowserTab(
  options: { viewport?: Viewport; reducedMotion?: boolean } = {},
): Promise<{ browser: BrowserSession; page: Page }> {
  const browser = await launchBrowser({ viewport: options.viewport });
  const { page } = await browser.newPage();
  page.setDefaultTimeout(20_000);
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: "reduce" });
  return { browser, page };
}

/** Opens `url` in a new tab of `browser` once the app has hydrated the page (before that it ignores a visitor's input). */
export async function openHydrated(
  browser: BrowserSession,
  url: string,
  options?: { viewport?: Viewport },
): Promise<TrackedPage> {
  const tracked = await browser.newPage(options);
  await tracked.page.goto(url);
  await waitForHydration(tracked.page);
  return tracked;
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

/** Waits until the site's service worker is active for `page`: from then on it answers the page's navigations, also offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}
