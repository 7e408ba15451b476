import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { orderNumber, PAYOUT_MESSAGES, TRANSFER_STATE_WORDS } from "@songs/domain";
import { DEMO_ARTISTS } from "../../scripts/seed/users";
import { shareIn, stripeTransfersOf } from "../support/artistTransfers";
import { AccessibilityAudit, waitForSettledScreen } from "../support/axe";
import { PHONE, type BrowserSession } from "../support/browser";
import { openSignedInTab } from "../support/browserSignIn";

/**
 * Sofia (seeded without a payout account) sets up payouts at 360 px: the studio's Get paid
 * section, Stripe's hosted onboarding on the local Stripe server, and back to "ready"; the share she
 * was owed is then transferred and her earnings show it.
 */
describe("getting paid: onboarding from the studio on a phone", { timeout: 120_000 }, () => {
  const baseUrl = inject("baseUrl");
  const sofia = DEMO_ARTISTS.find((artist) => artist.email === "sofia@example.com")!;
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openSignedInTab(baseUrl, sofia, { viewport: PHONE }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("goes from not set up through Stripe's onboarding to ready", async () => {
    await page.goto(new URL("/studio", baseUrl).href);
    await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Get paid" }).click();
    await page.getByRole("heading", { name: PAYOUT_MESSAGES.notSetUp }).waitFor();
    await waitForSettledScreen(page);
    const audit = new AccessibilityAudit("360x740");
    await audit.check(page, "/studio/payouts", "/studio/payouts");
    expect(audit.takeFindings()).toEqual([]);
    const start = page.getByRole("button", { name: PAYOUT_MESSAGES.start });
    expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await start.click();
    await page.waitForURL((url) => url.pathname.startsWith("/setup/e/"));
    await page.getByRole("button", { name: "Complete onboarding" }).click();
    await page.waitForURL(`${baseUrl}/studio/payouts`);
    // The Connect webhook may land just after the redirect, as on Stripe.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.locator("#payout-state").textContent();
        },
        { timeout: 30_000 },
      )
      .toBe(PAYOUT_MESSAGES.ready);
    await page.getByRole("button", { name: PAYOUT_MESSAGES.dashboard }).waitFor();
  });

  it("transfers the share she was owed once her account is ready, and her earnings show it", async () => {
    const transfer = await shareIn("studio-order-delivered", "transferred");
    expect(await stripeTransfersOf("studio-order-delivered")).toEqual([
      expect.objectContaining({ id: transfer.stripeTransferId }),
    ]);
    await page.goto(new URL("/studio/earnings", baseUrl).href);
    const row = page
      .getByRole("row")
      .filter({ hasText: orderNumber("studio-order-delivered") })
      .first();
    await row.waitFor();
    expect(await row.innerText()).toContain(TRANSFER_STATE_WORDS.transferred);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
