import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminIdToken } from "../support/adminSession";
import { postAs } from "../support/api";
import { createTestArtistProfile } from "../support/artists";
import { DESKTOP, openBrowserTab, type BrowserSession } from "../support/browser";
import { createEnrolledAdmin, logInEnrolledAdmin } from "../support/browserSignIn";
import { eventually, localStripe, newCustomer, stackDb } from "../support/checkout";
import { cancelAsAdmin, orderDoc, paidOrder } from "../support/paidOrders";

/**
 * The admins' Operations page in real Chromium at 1280 px (issue 33): a refund the local Stripe
 * server refuses shows failing with Stripe's words and "Retry now" completes it once the refusal is
 * lifted; an email the local mail printer failed to deliver is sent again; the Admin menu's badge.
 */

async function refuseRefunds(refuse: "charge_disputed" | "none"): Promise<void> {
  const response = await fetch(new URL("/_local/refunds", inject("stripeUrl")), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ refuse }) });
  expect(response.status).toBe(200);
}

describe("the Operations page at 1280 px", { timeout: 180_000 }, () => {
  let session: BrowserSession;
  let page: Page;
  let orderId: string;
  let inviteEmail: string;

  beforeAll(async () => {
    const [enrolled, token, customer] = await Promise.all([createEnrolledAdmin("operations"), adminIdToken(), newCustomer("operations-e2e")]);
    // A cancelled order whose refund Stripe refuses, and an artist invite to an address that greylists its first delivery.
    await refuseRefunds("charge_disputed");
    orderId = await paidOrder(customer);
    expect((await cancelAsAdmin(token, orderId)).status).toBe(200);
    await eventually(() => stackDb().collection("followUps").doc(`${orderId}-refund`).get(), (doc) => doc.get("state") === "failed", "the refused refund");
    const { artistId } = await createTestArtistProfile();
    inviteEmail = `invite-${randomUUID().slice(0, 8)}@greylist.test`;
    expect((await postAs("/api/admin/artist-invites", token, { artistId, email: inviteEmail })).status).toBe(201);
    await eventually(() => stackDb().collection("mail").where("to", "==", inviteEmail).get(), (found) => found.docs[0]?.get("delivery.state") === "ERROR", "the invite's failed delivery");

    ({ browser: session, page } = await openBrowserTab({ viewport: DESKTOP }));
    await page.goto(new URL("/auth", inject("baseUrl")).href);
    await logInEnrolledAdmin(page, enrolled, "/admin/operations");
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
    const intent = await localStripe().paymentIntents.retrieve(order.get("paymentIntentId") as string, { expand: ["latest_charge"] });
    expect((intent.latest_charge as Stripe.Charge).amount_refunded).toBe(order.get("totalCents"));
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
    expect(await page.getByRole("region", { name: /^Emails not delivered/ }).getByRole("listitem").filter({ hasText: inviteEmail }).count()).toBe(0);
  });
});
