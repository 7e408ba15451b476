import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MESSAGES } from "@songs/domain";
import { launchBrowser, type BrowserSession, type TrackedPage } from "../support/browser";
import { logIn } from "../support/browserSignIn";
import { payOnHostedPage, stackDb } from "../support/checkout";
import { buildOrder } from "../support/orderBuilder";
import { createTestUser, type TestUser } from "../support/users";

/**
 * A customer pays but never reaches the success screen in that tab (it was closed, or they had to
 * sign in again elsewhere). The next time the app opens signed in on this device, it confirms the
 * payment and shows the success screen once; later visits do not show it again.
 */
describe("a paid checkout confirmed after signing in elsewhere", { timeout: 120_000 }, () => {
  const baseUrl = inject("baseUrl");
  const stripeUrl = inject("stripeUrl");
  const RECIPIENT = "Cousin Ada";
  let browser: BrowserSession;
  let customer: TestUser;

  const open = async (path: string): Promise<TrackedPage> => {
    const tracked = await browser.newPage();
    tracked.page.setDefaultTimeout(20_000);
    await tracked.page.goto(new URL(path, baseUrl).href);
    return tracked;
  };

  /** The pending checkout this device keeps (the spec's `postCheckoutSessionId`), or null. */
  const keptPendingCheckout = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const opening = indexedDB.open("songs-from-the-heart");
          opening.onerror = () => reject(new Error("IndexedDB did not open"));
          opening.onsuccess = () => {
            const read = opening.result.transaction("checkout").objectStore("checkout").get("postCheckoutSessionId");
            read.onsuccess = () => resolve(read.result ?? null);
            read.onerror = () => reject(new Error("The checkout store could not be read"));
          };
        }),
    );

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await createTestUser({ label: "resumer" });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the success screen once in a new tab after the payment, and not on the next visit", async () => {
    const { page: payingTab } = await open("/auth");
    await logIn(payingTab, customer.email, customer.password);
    await payingTab.waitForURL(`${baseUrl}/dashboard`);
    await payingTab.goto(new URL("/create", baseUrl).href);
    await buildOrder(payingTab, { recipientName: RECIPIENT });
    await payingTab.getByRole("button", { name: "Complete Order" }).click();
    await payingTab.waitForURL((url) => url.href.startsWith(`${stripeUrl}/c/pay/`));
    const paymentUrl = payingTab.url();
    const sessionId = new URL(paymentUrl).pathname.split("/").pop()!;
    // Paid, but this tab never comes back to the app: it is closed on the payment page.
    await payingTab.close();
    expect((await payOnHostedPage(paymentUrl)).status).toBe(303);

    const first = await open("/");
    await first.page.waitForURL(
      (url) => url.pathname === "/payment-success" && url.searchParams.get("session_id") === sessionId,
    );
    await first.page.getByRole("heading", { name: MESSAGES.orderCreated }).waitFor();
    await first.page.getByText(RECIPIENT).waitFor();
    expect((await stackDb().collection("orders").doc(sessionId).get()).get("recipientName")).toBe(RECIPIENT);
    await expect.poll(() => keptPendingCheckout(first.page)).toBeNull();
    expect(first.errors).toEqual([]);
    await first.page.close();

    const second = await open("/");
    await second.page.getByRole("link", { name: "Dashboard" }).first().waitFor();
    expect(await keptPendingCheckout(second.page)).toBeNull();
    expect(new URL(second.page.url()).pathname).toBe("/");
    expect(await second.page.getByText(MESSAGES.orderCreated).count()).toBe(0);
    expect(second.errors).toEqual([]);
  });
});
