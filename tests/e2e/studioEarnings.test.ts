import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { orderNumber, studioOrderPath } from "@songs/domain";
import { createTestArtist, type TestArtist } from "../support/artists";
import { AccessibilityAudit, waitForSettledScreen } from "../support/axe";
import { PHONE, type BrowserSession } from "../support/browser";
import { openSignedInTab } from "../support/browserSignIn";
import { createCustomer, createOrder, runCommand } from "../support/customerOrders";
import { releaseOrder } from "../support/earnings";

/**
 * An artist's earnings in real Chromium at 360 px: the monthly total, the entries as cards that fit
 * the phone, and the CSV download.
 */
describe("the studio's earnings page on a phone", { timeout: 120_000 }, () => {
  const baseUrl = inject("baseUrl");
  let browser: BrowserSession;
  let page: Page;
  let artist: TestArtist;
  const orderIds: string[] = [];
  const monthLabel = new Date().toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

  beforeAll(async () => {
    artist = await createTestArtist();
    const customer = await createCustomer();
    // Two Premium orders with an extra verse (share 4549 each); the second refunded 1000 of 6499 (699 reversed).
    for (const recipientName of ["Emma Carter", "Lucas Brown"]) {
      const orderId = await createOrder(customer, { status: "completed", recipientName, artistId: artist.artistId });
      await releaseOrder(orderId, artist.artistId);
      orderIds.push(orderId);
      if (recipientName === "Lucas Brown") {
        await runCommand(orderId, {
          type: "record_refund",
          refund: { chargeId: "ch_e2e", refundedTotalCents: 1000, refundId: null, amountCents: 1000, source: "stripe" },
        });
      }
    }
    ({ browser, page } = await openSignedInTab(baseUrl, artist, { viewport: PHONE }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the month's total in cents and one card per entry, within the phone's width", async () => {
    await page.goto(new URL("/studio/earnings", baseUrl).href);
    await page.getByRole("heading", { level: 1, name: "Earnings" }).waitFor();
    await waitForSettledScreen(page);
    const totals = page.getByRole("definition");
    await expect.poll(() => totals.allTextContents()).toEqual(["$83.99", "$83.99"]);
    await page.getByRole("term").filter({ hasText: monthLabel }).waitFor();
    const rows = page.getByRole("row");
    // The header row plus three entries: the refund, then the two releases, newest first.
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.nth(1).innerText()).toContain("−$6.99");
    expect(await rows.nth(3).innerText()).toContain("Emma Carter");
    // Each order by its short number, opening the studio's page of it; the long id nowhere.
    const emmas = rows.nth(3).getByRole("link", { name: orderNumber(orderIds[0]!) });
    expect(await emmas.getAttribute("href")).toBe(studioOrderPath(orderIds[0]!));
    expect(await page.getByRole("main").innerText()).not.toContain(orderIds[0]!);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const card = await rows.nth(1).boundingBox();
    expect(card!.width).toBeLessThanOrEqual(PHONE.width);
  });

  it("downloads the ledger as CSV", async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^earnings-studio-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, "utf8")).trim().split("\r\n");
    expect(lines[0]).toBe("Date,Order,Recipient,Package,Add-ons,Kind,Amount (USD)");
    expect(lines.slice(1).map((line) => line.split(",").at(-1))).toEqual(["-6.99", "45.49", "45.49"]);
  });

  it("passes WCAG 2.2 AA (axe)", async () => {
    const audit = new AccessibilityAudit("360x740");
    await audit.check(page, "/studio/earnings", "/studio/earnings");
    expect(audit.takeFindings()).toEqual([]);
  });
});
