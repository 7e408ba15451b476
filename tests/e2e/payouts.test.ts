import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  ADMIN_PAYOUTS_TEXT,
  BANK_PAYOUT_TEXT,
  bankPayoutInWords,
  bankPayoutsResponseSchema,
  orderNumber,
  PAYOUT_MESSAGES,
  TRANSFER_STATE_WORDS,
} from "@songs/domain";
import { api, runScheduled } from "../support/api";
import type { TestArtist } from "../support/artists";
import {
  finishOnboarding,
  refuseTransfersTo,
  releasedSongFor,
  runPayouts,
  shareIn,
  storedPayoutAccount,
  stripeTransfersOf,
} from "../support/artistTransfers";
import { AccessibilityAudit, waitForSettledScreen } from "../support/axe";
import { DESKTOP, openBrowserTab, PHONE, type BrowserSession } from "../support/browser";
import { createEnrolledAdmin, logInEnrolledAdmin, openSignedInTab } from "../support/browserSignIn";
import { suiteAdmin } from "../support/adminSession";
import { eventually, localStripe } from "../support/checkout";
import { SWEEP } from "../support/lifecycleTime";
import { orderDoc, studioArtist } from "../support/paidOrders";

/**
 * Paying an artist in real Chromium, through the real flow: at 360 px the artist sets up payouts on
 * the local Stripe server's hosted onboarding; her released song's share is transferred by its
 * follow-up and her earnings show it, a full refund after the transfer shows one reversal, and
 * Stripe's payout paid to her bank shows in words. On the admins' Payouts page a transfer Stripe
 * refused shows with its reason, the admin's Retry makes it once, and the month reconciles with no
 * difference.
 */
describe("paying an artist in the browser", { timeout: 300_000 }, () => {
  const baseUrl = inject("baseUrl");
  const admin = suiteAdmin();
  let maya: TestArtist;
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    maya = await studioArtist();
    ({ browser, page } = await openSignedInTab(baseUrl, maya, { viewport: PHONE }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The ledger names each order by its short number (the one people read aloud).
  const earningsRow = (orderId: string) => page.getByRole("row").filter({ hasText: orderNumber(orderId) });

  it("sets up payouts on a phone through Stripe's hosted onboarding", async () => {
    await page.goto(new URL("/studio/payouts", baseUrl).href);
    await page.getByRole("button", { name: PAYOUT_MESSAGES.start }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/setup/e/"));
    await page.getByRole("button", { name: "Complete onboarding" }).click();
    await page.waitForURL(`${baseUrl}/studio/payouts`);
    await eventually(
      () => storedPayoutAccount(maya.artistId),
      (account) => account?.facts.transfers === "active",
      "the account ready",
    );
  });

  it("shows the released song's transfer, one reversal after a full refund, and the payout paid to the bank, within the phone's width", async () => {
    const [paidOrderId, refundedOrderId] = await Promise.all([
      releasedSongFor(admin.idToken, maya),
      releasedSongFor(admin.idToken, maya),
    ]);
    await Promise.all([shareIn(paidOrderId, "transferred"), shareIn(refundedOrderId, "transferred")]);

    await page.goto(new URL("/studio/earnings", baseUrl).href);
    await page.getByRole("heading", { level: 1, name: "Earnings" }).waitFor();
    await earningsRow(paidOrderId).first().waitFor();
    expect(await earningsRow(paidOrderId).first().innerText()).toContain(TRANSFER_STATE_WORDS.transferred);

    // The customer's order refunded in full after the transfer: the share is reversed, once.
    await localStripe().refunds.create({
      payment_intent: (await orderDoc(refundedOrderId).get()).get("paymentIntentId") as string,
    });
    const reversed = await shareIn(refundedOrderId, "reversed");
    expect((await localStripe().transfers.listReversals(reversed.stripeTransferId!)).data).toHaveLength(1);

    // Stripe pays a balance out a little after it lands (3 s here): on a busy machine each share may
    // have gone in a payout of its own before this run, which pays out whatever is left.
    await runPayouts();
    const paid = await eventually(
      () =>
        api("/api/studio/bank-payouts", { token: maya.idToken }).then((answer) =>
          bankPayoutsResponseSchema.parse(answer.body),
        ),
      (answer) => answer.payouts.length > 0 && answer.payouts.every((payout) => payout.status === "paid"),
      "the payouts paid",
    );
    const paidLines = paid.payouts.map((payout) => bankPayoutInWords(payout).text);

    await page.reload();
    await page.getByRole("heading", { level: 2, name: BANK_PAYOUT_TEXT.title }).waitFor();
    // Each payout in words, as many times as there are payouts of that amount and day.
    for (const line of new Set(paidLines)) {
      await expect.poll(() => page.getByText(line).count()).toBe(paidLines.filter((same) => same === line).length);
    }
    await waitForSettledScreen(page);
    expect(await earningsRow(paidOrderId).first().innerText()).toContain(TRANSFER_STATE_WORDS.transferred);
    // The refunded order's release row (its refund has a row of its own) shows the reversal.
    await earningsRow(refundedOrderId).filter({ hasText: TRANSFER_STATE_WORDS.reversed }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const audit = new AccessibilityAudit("360x740");
    await audit.check(page, "/studio/earnings", "/studio/earnings");
    expect(audit.takeFindings()).toEqual([]);
  });

  describe("the admins' Payouts page on a desktop", () => {
    let adminBrowser: BrowserSession;
    let adminPage: Page;
    let failingOrderId: string;

    beforeAll(async () => {
      // Stripe pauses Maya's account before the studio hears of it: her next share's transfer is refused.
      const ready = { ...maya, stripeAccountId: (await storedPayoutAccount(maya.artistId))!.stripeAccountId };
      await refuseTransfersTo(ready);
      failingOrderId = await releasedSongFor(admin.idToken, maya);
      await shareIn(failingOrderId, "failing");
      ({ browser: adminBrowser, page: adminPage } = await openBrowserTab({ viewport: DESKTOP }));
      await adminPage.goto(new URL("/auth", baseUrl).href);
      await logInEnrolledAdmin(adminPage, await createEnrolledAdmin("payouts-admin"), "/admin/payouts");
    });
    afterAll(async () => {
      await adminBrowser?.close();
    });

    it("shows the failing transfer with Stripe's reason, retries it once the account can receive it, and reconciles the month with no difference", async () => {
      await adminPage.getByRole("heading", { level: 1, name: ADMIN_PAYOUTS_TEXT.title }).waitFor();
      const failing = adminPage.getByRole("row").filter({ hasText: failingOrderId });
      await failing.waitFor();
      expect(await failing.innerText()).toContain(
        "Your destination account needs to have at least one of the following capabilities enabled",
      );
      await waitForSettledScreen(adminPage);
      const audit = new AccessibilityAudit("1280x900");
      await audit.check(adminPage, "/admin/payouts", "/admin/payouts");
      expect(audit.takeFindings()).toEqual([]);

      // The artists' table pages 50 at a time, by artist id.
      const artistRow = adminPage.locator(`tr[data-artist="${maya.artistId}"]`);
      const more = adminPage.getByRole("button", { name: ADMIN_PAYOUTS_TEXT.moreArtists });
      while ((await artistRow.count()) === 0 && (await more.count()) > 0) await more.click();
      // Stripe asks for more information before it pays her again.
      expect(await artistRow.innerText()).toContain("Information needed");

      // Maya gives Stripe what it asked for; the admin's Retry puts the transfer back to work and the sweep makes it.
      await finishOnboarding(maya);
      await failing.getByRole("button", { name: ADMIN_PAYOUTS_TEXT.retry }).click();
      await adminPage.getByText(ADMIN_PAYOUTS_TEXT.retried).first().waitFor();
      await runScheduled(SWEEP);
      await shareIn(failingOrderId, "transferred");
      expect(await stripeTransfersOf(failingOrderId)).toHaveLength(1);

      await adminPage.getByRole("button", { name: ADMIN_PAYOUTS_TEXT.reconcile }).click();
      await adminPage.getByText(ADMIN_PAYOUTS_TEXT.noDifferences, { exact: true }).waitFor();

      // On a phone each row of the tables is a card: the headings only read out, each figure a line of its own.
      await adminPage.setViewportSize(PHONE);
      try {
        const books = adminPage.getByRole("table", { name: ADMIN_PAYOUTS_TEXT.booksTitle });
        expect(await books.locator("thead").evaluate((head) => getComputedStyle(head).position)).toBe("absolute");
        expect(
          await books
            .locator("tbody td")
            .first()
            .evaluate((cell) => getComputedStyle(cell).display),
        ).toBe("block");
        expect(
          await adminPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
      } finally {
        await adminPage.setViewportSize(DESKTOP);
      }
    });
  });
});
