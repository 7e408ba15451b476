import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, SMALL_PHONE, type BrowserSession } from "../support/browser";
import { logIn } from "../support/browserSignIn";
import { DECLINED_CARD, PAYING_CARD, stackDb } from "../support/checkout";
import { buildOrder, choose, payOnCheckoutPage, stepTitle } from "../support/orderBuilder";
import { createTestUser, type TestUser } from "../support/users";

/**
 * From a story to a paid order in real Chromium: the builder, signing in half-way, the local
 * Stripe server's hosted checkout page, and the success and cancelled pages.
 */
describe("ordering a song in the browser", { timeout: 120_000 }, () => {
  const baseUrl = inject("baseUrl");
  const stripeUrl = inject("stripeUrl");
  let browser: BrowserSession;
  let customer: TestUser;

  const open = async (path: string) => {
    const tracked = await browser.newPage({ viewport: SMALL_PHONE });
    tracked.page.setDefaultTimeout(20_000);
    await tracked.page.goto(new URL(path, baseUrl).href);
    return tracked;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await createTestUser({ label: "orderer" });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Completes the order and waits for the hosted checkout page; answers its session id. */
  async function goToPayment(page: Page): Promise<string> {
    await page.getByRole("button", { name: "Complete Order" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/c/pay/`));
    return new URL(page.url()).pathname.split("/").pop()!;
  }

  const payWith = payOnCheckoutPage;

  const orderExists = async (sessionId: string) => (await stackDb().collection("orders").doc(sessionId).get()).exists;

  it("lets a visitor build an order, sign in half-way, come back to the review and pay by card", async () => {
    const { page, errors } = await open("/create");
    await buildOrder(page, { lyricsPrint: true });
    await page.getByText("An artist will reach out within 24 hours.").waitFor();
    await page.getByText("Grandma Rose").first().waitFor();
    await page.getByText("$74.99").first().waitFor();

    await page.getByRole("button", { name: "Complete Order" }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    await page.getByText("Please login to complete your order. Your progress has been saved.").waitFor();
    await logIn(page, customer.email, customer.password);

    await page.waitForURL((url) => url.pathname === "/create");
    await page.getByText("Welcome back! Complete your order below.").waitFor();
    await stepTitle(page, "Review").waitFor();
    await page.getByText("Grandma Rose").first().waitFor();

    const sessionId = await goToPayment(page);
    await payWith(page, PAYING_CARD, { shipping: true });
    await page.waitForURL(
      (url) => url.pathname === "/payment-success" && url.searchParams.get("session_id") === sessionId,
    );
    await page.getByText("Order created successfully!").first().waitFor();

    const order = (await stackDb().collection("orders").doc(sessionId).get()).data();
    expect(order).toMatchObject({
      userId: customer.uid,
      status: "paid",
      recipientName: "Grandma Rose",
      occasion: "birthday",
      genre: "pop",
      package: "premium",
      addOns: ["lyrics-print"],
      totalCents: 7499,
    });
    expect(order?.shippingAddress).toMatchObject({
      name: "Rose Baker",
      address: { city: "Portland", postal_code: "97201", country: "US" },
    });
    expect(errors).toEqual([]);
  });

  it("shows the decline on the checkout page, creates no order for it, and takes a retry", async () => {
    const { page, errors } = await open("/create");
    await buildOrder(page);
    const sessionId = await goToPayment(page);

    await payWith(page, DECLINED_CARD);
    await page.getByText("Your card was declined.").first().waitFor();
    expect(await orderExists(sessionId)).toBe(false);

    await payWith(page, PAYING_CARD);
    await page.waitForURL((url) => url.pathname === "/payment-success");
    await page.getByText("Order created successfully!").first().waitFor();
    expect(await orderExists(sessionId)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("brings a cancelled payment back to a new checkout with Try Payment Again", async () => {
    const { page, errors } = await open("/create");
    await buildOrder(page);
    const firstSession = await goToPayment(page);

    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL(`${baseUrl}/payment-cancelled`);
    await page.getByRole("button", { name: "Try Payment Again" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/c/pay/`));
    const secondSession = new URL(page.url()).pathname.split("/").pop()!;
    expect(secondSession).not.toBe(firstSession);

    await payWith(page, PAYING_CARD);
    await page.waitForURL((url) => url.pathname === "/payment-success");
    await page.getByText("Order created successfully!").first().waitFor();
    expect(await orderExists(secondSession)).toBe(true);
    expect(await orderExists(firstSession)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("keeps what was typed when the page reloads in the middle of the story step", async () => {
    const { page, errors } = await open("/create");
    await stepTitle(page, "Occasion").waitFor();
    await choose(page, "Wedding");
    await page.getByRole("button", { name: "Continue" }).click();
    await choose(page, "Country");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Skip this step" }).click();
    await stepTitle(page, "Story").waitFor();
    await page.getByLabel("Recipient Name").fill("Sam and Alex");
    await page.getByLabel("Your Story").fill("We met at a barn dance in the rain.");

    await page.reload();
    await stepTitle(page, "Story").waitFor();
    expect(await page.getByLabel("Recipient Name").inputValue()).toBe("Sam and Alex");
    expect(await page.getByLabel("Your Story").inputValue()).toBe("We met at a barn dance in the rain.");
    expect(errors).toEqual([]);
  });
});
