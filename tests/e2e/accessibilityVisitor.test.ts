import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ShareResponse } from "@songs/domain";
import { SEED_ARTISTS } from "../../scripts/seed/artists";
import { api } from "../support/api";
import { AccessibilityAudit, routesOpenedBy, waitForSettledScreen } from "../support/axe";
import { openBrowserTab, PHONE, type BrowserSession } from "../support/browser";
import { createCompletedOrder, createCustomer } from "../support/customerOrders";
import { bringGiftForward, giftRequest, giftToken, scheduleGift } from "../support/gifts";

/**
 * WCAG 2.2 AA (axe-core) on every screen a signed-out visitor reaches, at phone size: each path of
 * the route table, the dialogs, the forms' validation errors, the payment error, the not-found
 * page and a filter with no results.
 */
describe("accessibility of the visitor's screens", { timeout: 180_000 }, () => {
  const baseUrl = inject("baseUrl");
  const audit = new AccessibilityAudit("360x740");
  const artist = SEED_ARTISTS[0]!;
  let browser: BrowserSession;
  let page: Page;
  let shareToken: string;
  let giftPageToken: string;

  /** Opens `path`, waits for its data and checks it as the route `route`. */
  async function checkScreen(path: string, route: string, screen = path) {
    await page.goto(new URL(path, baseUrl).href);
    await page.locator("main h1").first().waitFor();
    await waitForSettledScreen(page);
    await audit.check(page, screen, route);
  }

  /** A form field marked invalid after a refused submit. */
  const invalidField = () => page.locator('[aria-invalid="true"]').first();
  const stepTitle = (title: string) => page.getByRole("heading", { level: 2, name: title, exact: true });
  const choose = (label: string | RegExp) => page.locator("label").filter({ hasText: label }).first().click();

  beforeAll(async () => {
    const customer = await createCustomer();
    const orderId = await createCompletedOrder(customer);
    const shared = await api<ShareResponse>(`/api/orders/${orderId}/share`, { method: "POST", token: customer.token });
    expect(shared.status).toBe(200);
    shareToken = shared.body.token;
    // A gift sent to its recipient: its page is a visitor's screen too.
    expect((await scheduleGift(customer.token, orderId, giftRequest(24 * 60 * 60 * 1000))).status).toBe(200);
    await bringGiftForward(orderId);
    giftPageToken = await giftToken(orderId);
    ({ browser, page } = await openBrowserTab({ viewport: PHONE, reducedMotion: true }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("passes on the storefront pages", async () => {
    await checkScreen("/", "/");
    await checkScreen("/how-it-works", "/how-it-works");
    await checkScreen("/artists", "/artists");
    await checkScreen(`/artists/${artist.id}`, "/artists/:artistId");
    for (const occasion of ["wedding", "birthday", "anniversary", "memorial"]) {
      await checkScreen(`/${occasion}-songs`, `/${occasion}-songs`);
    }
    await checkScreen("/faq", "/faq");
    await checkScreen("/reviews", "/reviews");
    await checkScreen("/test-order", "/test-order");
    await checkScreen("/payment-cancelled", "/payment-cancelled");
    await checkScreen(`/listen/${shareToken}`, "/listen/:token");
    await checkScreen(`/gift/${giftPageToken}`, "/gift/:token");
    await checkScreen("/no-such-page", "*", "not-found page");
    expect(audit.takeFindings()).toEqual([]);
  });

  it("passes on the sample library, a sample's dialog and a filter with no results", async () => {
    await checkScreen("/samples", "/samples");
    await page
      .getByRole("button", { name: /^Read more about / })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    await audit.check(page, "sample dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await page.getByLabel("Occasion").selectOption("Memorial");
    await page.getByLabel("Genre").selectOption("Rock");
    await page.getByText("No samples found. Try adjusting your filters.").waitFor();
    await audit.check(page, "samples filter with no results");
    expect(audit.takeFindings()).toEqual([]);
  });

  it("passes on the menu drawer and the contact dialog, also with its validation errors", async () => {
    await checkScreen("/", "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    await audit.check(page, "menu drawer");
    await page.getByRole("button", { name: "Close menu" }).click();

    await page.getByRole("button", { name: "Contact Us" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await dialog.waitFor();
    await audit.check(page, "contact dialog");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await dialog.locator('[aria-invalid="true"]').first().waitFor();
    await audit.check(page, "contact dialog with validation errors");
    expect(audit.takeFindings()).toEqual([]);
  });

  it("passes on the login, sign-up and reset forms, also submitted empty", async () => {
    await checkScreen("/auth", "/auth", "/auth (login)");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await invalidField().waitFor();
    await audit.check(page, "/auth login with validation errors");

    await page.getByRole("tab", { name: "Sign Up" }).click();
    await audit.check(page, "/auth (sign up)");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await invalidField().waitFor();
    await audit.check(page, "/auth sign-up with validation errors");

    await page.getByRole("tab", { name: "Login" }).click();
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await invalidField().waitFor();
    await audit.check(page, "/auth reset password with validation errors");
    expect(audit.takeFindings()).toEqual([]);
  });

  it("passes on every step of the order builder, also when Continue is blocked", async () => {
    await checkScreen("/order-builder", "/order-builder");
    await checkScreen("/create", "/create", "/create (occasion step)");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("alert").first().waitFor();
    await audit.check(page, "/create occasion step with Continue blocked");
    await choose("Birthday");
    await page.getByRole("button", { name: "Continue" }).click();
    await stepTitle("Style").waitFor();
    await audit.check(page, "/create style step");
    await choose("Pop");
    await page.getByRole("button", { name: "Continue" }).click();
    await stepTitle("Artist").waitFor();
    await waitForSettledScreen(page);
    await audit.check(page, "/create artist step");
    await page.getByRole("button", { name: "Skip this step" }).click();
    await stepTitle("Story").waitFor();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("alert").first().waitFor();
    await audit.check(page, "/create story step with Continue blocked");
    await page.getByLabel("Recipient Name").fill("Grandma Rose");
    await page.getByLabel("Your Story").fill("She taught me to bake bread on Sunday mornings, flour on every surface.");
    await page.getByRole("button", { name: "Continue" }).click();
    await stepTitle("Package").waitFor();
    await audit.check(page, "/create package step");
    await choose(/Premium Song/);
    await page.getByRole("button", { name: "Continue" }).click();
    await stepTitle("Review").waitFor();
    await audit.check(page, "/create review step");
    await page.getByRole("button", { name: "Add a promotion code" }).click();
    await page.getByLabel("Promotion code").waitFor();
    await audit.check(page, "/create review step with the promotion code field");
    // "Send it to them": the gift delivery's fields, chosen with the order.
    await page.getByLabel(/^Email the song to Grandma Rose on the day/).check();
    await page.getByLabel("Recipient's email").waitFor();
    await audit.check(page, "/create review step with a gift delivery");
    expect(audit.takeFindings()).toEqual([]);
  });

  it("passes on the payment error a visitor sees", async () => {
    await checkScreen("/payment-success", "/payment-success", "/payment-success without a session (payment error)");
    expect(audit.takeFindings()).toEqual([]);
  });

  it("passes on a song gift's page opened with a code that is not one", async () => {
    await checkScreen(
      "/song-gifts/redeem?code=not-a-gift-code",
      "/song-gifts/redeem",
      "/song-gifts/redeem with an unknown code",
    );
    expect(audit.takeFindings()).toEqual([]);
  });

  it("checked every route the route table lets anyone open", async () => {
    expect([...audit.checkedRoutes].sort()).toEqual(await routesOpenedBy("anyone"));
  });
});
