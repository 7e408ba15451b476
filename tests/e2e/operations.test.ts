import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CANCEL_REASON_REQUIRED, FOLLOW_UP_DONE, type OperationsSummary } from "@songs/domain";
import { adminIdToken } from "../support/adminSession";
import { api, postAs, runScheduled } from "../support/api";
import { createTestArtistProfile } from "../support/artists";
import { DESKTOP, type BrowserSession } from "../support/browser";
import { createEnrolledAdmin, openAdminTab } from "../support/browserSignIn";
import { eventually, localStripe, newCustomer, refundedInStripe, stackDb } from "../support/checkout";
import { runFollowUpWith } from "../support/followUpRuns";
import { deliverFollowUpTask, failUnclaimedAlert, SWEEP } from "../support/lifecycleTime";
import { orderDoc, paidOrder, refusedRefund, refuseRefunds } from "../support/paidOrders";

/**
 * The admins' Operations page in real Chromium at 1280 px (issue 33): a refund the local Stripe
 * server refuses shows failing with Stripe's words and "Retry now" completes it once the refusal is
 * lifted; a second refused refund offers no Cancel (money is never cancelled away); a failing alert
 * is cancelled with a reason through the dialog, kept on the order's history and never carried out afterwards; an email the local mail printer failed to deliver is
 * sent again; the Admin menu's badge.
 */

/** Whether the element the locator finds has the page's focus. */
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe("the Operations page at 1280 px", { timeout: 180_000 }, () => {
  let session: BrowserSession;
  let page: Page;
  let token: string;
  let orderId: string;
  let cancelledOrderId: string;
  let alertOrderId: string;
  let inviteEmail: string;

  beforeAll(async () => {
    const [enrolled, customer, otherCustomer] = await Promise.all([
      createEnrolledAdmin("operations"),
      newCustomer("operations-e2e"),
      newCustomer("operations-cancel-e2e"),
    ]);
    token = await adminIdToken();
    // Two cancelled orders whose refunds Stripe refuses (one retried, one cancelled), and an artist invite to an address that greylists its first delivery.
    await refuseRefunds("charge_disputed");
    [orderId, cancelledOrderId] = await Promise.all([
      refusedRefund(customer, token),
      refusedRefund(otherCustomer, token),
    ]);
    // A paid order whose unclaimed alert failed its runs (as if the function kept failing).
    alertOrderId = await paidOrder(customer);
    await failUnclaimedAlert(alertOrderId);
    const { artistId } = await createTestArtistProfile();
    inviteEmail = `invite-${randomUUID().slice(0, 8)}@greylist.test`;
    expect((await postAs("/api/admin/artist-invites", token, { artistId, email: inviteEmail })).status).toBe(201);
    await eventually(
      () => stackDb().collection("mail").where("to", "==", inviteEmail).get(),
      (found) => found.docs[0]?.get("delivery.state") === "ERROR",
      "the invite's failed delivery",
    );

    ({ browser: session, page } = await openAdminTab(inject("baseUrl"), enrolled, "/admin/operations", {
      viewport: DESKTOP,
    }));
    await page.getByRole("heading", { name: "Operations", level: 1 }).waitFor();
  }, 180_000);

  afterAll(async () => {
    await refuseRefunds("none");
    await session?.close();
  });

  it("marks the Admin menu while something needs attention, on the menu and on its Operations link", async () => {
    // Read again once the two-factor code made a new ID token.
    await page.getByTestId("operations-badge").waitFor();
    const menu = page.getByRole("button", { name: /^Admin\W+something needs attention on Operations/ });
    await menu.waitFor();
    await menu.click();
    await page.getByRole("link", { name: "Operations (needs attention)" }).waitFor();
    await page.keyboard.press("Escape");
  });

  it("shows the refused refund with Stripe's message and, once the refusal is lifted, retries it to done", async () => {
    const failing = page.getByRole("region", { name: /^Follow-ups failing/ });
    const row = failing.getByRole("listitem").filter({ hasText: orderId });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Refund a cancelled order.*has been charged back; cannot issue a refund\./);
    expect(await row.textContent()).toContain("Only when retried here");

    await refuseRefunds("none");
    await row.getByRole("button", { name: /^Retry now/ }).click();
    await page.getByText("Done: the follow-up went through.").first().waitFor();
    await row.waitFor({ state: "detached" });

    const order = await orderDoc(orderId).get();
    expect(await refundedInStripe(order.get("paymentIntentId") as string)).toBe(order.get("totalCents"));
    expect(order.get("refunds")).toHaveLength(1);
  });

  it("lists the email that was not delivered with its error, and sends it again", async () => {
    const emails = page.getByRole("region", { name: /^Emails not delivered/ });
    const row = emails.getByRole("listitem").filter({ hasText: inviteEmail });
    await row.waitFor();
    expect(await row.textContent()).toContain("Greylisted");

    await row.getByRole("button", { name: `Send again the email to ${inviteEmail}` }).click();
    await page.getByText("Sending the email again.").first().waitFor();
    const delivered = await eventually(
      () => stackDb().collection("mail").where("to", "==", inviteEmail).get(),
      (found) => found.docs[0]?.get("delivery.state") === "SUCCESS",
      "the email delivered",
    );
    expect(delivered.docs[0]?.get("delivery.attempts")).toBe(2);
    await page.reload();
    await page.getByRole("heading", { name: "Operations", level: 1 }).waitFor();
    await page.getByRole("region", { name: /^Emails not delivered/ }).waitFor();
    expect(
      await page
        .getByRole("region", { name: /^Emails not delivered/ })
        .getByRole("listitem")
        .filter({ hasText: inviteEmail })
        .count(),
    ).toBe(0);
  });
  it("offers no Cancel on a refund: money is retried or recorded as settled, never cancelled away", async () => {
    await page.goto(new URL("/admin/operations", inject("baseUrl")).href);
    const row = page
      .getByRole("region", { name: /^Follow-ups failing/ })
      .getByRole("listitem")
      .filter({ hasText: cancelledOrderId });
    await row.waitFor();
    await row.getByRole("button", { name: /^Retry now/ }).waitFor();
    expect(await row.getByRole("button", { name: /^Cancel/ }).count()).toBe(0);
  });

  it("cancels a failing follow-up with a reason through its dialog: kept on the order's history, refused a second time, never carried out after", async () => {
    const followUpId = `${alertOrderId}-unclaimed`;
    await page.goto(new URL("/admin/operations", inject("baseUrl")).href);
    const failingHeading = page.getByRole("heading", { level: 3, name: /^Follow-ups failing/ });
    const row = page
      .getByRole("region", { name: /^Follow-ups failing/ })
      .getByRole("listitem")
      .filter({ hasText: alertOrderId });
    await row.waitFor();
    const before = Number((await failingHeading.textContent())?.match(/(\d+)\s*$/)?.[1]);
    expect(before).toBeGreaterThan(0);

    // The dialog takes the focus, refuses an empty reason with the form's message, and gives the focus back when closed.
    const cancel = row.getByRole("button", { name: /^Cancel/ });
    const dialog = page.getByRole("dialog", { name: "Cancel this follow-up" });
    const reason = dialog.getByLabel(/^Reason/);
    await cancel.click();
    await dialog.waitFor();
    expect(await isFocused(reason)).toBe(true);
    await dialog.getByRole("button", { name: "Cancel the follow-up" }).click();
    await dialog.getByText(CANCEL_REASON_REQUIRED).waitFor();
    expect(await reason.getAttribute("aria-invalid")).toBe("true");
    expect(await isFocused(reason)).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await isFocused(cancel)).toBe(true);
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await isFocused(cancel)).toBe(true);

    await cancel.click();
    await reason.fill("Admins already know");
    // The Admin menu reads the summary again once the page has changed something, without leaving the page.
    const summaryRead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/admin/operations/summary",
    );
    await dialog.getByRole("button", { name: "Cancel the follow-up" }).click();
    await page.getByText("Cancelled: the reason is in the order's history.").first().waitFor();
    await dialog.waitFor({ state: "detached" });
    await row.waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 3, name: `Follow-ups failing ${before - 1}` }).waitFor();
    expect((await summaryRead).status()).toBe(200);
    // Its badge says what the summary says now.
    const summary = (await api<OperationsSummary>("/api/admin/operations/summary", { token })).body;
    await page
      .getByRole("button", {
        name: summary.attention ? /^Admin\W+something needs attention on Operations/ : "Admin",
        exact: !summary.attention,
      })
      .waitFor();
    expect(await page.getByTestId("operations-badge").count()).toBe(summary.attention ? 1 : 0);

    // The order's history (the admin's order dialog) keeps the cancellation with its reason.
    await page.goto(new URL("/admin/orders", inject("baseUrl")).href);
    await page.getByLabel("Search orders").fill(alertOrderId);
    const view = page.getByRole("button", { name: /^View order for/ });
    // The list shows the search's one order once its answer has come.
    await expect.poll(() => view.count()).toBe(1);
    await view.click();
    const history = page.getByRole("dialog", { name: /^Order for/ }).getByRole("list", { name: "Status history" });
    await history
      .getByRole("listitem")
      .filter({ hasText: 'Cancelled "Alert the admins: an order nobody took": Admins already know' })
      .waitFor();
    const entries = await history.getByRole("listitem").count();

    // A second cancel is refused with the reason; neither a sweep, nor its task delivered again, nor a run carries it out.
    const again = await postAs(`/api/admin/operations/follow-ups/${followUpId}/cancel`, token, { reason: "Again" });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(FOLLOW_UP_DONE);
    const cancelled = await stackDb().collection("followUps").doc(followUpId).get();
    await runScheduled(SWEEP);
    expect(await deliverFollowUpTask(followUpId)).toBeLessThan(300);
    expect(await runFollowUpWith(localStripe(), followUpId)).toBe("done_before");
    const after = await stackDb().collection("followUps").doc(followUpId).get();
    expect(after.get("state")).toBe("done");
    expect(after.updateTime?.isEqual(cancelled.updateTime!)).toBe(true);
    expect((await stackDb().collection("mail").doc(`work-unclaimed-${alertOrderId}`).get()).exists).toBe(false);
    expect(
      await api(`/api/admin/orders/${alertOrderId}`, { token }).then(
        (answer) => (answer.body as { statusHistory: unknown[] }).statusHistory.length,
      ),
    ).toBe(entries);
  });
});
