import type { Page } from "playwright-core";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN_PAYOUTS_TEXT, BANK_PAYOUT_TEXT, bankPayoutsResponseSchema, formatLongDate, TRANSFER_STATE_WORDS } from "@songs/domain";
import { api } from "../support/api";
import { AccessibilityAudit, waitForSettledScreen } from "../support/axe";
import { DESKTOP, openBrowserTab, PHONE, type BrowserSession } from "../support/browser";
import { createEnrolledAdmin, logInEnrolledAdmin, openSignedInTab } from "../support/browserSignIn";
import { eventually, stackDb } from "../support/checkout";
import { createCustomer } from "../support/customerOrders";
import { onboardedArtist, recordTransfer, releasedOrder, runPayouts, stripeTransfer, type PaidArtist } from "../support/payouts";

/**
 * Paying the artists in real Chromium: an artist's earnings at 360 px show the share transferred
 * and Stripe's payout paid to their bank in words; the admins' Payouts page at 1280 px shows the
 * artist's totals, a failing transfer with its retry, and the month's reconciliation.
 */
describe("payouts in the browser", { timeout: 180_000 }, () => {
  const baseUrl = inject("baseUrl");
  let artist: PaidArtist;
  let paidOrderId: string;
  let failingOrderId: string;
  let paidLine: string;

  beforeAll(async () => {
    const customer = await createCustomer();
    artist = await onboardedArtist();
    const released = await releasedOrder(customer, artist);
    paidOrderId = released.orderId;
    await recordTransfer(paidOrderId, "transferred", (await stripeTransfer(paidOrderId, artist, released.share)).id);
    await runPayouts();
    const paid = await eventually(
      () => api("/api/studio/bank-payouts", { token: artist.idToken }).then((answer) => bankPayoutsResponseSchema.parse(answer.body)),
      (answer) => answer.payouts.some((payout) => payout.status === "paid"),
      "the payout paid",
    );
    paidLine = `$45.49 paid to your bank ending 6789 on ${formatLongDate(paid.payouts[0]!.arrivalDate, "UTC")}`;
    // A second share whose transfer Stripe refuses, with its follow-up out of attempts.
    failingOrderId = (await releasedOrder(customer, artist)).orderId;
    await recordTransfer(failingOrderId, "failing", null, "You have insufficient available funds in your Stripe account.");
    await stackDb()
      .collection("followUps")
      .doc(`${failingOrderId}-transfer`)
      .set({ orderId: failingOrderId, work: { kind: "transfer_share", artistId: artist.artistId, paymentIntentId: `pi_${failingOrderId}` }, dueAt: Timestamp.now(), state: "failed", failedRuns: 300, awaitsQueue: false });
  });

  describe("the artist's earnings on a phone", () => {
    let browser: BrowserSession;
    let page: Page;

    beforeAll(async () => {
      ({ browser, page } = await openSignedInTab(baseUrl, artist, { viewport: PHONE }));
    });
    afterAll(async () => {
      await browser?.close();
    });

    it("shows each share's transfer and the payout paid to the bank, within the phone's width", async () => {
      await page.goto(new URL("/studio/earnings", baseUrl).href);
      await page.getByRole("heading", { level: 1, name: "Earnings" }).waitFor();
      await page.getByRole("heading", { level: 2, name: BANK_PAYOUT_TEXT.title }).waitFor();
      await page.getByText(paidLine).waitFor();
      await waitForSettledScreen(page);
      const paidRow = page.getByRole("row").filter({ hasText: paidOrderId });
      expect(await paidRow.innerText()).toContain(TRANSFER_STATE_WORDS.transferred);
      expect(await page.getByRole("row").filter({ hasText: failingOrderId }).innerText()).toContain(TRANSFER_STATE_WORDS.failing);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const audit = new AccessibilityAudit("360x740");
      await audit.check(page, "/studio/earnings", "/studio/earnings");
      expect(audit.takeFindings()).toEqual([]);
    });
  });

  describe("the admins' Payouts page on a desktop", () => {
    let browser: BrowserSession;
    let page: Page;

    beforeAll(async () => {
      ({ browser, page } = await openBrowserTab({ viewport: DESKTOP }));
      await page.goto(new URL("/auth", baseUrl).href);
      await logInEnrolledAdmin(page, await createEnrolledAdmin("payouts-admin"), "/admin/payouts");
    });
    afterAll(async () => {
      await browser?.close();
    });

    it("shows the artist's totals and a failing transfer with Stripe's reason, retries it, and reconciles the month with no difference", async () => {
      await page.getByRole("heading", { level: 1, name: ADMIN_PAYOUTS_TEXT.title }).waitFor();
      const failing = page.getByRole("row").filter({ hasText: failingOrderId });
      await failing.waitFor();
      expect(await failing.innerText()).toContain("You have insufficient available funds in your Stripe account.");
      await waitForSettledScreen(page);
      const audit = new AccessibilityAudit("1280x900");
      await audit.check(page, "/admin/payouts", "/admin/payouts");
      expect(audit.takeFindings()).toEqual([]);

      // The artists' table pages 50 at a time, by artist id.
      const artistRow = page.locator(`tr[data-artist="${artist.artistId}"]`);
      const more = page.getByRole("button", { name: ADMIN_PAYOUTS_TEXT.moreArtists });
      while ((await artistRow.count()) === 0 && (await more.count()) > 0) await more.click();
      expect(await artistRow.innerText()).toMatch(/Ready[\s\S]*\$45\.49/);

      await failing.getByRole("button", { name: ADMIN_PAYOUTS_TEXT.retry }).click();
      await page.getByText(ADMIN_PAYOUTS_TEXT.retried).first().waitFor();
      const followUp = stackDb().collection("followUps").doc(`${failingOrderId}-transfer`);
      expect((await followUp.get()).get("state")).toBe("pending");
      // Making the transfer is the transfer suite's (artistTransfers.test.ts): gone before the sweep runs it.
      await followUp.delete();

      await page.getByRole("button", { name: ADMIN_PAYOUTS_TEXT.reconcile }).click();
      await page.getByText(ADMIN_PAYOUTS_TEXT.noDifferences, { exact: true }).waitFor();
    });
  });
});
