import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AccessibilityAudit, routesOpenedBy, waitForSettledScreen } from "../support/axe";
import { type TestArtist } from "../support/artists";
import { paidOrder, studioArtist } from "../support/paidOrders";
import { openBrowserTab, PHONE_AND_DESKTOP, type BrowserSession } from "../support/browser";
import { logInFromAuthPage } from "../support/browserSignIn";
import { newCustomer } from "../support/checkout";

/**
 * WCAG 2.2 AA (axe-core) on the artist's studio, at phone size and at desktop width: the queue with
 * an offer, the order screen and its decline dialog, the earnings and the profile: every route the
 * route table lets an artist open.
 */
describe("accessibility of the studio", { timeout: 240_000 }, () => {
  const baseUrl = inject("baseUrl");
  let artist: TestArtist;
  let orderId: string;

  beforeAll(async () => {
    const customer = await newCustomer();
    artist = await studioArtist();
    orderId = await paidOrder(customer, { artistId: artist.artistId, recipientName: "Quinn Access" });
  });

  for (const [label, viewport] of PHONE_AND_DESKTOP) {
    describe(`at ${label}`, () => {
      const audit = new AccessibilityAudit(label);
      let browser: BrowserSession;
      let page: Page;

      beforeAll(async () => {
        ({ browser, page } = await openBrowserTab({ viewport, reducedMotion: true }));
        await logInFromAuthPage(page, baseUrl, artist);
      });

      afterAll(async () => {
        await browser?.close();
      });

      it("passes on the queue with an offer", async () => {
        await page.goto(new URL("/studio", baseUrl).href);
        await page.getByRole("link", { name: "Song for Quinn Access" }).waitFor();
        await waitForSettledScreen(page);
        await audit.check(page, "/studio", "/studio");
        expect(audit.takeFindings()).toEqual([]);
      });

      it("passes on the order screen and its decline dialog", async () => {
        await page.goto(new URL(`/studio/orders/${orderId}`, baseUrl).href);
        await page.getByRole("button", { name: "Accept" }).waitFor();
        await waitForSettledScreen(page);
        await audit.check(page, "/studio/orders/:orderId", "/studio/orders/:orderId");
        await page.getByRole("button", { name: "Decline" }).click();
        await page.getByRole("dialog", { name: "Decline this offer" }).waitFor();
        await audit.check(page, "decline dialog");
        await page.keyboard.press("Escape");
        expect(audit.takeFindings()).toEqual([]);
      });

      it("passes on the earnings and the profile", async () => {
        await page.goto(new URL("/studio/earnings", baseUrl).href);
        await page.getByRole("heading", { level: 1 }).waitFor();
        await waitForSettledScreen(page);
        await audit.check(page, "/studio/earnings", "/studio/earnings");
        await page.goto(new URL("/studio/profile", baseUrl).href);
        await page.getByRole("heading", { level: 1 }).waitFor();
        await waitForSettledScreen(page);
        await audit.check(page, "/studio/profile", "/studio/profile");
        expect(audit.takeFindings()).toEqual([]);
      });

      it("checked every route the route table lets an artist open", async () => {
        expect([...audit.checkedRoutes].sort()).toEqual(await routesOpenedBy("artist"));
      });
    });
  }
});
