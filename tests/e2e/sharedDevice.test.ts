import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MESSAGES } from "@songs/domain";
import { openBrowserTab, waitForServiceWorker, type BrowserSession, withServiceWorkers } from "../support/browser";
import { logInFromAuthPage } from "../support/browserSignIn";
import { newCustomer, payOnHostedPage, startCheckout, type Customer } from "../support/checkout";
import { createTestUser, type TestUser } from "../support/users";

// These suites are about what the service worker does: it runs in their browsers.
withServiceWorkers();

/**
 * Threat: a previous user's data on a shared device. One browser profile stands for one phone:
 * a customer pays and logs out, then a signed-out visitor and another customer open the same
 * success page address. Neither may see the first customer's payment (recipient, package, total).
 */
describe("a previous user's payment on a shared device", { timeout: 120_000 }, () => {
  const baseUrl = inject("baseUrl");
  let browser: BrowserSession;
  let page: Page;
  let payer: Customer;
  let other: TestUser;
  let successPath: string;

  const RECIPIENT = "Aunt Mabel";

  const signIn = (user: TestUser) => logInFromAuthPage(page, baseUrl, user);

  /** The verified-payment records this device keeps in IndexedDB. */
  const keptPayments = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const opening = indexedDB.open("songs-from-the-heart");
          opening.onerror = () => reject(new Error("IndexedDB did not open"));
          opening.onsuccess = () => {
            const keys = opening.result.transaction("checkout").objectStore("checkout").getAllKeys();
            keys.onsuccess = () => resolve(keys.result.map(String).filter((key) => key.startsWith("verifiedPayment:")));
            keys.onerror = () => reject(new Error("The checkout store could not be read"));
          };
        }),
    );

  beforeAll(async () => {
    [payer, other] = await Promise.all([newCustomer("shared-payer"), createTestUser({ label: "shared-next" })]);
    const { sessionId, url } = await startCheckout(payer, { package: "basic", addOns: [], recipientName: RECIPIENT });
    expect((await payOnHostedPage(url)).status).toBe(303);
    successPath = `/payment-success?session_id=${sessionId}`;
    ({ browser, page } = await openBrowserTab());
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the payment to the customer who paid, and forgets it at logout, its address included", async () => {
    await signIn(payer);
    // The service worker is in charge of the next page, as on a phone that has used the site before.
    await waitForServiceWorker(page);
    await page.goto(new URL(successPath, baseUrl).href);
    await page.getByText(RECIPIENT).first().waitFor();
    expect(await keptPayments()).toHaveLength(1);

    await page.getByRole("button", { name: "Log out" }).first().click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(keptPayments).toEqual([]);
    const cachedUrls = await page.evaluate(async () =>
      (
        await Promise.all(
          (await caches.keys()).map(async (name) =>
            (await (await caches.open(name)).keys()).map((request) => request.url),
          ),
        )
      ).flat(),
    );
    expect(cachedUrls.filter((url) => url.includes("session_id"))).toEqual([]);
  });

  it("does not show it to a signed-out visitor opening the same address", async () => {
    await page.goto(new URL(successPath, baseUrl).href);
    await page.getByText(MESSAGES.signInToFinalize).waitFor();
    expect(await page.getByText(RECIPIENT).count()).toBe(0);
  });

  it("does not show it to the next customer signing in on the device", async () => {
    await signIn(other);
    await page.goto(new URL(successPath, baseUrl).href);
    await page.getByText(MESSAGES.paymentVerificationFailed).waitFor();
    expect(await page.getByText(RECIPIENT).count()).toBe(0);
  });
});
