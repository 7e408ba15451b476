import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_CUSTOMER } from "../../scripts/seed/users";
import {
  launchBrowser,
  waitForHydration,
  waitForServiceWorker,
  type BrowserSession,
  type TrackedPage,
  withServiceWorkers,
} from "../support/browser";
import { logInFromAuthPage } from "../support/browserSignIn";
import { stackDb } from "../support/checkout";

// These suites are about what the service worker does: it runs in their browsers.
withServiceWorkers();

/**
 * The demo customer's side after payment, in real Chromium: download the finished song, replay it
 * offline from the device, share a private link a signed-out visitor can play, and leave a review.
 */
describe("the customer's dashboard in the browser", { timeout: 120_000 }, () => {
  const baseUrl = inject("baseUrl");
  let browser: BrowserSession;
  let tracked: TrackedPage;
  let page: Page;

  /** The seeded completed order, with a playable song and no review yet. */
  const songCard = () => page.getByRole("article", { name: "Song for Emma Carter" });

  beforeAll(async () => {
    browser = await launchBrowser();
    await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    tracked = await browser.newPage();
    page = tracked.page;
    page.setDefaultTimeout(20_000);
    await logInFromAuthPage(page, baseUrl, DEMO_CUSTOMER);
    // The service worker controls the page once installed, so the app itself opens offline later.
    await waitForServiceWorker(page);
    // The completed order's own page, as the list's row and every email about it open it.
    await page.getByRole("list", { name: "Your orders" }).getByRole("link", { name: "Song for Emma Carter" }).click();
    await page.waitForURL(`${baseUrl}/dashboard/orders/demo-order-completed`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("downloads the completed song once and keeps it on the device", async () => {
    await songCard().waitFor();
    const download = page.waitForEvent("download");
    await songCard().getByRole("button", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toMatch(/^Song for Emma Carter\.(wav|mp3|m4a)$/);
    await page.getByText("Download tracked! Enjoy your custom song!").first().waitFor();
    await songCard().getByText("Available offline").waitFor();
    const order = (await stackDb().collection("orders").doc("demo-order-completed").get()).data();
    expect(order?.downloadedAt).toBeTruthy();
  });

  it("shows the saved orders offline after a reload and plays the song from the device", async () => {
    await browser.context.setOffline(true);
    try {
      await page.reload();
      await page.getByText(/You're offline\. Showing this order as saved on/).waitFor();
      await songCard().waitFor();
      await songCard().getByRole("button", { name: "Play Song for Emma Carter" }).click();
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              Array.from(document.querySelectorAll("audio")).some((audio) => !audio.paused && audio.currentTime > 0),
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(await songCard().getByRole("button", { name: "Share" }).isDisabled()).toBe(true);
    } finally {
      await browser.context.setOffline(false);
    }
  });

  it("shares a private link that a signed-out visitor can open and play", async () => {
    await page.reload();
    await songCard().waitFor();
    await songCard().getByRole("button", { name: "Share" }).click();
    const linkField = songCard().getByLabel("Private listening link");
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/listen/[A-Za-z0-9_-]{22,}$`));

    const visitor = await launchBrowser();
    try {
      const { page: visitorPage, errors } = await visitor.newPage();
      await visitorPage.goto(link);
      await visitorPage.getByRole("heading", { name: "A song for Emma" }).waitFor();
      await waitForHydration(visitorPage);
      expect(await visitorPage.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      expect(await visitorPage.getByText(/Lisbon/).count()).toBe(0);
      await visitorPage.getByRole("button", { name: /^Play/ }).click();
      await expect
        .poll(
          () =>
            visitorPage.evaluate(() => Array.from(document.querySelectorAll("audio")).some((audio) => !audio.paused)),
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it("submits a review that waits for approval", async () => {
    await songCard().getByRole("button", { name: "Leave a Review" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave a Review" });
    await dialog.getByLabel("Name").fill("Casey C.");
    await dialog.locator("label").filter({ hasText: "5 stars" }).click();
    await dialog.getByLabel("Comment").fill("Emma cried happy tears. The bridge about the lake was perfect.");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await page.getByText("Review submitted! It will appear after admin approval.").first().waitFor();
    await songCard().getByText("Review pending approval").waitFor();

    const review = (await stackDb().collection("reviews").doc("demo-order-completed").get()).data();
    expect(review).toMatchObject({ approved: false, isPublic: false, rating: 5, customerName: "Casey C." });
    // Offline, the browser logs the requests it could not send; nothing else may fail.
    expect(tracked.errors.filter((error) => !/net::ERR_(INTERNET_DISCONNECTED|FAILED)/.test(error))).toEqual([]);
  });
});
