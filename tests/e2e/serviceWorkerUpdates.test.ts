import { appendFile, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, PHONE, type BrowserSession, withServiceWorkers } from "../support/browser";

// These suites are about what the service worker does: it runs in their browsers.
withServiceWorkers();

/** The built service worker Hosting serves (it reads dist/ on every request). */
const SERVICE_WORKER_FILE = path.resolve("dist", "sw.js");

/**
 * The service worker's life as a visitor meets it, in real Chromium on the built site: a first
 * visit is told nothing (it is news only after installing the app or saving a first song); a new
 * deploy's worker waits until the visitor taps Reload, then the page reloads under it.
 */
describe("service worker updates", { timeout: 120_000 }, () => {
  const baseUrl = inject("baseUrl");
  let browser: BrowserSession;
  let page: Page;
  let errors: string[];
  let deployedWorker: string;

  const prompt = () => page.getByRole("status").filter({ hasText: /site/ });
  const controllerUrl = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

  beforeAll(async () => {
    deployedWorker = await readFile(SERVICE_WORKER_FILE, "utf8");
    browser = await launchBrowser({ viewport: PHONE });
    ({ page, errors } = await browser.newPage());
    page.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await writeFile(SERVICE_WORKER_FILE, deployedWorker);
    await browser?.close();
  });

  it("says nothing to a first visit, and that the site works offline once the app is installed", async () => {
    await page.goto(new URL("/faq", baseUrl).href);
    // The first worker is active (`ready` resolves then), so the reload is controlled by it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.getByText("The site is ready to work offline.").count()).toBe(0);
    // Chromium's event once the visitor has installed the app.
    await page.evaluate(() => window.dispatchEvent(new Event("appinstalled")));
    await expect.poll(() => prompt().textContent()).toContain("The site is ready to work offline.");
  });

  it("offers a new deploy and reloads into it only when the visitor taps Reload", async () => {
    const before = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
    // A new deploy: the same precache with different bytes, found by the update check.
    await appendFile(SERVICE_WORKER_FILE, `\n// deploy ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect.poll(() => prompt().textContent()).toContain("A new version of the site is available.");
    const waiting = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null);
    expect(await waiting()).toBe(true);
    expect(await controllerUrl()).toBe(before);

    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Reload" }).click()]);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await waiting()).toBe(false);
    expect(await page.getByText("A new version of the site is available.").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
