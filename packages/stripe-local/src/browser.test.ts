/**
 * The hosted checkout page in real Chromium: a person fills it, is declined once, pays and lands
 * on the success URL. Screenshots at 360 px wide go to $STRIPE_LOCAL_SCREENSHOTS (default: the
 * system temp folder) for a look by eye.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type BrowserContext } from "playwright-core";
import type Stripe from "stripe";
import { type StripeLocal } from "./server";
import { futureExpiry } from "./testing";
import { WEBHOOK_SECRET, createSession, startLocal, startReceiver, type WebhookReceiver } from "./testSupport";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SCREENSHOTS = process.env.STRIPE_LOCAL_SCREENSHOTS ?? tmpdir();

let local: StripeLocal;
let stripe: Stripe;
let receiver: WebhookReceiver;
let shop: Server;
let shopUrl: string;
let context: BrowserContext;
let profile: string;

describe.skipIf(!existsSync(CHROMIUM_PATH))("hosted checkout page in Chromium", () => {
  beforeAll(async () => {
    receiver = await startReceiver();
    ({ local, stripe } = await startLocal({ webhookUrl: receiver.url }));
    shop = createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      const heading = req.url?.startsWith("/payment-success")
        ? "Payment success"
        : req.url?.startsWith("/studio")
          ? "Studio"
          : "Payment cancelled";
      res.end(`<!doctype html><title>Shop</title><h1>${heading}</h1>`);
    });
    await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    profile = await mkdtemp(path.join(tmpdir(), "stripe-local-chromium-"));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
      viewport: { width: 360, height: 800 },
    });
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await rm(profile, { recursive: true, force: true });
    await local?.stop();
    await receiver?.close();
    await new Promise<void>((resolve) => shop.close(() => resolve()));
  });

  it("is filled like a person, declines once, then pays and redirects to the success URL", async () => {
    const session = await createSession(stripe, {
      success_url: `${shopUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${shopUrl}/payment-cancelled`,
      shipping_address_collection: { allowed_countries: ["US", "CA", "GB"] },
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(e.message));

    await page.goto(session.url as string);
    await expect(page.title()).resolves.toBe("Checkout – Test mode");
    await expect(page.getByText("$74.99").first().isVisible()).resolves.toBe(true);
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe("buyer@example.com");
    await page.screenshot({ path: path.join(SCREENSHOTS, "stripe-local-checkout-360.png"), fullPage: true });
    // Nothing overflows sideways at 360 px.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);

    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Address line 1").fill("1 Main St");
    await page.getByLabel("City").fill("Springfield");
    await page.getByLabel("Shipping postal code").fill("12345");
    await page.getByLabel("Shipping country").selectOption("US");
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByLabel("Expiry (MM / YY)").fill(futureExpiry());
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Postal code", { exact: true }).fill("94107");
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    await expect(page.getByRole("alert").textContent()).resolves.toContain("Your card was declined.");
    await expect(page.getByLabel("Card number").inputValue()).resolves.toBe("");
    await expect(page.getByLabel("Full name").inputValue()).resolves.toBe("Ada Lovelace");
    await page.screenshot({ path: path.join(SCREENSHOTS, "stripe-local-declined-360.png"), fullPage: true });

    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await Promise.all([
      page.waitForURL(`${shopUrl}/payment-success?session_id=${session.id}`),
      page.getByRole("button", { name: "Pay", exact: true }).click(),
    ]);
    await expect(page.getByRole("heading").textContent()).resolves.toBe("Payment success");

    const hook = await receiver.waitFor((w) => w.type === "checkout.session.completed");
    const event = stripe.webhooks.constructEvent(hook.rawBody, hook.signature, WEBHOOK_SECRET);
    expect((event.data.object as Stripe.Checkout.Session).collected_information?.shipping_details?.name).toBe(
      "Ada Lovelace",
    );
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it("walks the 3-D Secure challenge and follows the back link to the cancel URL", async () => {
    const session = await createSession(stripe, {
      success_url: `${shopUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${shopUrl}/payment-cancelled`,
    });
    const page = await context.newPage();
    await page.goto(session.url as string);
    await page.getByLabel("Card number").fill("4000 0025 0000 3155");
    await page.getByLabel("Expiry (MM / YY)").fill(futureExpiry());
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Postal code").fill("94107");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.screenshot({ path: path.join(SCREENSHOTS, "stripe-local-3ds-360.png"), fullPage: true });
    await page.getByRole("button", { name: "Fail authentication" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toContain(
      "We are unable to authenticate your payment method.",
    );

    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL(`${shopUrl}/payment-cancelled`);
    await page.close();
  }, 60_000);

  it("onboards a connected account on the hosted page: a wrong bank number is explained, then back to the studio", async () => {
    const account = await stripe.accounts.create({
      type: "express",
      email: "maya@example.com",
      capabilities: { transfers: { requested: true } },
    });
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: "account_onboarding",
      refresh_url: `${shopUrl}/studio/refresh`,
      return_url: `${shopUrl}/studio/done`,
    });
    const page = await context.newPage();
    await page.goto(link.url);
    await expect(page.title()).resolves.toBe("Set up payouts – Test mode");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByLabel("Routing number").inputValue()).resolves.toBe("110000000");
    await page.getByLabel("Account number").fill("1234");
    await page.getByRole("button", { name: "Complete onboarding" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toContain("Please correct the highlighted field.");
    await expect(page.getByText("You must use a test bank account number in test mode.").isVisible()).resolves.toBe(
      true,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: path.join(SCREENSHOTS, "stripe-local-onboarding-360.png"), fullPage: true });

    await page.getByLabel("Account number").fill("000123456789");
    await Promise.all([
      page.waitForURL(`${shopUrl}/studio/done`),
      page.getByRole("button", { name: "Complete onboarding" }).click(),
    ]);
    await expect(page.getByRole("heading").textContent()).resolves.toBe("Studio");
    expect((await stripe.accounts.retrieve(account.id)).payouts_enabled).toBe(true);
    await page.close();
  }, 60_000);
});
