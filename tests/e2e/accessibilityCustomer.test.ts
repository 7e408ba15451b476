import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MESSAGES } from "@songs/domain";
import { signIn } from "../support/api";
import { AccessibilityAudit, routesOpenedBy, waitForSettledScreen } from "../support/axe";
import {
  DESKTOP,
  openBrowserTab,
  PHONE,
  waitForServiceWorker,
  type BrowserSession,
  withServiceWorkers,
} from "../support/browser";
import { logInFromAuthPage } from "../support/browserSignIn";
import { createCompletedOrder, TEST_ADDRESS, type Customer } from "../support/customerOrders";
import { createTestUser } from "../support/users";

// These suites are about what the service worker does: it runs in their browsers.
withServiceWorkers();

/**
 * WCAG 2.2 AA (axe-core) on a signed-in customer's screens at phone size: the dashboard empty and
 * with a finished song (also offline), its dialogs (order details, review, revision, log-out
 * confirmation), the share link, the forms' validation errors, the payment error and the song gifts' screens.
 */
describe("accessibility of the customer's screens", { timeout: 180_000 }, () => {
  const baseUrl = inject("baseUrl");
  const audit = new AccessibilityAudit("360x740");
  const recipient = "Emma Carter";
  let browser: BrowserSession;
  let page: Page;
  let customer: Customer;

  const songCard = () => page.getByRole("article", { name: `Song for ${recipient}` });
  const invalidField = () => page.getByRole("dialog").locator('[aria-invalid="true"]').first();

  /** Opens a dialog from the song's card, checks it, then checks it submitted empty when it has a form. */
  async function checkDialog(opener: string, title: string, emptySubmit?: string) {
    await songCard().getByRole("button", { name: opener }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await dialog.waitFor();
    await audit.check(page, `${title} dialog`);
    if (emptySubmit) {
      await dialog.getByRole("button", { name: emptySubmit }).click();
      await invalidField().waitFor();
      await audit.check(page, `${title} dialog with validation errors`);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  }

  beforeAll(async () => {
    const user = await createTestUser({ label: "a11y-customer" });
    customer = { uid: user.uid, email: user.email, token: await signIn(user.email, user.password) };
    ({ browser, page } = await openBrowserTab({ viewport: PHONE, reducedMotion: true }));
    await logInFromAuthPage(page, baseUrl, user);
    // Once the service worker controls the page, the dashboard also opens offline.
    await waitForServiceWorker(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("passes on the dashboard with no orders yet", async () => {
    await page.getByText("You haven't ordered a song yet.", { exact: false }).waitFor();
    await waitForSettledScreen(page);
    await audit.check(page, "/dashboard with no orders", "/dashboard");
    expect(audit.takeFindings()).toEqual([]);
  });

  it("passes on the dashboard with a finished song, the order's page, its dialogs and its share link", async () => {
    const orderId = await createCompletedOrder(customer, { recipientName: recipient });
    await page.reload();
    await songCard().waitFor();
    await waitForSettledScreen(page);
    await audit.check(page, "/dashboard with a finished song", "/dashboard");

    await songCard()
      .getByRole("link", { name: `Song for ${recipient}` })
      .click();
    await page.waitForURL(`${baseUrl}/dashboard/orders/${orderId}`);
    await songCard().getByRole("group", { name: "Status" }).waitFor();
    await waitForSettledScreen(page);
    await audit.check(page, "/dashboard/orders/:orderId with a finished song", "/dashboard/orders/:orderId");
    await checkDialog("Leave a Review", "Leave a Review", "Submit Review");
    await checkDialog("Request Revision", "Request Revision", "Send Request");

    await songCard().getByRole("button", { name: "Share" }).click();
    await songCard().getByLabel("Private listening link").waitFor();
    await audit.check(page, "/dashboard share link");
    expect(audit.takeFindings()).toEqual([]);
  });

  it("passes on the song saved on the device, offline, and the log-out confirmation", async () => {
    const download = page.waitForEvent("download");
    await songCard().getByRole("button", { name: "Download" }).click();
    await download;
    await songCard().getByText("Available offline").waitFor();
    await audit.check(page, "/dashboard with the song on the device");

    await browser.context.setOffline(true);
    try {
      await page.reload();
      await page.getByText(/You're offline\. Showing this order as saved on/).waitFor();
      await songCard().waitFor();
      await audit.check(page, "/dashboard/orders/:orderId offline");
    } finally {
      await browser.context.setOffline(false);
    }
    await page.reload();
    await songCard().getByText("Available offline").waitFor();

    await page.getByRole("link", { name: "← All your orders" }).click();
    await page.getByRole("button", { name: "Log out" }).click();
    const dialog = page.getByRole("dialog", { name: "Log out of this device?" });
    await dialog.waitFor();
    await audit.check(page, "log-out confirmation");
    await dialog.getByRole("button", { name: "Stay Logged In" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(audit.takeFindings()).toEqual([]);
  });

  it("passes on the payment error of a payment that cannot be confirmed", async () => {
    await page.goto(new URL("/payment-success?session_id=cs_test_not_a_payment", baseUrl).href);
    await page.getByText(MESSAGES.paymentVerificationFailed).waitFor();
    await waitForSettledScreen(page);
    await audit.check(page, "/payment-success with an unconfirmed payment (payment error)");
    expect(audit.takeFindings()).toEqual([]);
  });

  it("passes on an order with the instrumental, the lyrics and a framed print, its address dialog and the print-friendly lyrics, at 360 px and desktop", async () => {
    const orderId = await createCompletedOrder(customer, {
      recipientName: "Paige Print",
      addOns: ["instrumental", "lyrics-print"],
      shippingAddress: TEST_ADDRESS,
    });
    const desktop = await browser.context.newPage();
    try {
      await desktop.setViewportSize(DESKTOP);
      for (const [label, screen] of [
        ["360x740", page],
        ["1280x900", desktop],
      ] as const) {
        await screen.goto(new URL(`/dashboard/orders/${orderId}`, baseUrl).href);
        const card = screen.getByRole("article", { name: "Song for Paige Print" });
        await card.getByText("Show the lyrics", { exact: true }).click();
        await card.getByRole("region", { name: "Lyrics of Song for Paige Print" }).waitFor();
        await card.getByRole("list", { name: "Posted items" }).waitFor();
        await waitForSettledScreen(screen);
        await audit.check(
          screen,
          `/dashboard/orders/:orderId with the instrumental, the lyrics and a print (${label})`,
          "/dashboard/orders/:orderId",
        );

        await card.getByRole("button", { name: "Change Address" }).click();
        const dialog = screen.getByRole("dialog");
        await dialog.waitFor();
        await dialog.getByLabel("Address line 1").fill("");
        await dialog.getByRole("button", { name: "Save Address" }).click();
        await dialog.locator('[aria-invalid="true"]').first().waitFor();
        await audit.check(screen, `change address dialog with validation errors (${label})`);
        await screen.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });

        await screen.goto(new URL(`/dashboard/lyrics/${orderId}`, baseUrl).href);
        await screen.getByText("A test song for a test order").waitFor();
        await waitForSettledScreen(screen);
        await audit.check(screen, `/dashboard/lyrics/:orderId (${label})`, "/dashboard/lyrics/:orderId");

        // The dashboard's list with its filters.
        await screen.goto(new URL("/dashboard?show=ready", baseUrl).href);
        await screen.getByRole("article", { name: "Song for Paige Print" }).waitFor();
        await waitForSettledScreen(screen);
        await audit.check(screen, `/dashboard filtered to ready songs (${label})`, "/dashboard");
      }
    } finally {
      await desktop.close();
    }
    expect(audit.takeFindings()).toEqual([]);
  });

  it("passes on giving a song (with its validation errors), their song gifts and a gift payment that cannot be confirmed", async () => {
    await page.goto(new URL("/give-a-song", baseUrl).href);
    const form = page.getByRole("form", { name: "Give a song" });
    await form.waitFor();
    await waitForSettledScreen(page);
    await audit.check(page, "/give-a-song", "/give-a-song");
    await form.getByRole("button", { name: /^Pay / }).click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
    await audit.check(page, "/give-a-song with validation errors");

    await page.goto(new URL("/song-gifts", baseUrl).href);
    await page.getByText("You have not given a song yet.").waitFor();
    await waitForSettledScreen(page);
    await audit.check(page, "/song-gifts with none given", "/song-gifts");

    await page.goto(new URL("/song-gifts/paid?session_id=cs_test_not_a_payment", baseUrl).href);
    await page.getByRole("alert").filter({ hasText: MESSAGES.invalidPaymentSession }).waitFor();
    await waitForSettledScreen(page);
    await audit.check(page, "/song-gifts/paid with an unconfirmed payment", "/song-gifts/paid");
    expect(audit.takeFindings()).toEqual([]);
  });

  it("passes on their data and account page and its deletion dialog, with the password's error", async () => {
    await page.goto(new URL("/dashboard/account", baseUrl).href);
    await page.getByRole("heading", { name: "Delete my account" }).waitFor();
    await waitForSettledScreen(page);
    await audit.check(page, "/dashboard/account", "/dashboard/account");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete my account" });
    await dialog.waitFor();
    await audit.check(page, "delete my account dialog");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.locator('[aria-invalid="true"]').first().waitFor();
    await audit.check(page, "delete my account dialog with validation errors");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(audit.takeFindings()).toEqual([]);
  });

  it("passes on their occasion reminders, with the form's validation errors", async () => {
    await page.goto(new URL("/dashboard/reminders", baseUrl).href);
    await page.getByText("No reminders yet. Add the first below.").waitFor();
    await waitForSettledScreen(page);
    await audit.check(page, "/dashboard/reminders with none", "/dashboard/reminders");
    await page.getByRole("button", { name: "Add reminder" }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await audit.check(page, "/dashboard/reminders with validation errors");
    expect(audit.takeFindings()).toEqual([]);
  });

  it("checked every route the route table lets customers open", async () => {
    expect([...audit.checkedRoutes].sort()).toEqual(await routesOpenedBy("customer"));
  });
});
