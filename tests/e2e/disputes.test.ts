import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DISPUTE_EVIDENCE_SUBMITTED } from "@songs/domain";
import { DESKTOP, type BrowserSession } from "../support/browser";
import { createEnrolledAdmin, openAdminTab } from "../support/browserSignIn";
import { disputedOrder, disputeOf, runDisputes } from "../support/disputes";

/**
 * A disputed payment in real Chromium at 1280 px (issue 43): paid with Stripe's dispute test card,
 * the dispute is on the admins' Operations page with its amount, reason and evidence deadline;
 * the admin (signed in with two-factor) finds the evidence prepared from the order's records,
 * edits it, submits it to Stripe, and the dispute is won.
 */
describe("a disputed payment on the Operations page", { timeout: 180_000 }, () => {
  let session: BrowserSession;
  let page: Page;
  let orderId: string;

  beforeAll(async () => {
    const [enrolled, disputed] = await Promise.all([createEnrolledAdmin("disputes"), disputedOrder()]);
    orderId = disputed;
    ({ browser: session, page } = await openAdminTab(inject("baseUrl"), enrolled, "/admin/operations", {
      viewport: DESKTOP,
    }));
    await page.getByRole("heading", { name: "Operations", level: 1 }).waitFor();
  }, 180_000);

  afterAll(async () => {
    await session?.close();
  });

  it("shows the dispute with its evidence prepared, submits the admin's evidence, and the dispute is won", async () => {
    const disputes = page.getByRole("region", { name: "Disputes" });
    const row = disputes.getByRole("listitem").filter({ hasText: orderId });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Needs a response/);
    await expect(row.textContent()).resolves.toMatch(/fraudulent/);
    await row.getByRole("button", { name: "Review evidence" }).click();

    const dialog = page.getByRole("dialog");
    const description = dialog.getByLabel("What was ordered");
    await description.waitFor();
    await expect(description.inputValue()).resolves.toContain("A custom song written and recorded for");
    await expect(dialog.getByLabel("Order, delivery, downloads and emails").inputValue()).resolves.toContain(
      "ordered and paid",
    );

    // Over Stripe's limit: the form's message, and nothing sent.
    const other = dialog.getByLabel("The customer's messages and other evidence");
    await other.fill("x".repeat(20_001));
    await dialog.getByRole("button", { name: "Submit evidence to Stripe" }).click();
    await dialog.getByText("Stripe takes at most 20,000 characters here").waitFor();

    // Stripe's test mode decides on this text: the bank finds for the platform.
    await other.fill("winning_evidence");
    await dialog.getByRole("button", { name: "Submit evidence to Stripe" }).click();
    await page.getByText(DISPUTE_EVIDENCE_SUBMITTED).waitFor();
    await dialog.waitFor({ state: "detached" });
    await runDisputes();
    await disputeOf(orderId, "won");
    await page.reload();
    const won = page.getByRole("region", { name: "Disputes" }).getByRole("listitem").filter({ hasText: orderId });
    await won.getByText("Won").waitFor();
  });
});
