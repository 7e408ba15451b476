import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seedBusinessHistory } from "../../scripts/seed/businessHistory";
import { AccessibilityAudit, waitForSettledScreen } from "../support/axe";
import { DESKTOP, openBrowserTab, SMALL_PHONE, type BrowserSession } from "../support/browser";
import { createEnrolledAdmin, logInEnrolledAdmin } from "../support/browserSignIn";
import { stackDb } from "../support/checkout";

/**
 * The business at a glance in real Chromium at 1280 px, over the seed's 90 days of business: each
 * chart's bars hold the numbers of its table, and the CSV download holds the table's days.
 */
describe("the admins' business at a glance", { timeout: 180_000 }, () => {
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    // The seed's days, where a suite before (the backfill recomputes the days from the orders) left them empty.
    await seedBusinessHistory(stackDb());
    const admin = await createEnrolledAdmin("business");
    ({ browser, page } = await openBrowserTab({ viewport: DESKTOP }));
    await page.goto(new URL("/auth", inject("baseUrl")).href);
    await logInEnrolledAdmin(page, admin, "/admin");
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Each bar's key and value in the chart named `chart`. */
  const barsOf = (chart: string) =>
    page
      .locator(`svg[data-chart="${chart}"] rect[data-key]`)
      .evaluateAll((bars) =>
        bars.map((bar) => [bar.getAttribute("data-key"), Number(bar.getAttribute("data-value"))] as const),
      );

  it("draws 90 days of orders and the weeks' revenue with the numbers of their tables", async () => {
    await page.getByRole("heading", { level: 1, name: "Business at a Glance" }).waitFor();
    await page.getByRole("button", { name: "Last 90 days" }).click();
    await expect.poll(() => page.locator('svg[data-chart="orders-per-day"] rect[data-key]').count()).toBe(90);
    await waitForSettledScreen(page);
    expect(await page.getByRole("img", { name: /Orders per day/ }).count()).toBe(1);

    const dayBars = await barsOf("orders-per-day");
    const dayRows = await page
      .locator('table[data-table="days"] tbody tr')
      .evaluateAll((rows) =>
        rows.map(
          (row) =>
            [
              row.getAttribute("data-key"),
              Number(row.querySelector('[data-column="orders"]')?.textContent?.replace(/,/g, "")),
            ] as const,
        ),
      );
    expect(new Map(dayBars)).toEqual(new Map(dayRows));
    // The seed's business shows: most days sold, and a quiet day is a zero bar, not a gap.
    expect(dayBars.filter(([, orders]) => orders > 0).length).toBeGreaterThan(45);
    expect(dayBars.every(([, orders]) => Number.isInteger(orders) && orders >= 0)).toBe(true);

    const weekBars = await barsOf("revenue-per-week");
    const weekRows = await page
      .locator('table[data-table="weeks"] tbody tr')
      .evaluateAll((rows) =>
        rows.map(
          (row) =>
            [
              row.getAttribute("data-key"),
              Number(row.querySelector("[data-cents]")?.getAttribute("data-cents")),
            ] as const,
        ),
      );
    expect(weekBars.length).toBeGreaterThanOrEqual(13);
    expect(new Map(weekBars)).toEqual(new Map(weekRows));
  });

  it("downloads the table's days as CSV", async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^business-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = (await readFile((await file.path())!, "utf8")).trim().split("\r\n");
    expect(header).toBe(
      "Date,Orders,Revenue (USD),Accepted,Median hours to accept,Delivered,Delivered on time,Median hours to deliver,Refunds,Refunded (USD)",
    );
    const fromCsv = lines.map((line) => {
      const [date, orders, revenue] = line.split(",");
      return [date, Number(orders), Math.round(Number(revenue) * 100)] as const;
    });
    const fromTable = await page
      .locator('table[data-table="days"] tbody tr')
      .evaluateAll((rows) =>
        rows.map(
          (row) =>
            [
              row.getAttribute("data-key"),
              Number(row.querySelector('[data-column="orders"]')?.textContent?.replace(/,/g, "")),
              Number(row.querySelector("[data-cents]")?.getAttribute("data-cents")),
            ] as const,
        ),
      );
    expect(fromCsv).toHaveLength(90);
    expect([...fromCsv].reverse()).toEqual(fromTable);
    const chart = new Map(await barsOf("orders-per-day"));
    expect(fromCsv.every(([date, orders]) => date !== undefined && chart.get(date) === orders)).toBe(true);
  });

  it("passes WCAG 2.2 AA (axe)", async () => {
    const audit = new AccessibilityAudit("1280x900");
    await audit.check(page, "/admin", "/admin");
    expect(audit.takeFindings()).toEqual([]);
  });

  it("keeps the period buttons on one row at 320 px, and the days as cards within the screen", async () => {
    await page.setViewportSize(SMALL_PHONE);
    try {
      const periods = page.getByRole("group", { name: "Period" }).getByRole("button");
      const boxes = await periods.evaluateAll((buttons) =>
        buttons.map((button) => {
          const box = button.getBoundingClientRect();
          return { text: (button as HTMLElement).innerText, top: Math.round(box.top), right: box.right };
        }),
      );
      expect(boxes.map((box) => box.text)).toEqual(["7 days", "30 days", "90 days"]);
      expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
      expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(SMALL_PHONE.width);
      await page.getByRole("button", { name: "Last 30 days" }).waitFor();
      const days = page.locator('table[data-table="days"]');
      expect(await days.locator("thead").evaluate((head) => getComputedStyle(head).position)).toBe("absolute");
      expect(await days.evaluate((table) => table.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });
});
