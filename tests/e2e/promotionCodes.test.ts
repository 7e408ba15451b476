import type { Page } from "playwright-core";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PROMOTION_MESSAGES, PROMOTIONS_TEXT } from "@songs/domain";
import { api, signIn } from "../support/api";
import { suiteAdmin } from "../support/adminSession";
import { DESKTOP, launchBrowser, PHONE, type BrowserSession } from "../support/browser";
import { createEnrolledAdmin, logIn, logInEnrolledAdmin } from "../support/browserSignIn";
import {
  localStripe,
  newCustomer,
  orderRequest,
  PAYING_CARD,
  payOnHostedPage,
  postCheckout,
  stackDb,
  startCheckout,
  uniqueIp,
} from "../support/checkout";
import { buildOrder, payOnCheckoutPage } from "../support/orderBuilder";
import { createTestUser, type TestUser } from "../support/users";

/** The Premium Song's price and 20% of it, in cents. */
const PREMIUM_CENTS = 4999;
const TWENTY_PERCENT_OFF = 1000;

const uniqueCode = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

/**
 * Promotion codes in real Chromium: an admin (past two-factor) creates a 20% code for first orders
 * on the Promotions page; a new customer adds it at the builder's review step on a phone and pays
 * 20% less (Stripe's charge says so); the same customer's second order is refused the code with a
 * message. A code used up by someone else between review and payment is refused at checkout, and
 * the draft stays.
 */
describe("promotion codes in the browser", { timeout: 240_000 }, () => {
  const baseUrl = inject("baseUrl");
  const stripeUrl = inject("stripeUrl");
  const suiteAdminSession = suiteAdmin();
  const browsers: BrowserSession[] = [];
  let customer: TestUser;
  const firstOrderCode = uniqueCode("FIRST20");

  beforeAll(async () => {
    customer = await createTestUser({ label: "promo" });
  });
  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
  });

  /** A person's own browser (their own sign-in and saved draft), on one tab at `viewport`. */
  const openTab = async (viewport: typeof PHONE) => {
    const browser = await launchBrowser({ viewport });
    browsers.push(browser);
    return browser.newPage();
  };

  const openPhone = async (user: TestUser) => {
    const { page } = await openTab(PHONE);
    page.setDefaultTimeout(20_000);
    await page.goto(new URL("/auth", baseUrl).href);
    await logIn(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname !== "/auth");
    await page.goto(new URL("/create", baseUrl).href);
    return page;
  };

  const addCode = async (page: Page, code: string) => {
    await page.getByRole("button", { name: "Add a promotion code" }).click();
    await page.getByLabel("Promotion code").fill(code);
    await page.getByRole("button", { name: "Apply", exact: true }).click();
  };

  const chargeOf = async (sessionId: string): Promise<Stripe.Charge> => {
    const session = await localStripe().checkout.sessions.retrieve(sessionId, {
      expand: ["payment_intent.latest_charge"],
    });
    return (session.payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge;
  };

  it("lets an admin past two-factor create a 20% code for first orders, listed with no uses", async () => {
    const admin = await createEnrolledAdmin("promotions-admin");
    const { page } = await openTab(DESKTOP);
    page.setDefaultTimeout(20_000);
    await page.goto(new URL("/auth", baseUrl).href);
    await logInEnrolledAdmin(page, admin, "/admin/promotions");
    await page.getByRole("heading", { level: 1, name: PROMOTIONS_TEXT.title }).waitFor();

    await page.getByLabel("Code", { exact: true }).fill(firstOrderCode.toLowerCase());
    await page.getByLabel("Percent off").fill("20");
    await page.getByLabel("First order only").check();
    await page.getByRole("button", { name: "Create the code" }).click();
    await page.getByText(PROMOTIONS_TEXT.created(firstOrderCode)).first().waitFor();

    const row = page.locator(`tr[data-promotion="${firstOrderCode}"]`);
    await row.waitFor();
    expect(await row.innerText()).toMatch(/20% off\s+All\s+Yes/);
    expect((await row.locator("[data-uses]").innerText()).trim()).toBe("0");
  });

  it("takes 20% off a new customer's first order at 360 px: Stripe charges 20% less and the order records it", async () => {
    const page = await openPhone(customer);
    await buildOrder(page);
    await addCode(page, firstOrderCode);
    await page.getByText(PROMOTION_MESSAGES.applied(firstOrderCode, TWENTY_PERCENT_OFF)).waitFor();
    await page.getByText("Total after the code: $39.99").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole("button", { name: "Complete Order" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/c/pay/`));
    const sessionId = new URL(page.url()).pathname.split("/").pop()!;
    await payOnCheckoutPage(page, PAYING_CARD);
    await page.waitForURL((url) => url.pathname === "/payment-success");
    await page.getByText("Order created successfully!").first().waitFor();

    const charge = await chargeOf(sessionId);
    expect(charge.amount).toBe(PREMIUM_CENTS - TWENTY_PERCENT_OFF);
    expect(charge.status).toBe("succeeded");
    const order = (await stackDb().collection("orders").doc(sessionId).get()).data();
    expect(order).toMatchObject({
      totalCents: PREMIUM_CENTS - TWENTY_PERCENT_OFF,
      promotion: { code: firstOrderCode, amountOffCents: TWENTY_PERCENT_OFF },
    });
  });

  it("refuses the first-order code on the same customer's second order, with a message, at review and at checkout", async () => {
    const page = await openPhone(customer);
    await buildOrder(page);
    await addCode(page, firstOrderCode);
    await page.getByText(PROMOTION_MESSAGES.firstOrderOnly).waitFor();
    await expect(page.getByText(/applied:/).count()).resolves.toBe(0);

    // A client that sends the code anyway is refused by the server in the same words, and no session is kept.
    const sameCustomer = { token: await signIn(customer.email, customer.password), ip: uniqueIp() };
    const refused = await postCheckout(sameCustomer, orderRequest({ promotionCode: firstOrderCode }));
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields?.promotionCode).toBe(PROMOTION_MESSAGES.firstOrderOnly);
    const kept = await stackDb().collection("checkoutSessions").where("userId", "==", customer.uid).get();
    expect(kept.size).toBe(1);
  });

  it("refuses at checkout a code used up between review and payment, and keeps the draft", async () => {
    const lastCode = uniqueCode("LAST");
    const created = await api("/api/admin/promotions", {
      method: "POST",
      token: suiteAdminSession.idToken,
      body: { code: lastCode, kind: "amount", amountOffCents: 500, maxRedemptions: 1 },
    });
    expect(created.status).toBe(200);

    const late = await createTestUser({ label: "promo-late" });
    const page = await openPhone(late);
    await buildOrder(page, { recipientName: "Uncle Ned" });
    await addCode(page, lastCode);
    await page.getByText(PROMOTION_MESSAGES.applied(lastCode, 500)).waitFor();

    // Someone else uses the code's one redemption meanwhile.
    const quicker = await newCustomer("promo-quicker");
    const session = await startCheckout(quicker, { promotionCode: lastCode });
    expect((await payOnHostedPage(session.url)).status).toBe(303);

    await page.getByRole("button", { name: "Complete Order" }).click();
    await page.getByText(PROMOTION_MESSAGES.usedUp).first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/create");
    await page.getByText("Uncle Ned").first().waitFor();
  });
});
