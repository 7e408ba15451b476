import { beforeAll, describe, expect, inject, it } from "vitest";
import { routesOpenedBy, waitForSettledScreen } from "../support/axe";
import { type TestArtist } from "../support/artists";
import { paidOrder, studioArtist } from "../support/paidOrders";
import { logInFromAuthPage } from "../support/browserSignIn";
import { newCustomer } from "../support/checkout";
import { describeAtEachSize } from "../support/screenSizes";

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

  describeAtEachSize((audit, tab) => {
    beforeAll(async () => {
      await logInFromAuthPage(tab.page, baseUrl, artist, "/studio");
    });

    it("passes on the queue with an offer", async () => {
      await tab.page.goto(new URL("/studio", baseUrl).href);
      await tab.page.getByRole("link", { name: "Song for Quinn Access" }).waitFor();
      await waitForSettledScreen(tab.page);
      await audit.check(tab.page, "/studio", "/studio");
      expect(audit.takeFindings()).toEqual([]);
    });

    it("passes on the order screen and its decline dialog", async () => {
      await tab.page.goto(new URL(`/studio/orders/${orderId}`, baseUrl).href);
      await tab.page.getByRole("button", { name: "Accept" }).waitFor();
      await waitForSettledScreen(tab.page);
      await audit.check(tab.page, "/studio/orders/:orderId", "/studio/orders/:orderId");
      await tab.page.getByRole("button", { name: "Decline" }).click();
      await tab.page.getByRole("dialog", { name: "Decline this offer" }).waitFor();
      await audit.check(tab.page, "decline dialog");
      await tab.page.keyboard.press("Escape");
      expect(audit.takeFindings()).toEqual([]);
    });

    it("passes on the earnings, the profile and Get paid", async () => {
      await tab.page.goto(new URL("/studio/earnings", baseUrl).href);
      await tab.page.getByRole("heading", { level: 1 }).waitFor();
      await waitForSettledScreen(tab.page);
      await audit.check(tab.page, "/studio/earnings", "/studio/earnings");
      await tab.page.goto(new URL("/studio/profile", baseUrl).href);
      await tab.page.getByRole("heading", { level: 1 }).waitFor();
      await waitForSettledScreen(tab.page);
      await audit.check(tab.page, "/studio/profile", "/studio/profile");
      await tab.page.goto(new URL("/studio/payouts", baseUrl).href);
      await tab.page.locator("#payout-state").waitFor();
      await waitForSettledScreen(tab.page);
      await audit.check(tab.page, "/studio/payouts", "/studio/payouts");
      expect(audit.takeFindings()).toEqual([]);
    });

    it("checked every route the route table lets an artist open", async () => {
      expect([...audit.checkedRoutes].sort()).toEqual(await routesOpenedBy("artist"));
    });
  });
});
