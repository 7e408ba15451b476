import type { Page, Worker } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { WEB_PUSH_MESSAGES } from "@songs/domain";
import {
  DESKTOP,
  launchBrowser,
  PHONE,
  waitForServiceWorker,
  type BrowserSession,
  withServiceWorkers,
} from "../support/browser";
import { logInFromAuthPage } from "../support/browserSignIn";
import { newCustomer, type Customer } from "../support/checkout";
import { paidOrder, studioArtist } from "../support/paidOrders";
import type { TestArtist } from "../support/artists";

// These suites are about what the service worker does: it runs in their browsers.
withServiceWorkers();

/**
 * Notifications on the phone in real Chromium: the "Notify me on this device" switch, off until
 * turned on, asks the browser then; where this machine's Chromium cannot reach a push service it
 * says so in words. The service worker shows a push delivered through the DevTools protocol
 * (`ServiceWorker.deliverPushMessage`), and a tap opens the exact order.
 */
describe("notifications on the phone", { timeout: 240_000 }, () => {
  const baseUrl = inject("baseUrl");
  const origin = new URL(baseUrl).origin;
  const browsers: BrowserSession[] = [];
  let customer: Customer;
  let maker: TestArtist;
  let orderId: string;

  beforeAll(async () => {
    [customer, maker] = await Promise.all([newCustomer("notified"), studioArtist()]);
    orderId = await paidOrder(customer, { artistId: maker.artistId, recipientName: "Nora Quinn" });
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  async function signedIn(
    user: { email: string; password: string },
    viewport: typeof PHONE,
    path = "/dashboard",
  ): Promise<{ browser: BrowserSession; page: Page }> {
    // The full browser: the headless shell answers every notification permission "denied", even granted.
    const browser = await launchBrowser({ viewport, kind: "full" });
    browsers.push(browser);
    const { page } = await browser.newPage();
    page.setDefaultTimeout(30_000);
    // Each person lands where their work is: a customer on the dashboard, an artist in the studio.
    await logInFromAuthPage(page, baseUrl, user, path === "/studio" ? "/studio" : "/dashboard");
    // The service worker controls the page once it is active and the page loaded again.
    await waitForServiceWorker(page);
    await page.goto(new URL(path, baseUrl).href);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    return { browser, page };
  }

  const notifySwitch = (page: Page) => page.getByRole("switch", { name: WEB_PUSH_MESSAGES.switchLabel });

  it("at 360 px the switch is off, asks only when turned on, and says in words when this browser cannot subscribe", async () => {
    const { browser, page } = await signedIn(customer, PHONE);
    const toggle = notifySwitch(page);
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await page.getByText(WEB_PUSH_MESSAGES.offHint).waitFor();
    // Nothing asked before the switch is turned on.
    expect(await page.evaluate(() => Notification.permission)).toBe("default");
    const box = (await page.locator("label", { has: toggle }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    // The person allows notifications when the browser asks (Playwright grants it with the DevTools
    // protocol's Browser.grantPermissions for this browser context).
    await browser.context.grantPermissions(["notifications"], { origin });
    await toggle.click();
    const note = page
      .getByRole("status")
      .filter({ hasText: new RegExp(`${escape(WEB_PUSH_MESSAGES.on)}|${escape(WEB_PUSH_MESSAGES.subscribeFailed)}`) });
    await note.waitFor();
    const said = await note.textContent();
    if (said === WEB_PUSH_MESSAGES.subscribeFailed) {
      // No push service can be reached from here: the switch stays off and says so; email stays the channel.
      expect(await toggle.isChecked()).toBe(false);
      expect(await toggle.isEnabled()).toBe(true);
    } else {
      expect(await toggle.isChecked()).toBe(true);
    }
  });

  it("the service worker shows a push, and a tap opens the exact order", async () => {
    const { browser, page } = await signedIn(customer, PHONE);
    await browser.context.grantPermissions(["notifications"], { origin });
    const cdp = await browser.context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on(
      "ServiceWorker.workerRegistrationUpdated",
      (event: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        registrations.push(...event.registrations.filter((registration) => !registration.isDeleted));
      },
    );
    await cdp.send("ServiceWorker.enable");
    await expect
      .poll(() => registrations.find((registration) => registration.scopeURL === `${origin}/`)?.registrationId)
      .toBeTruthy();
    const registrationId = registrations.find((registration) => registration.scopeURL === `${origin}/`)!.registrationId;

    const orderPath = `/dashboard/orders/${orderId}`;
    const payload = {
      title: "Maya asked you a question",
      body: "How do you say Nora?",
      url: orderPath,
      tag: `order-${orderId}`,
    };
    await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify(payload) });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          data: notification.data as unknown,
        })),
      );
    await expect
      .poll(shown)
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: orderPath } }]);

    // The tap: the service worker's click handler with the notification shown (DevTools cannot click one).
    const worker: Worker =
      browser.context.serviceWorkers().find((each) => each.url().startsWith(origin)) ??
      (await browser.context.waitForEvent("serviceworker"));
    await worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        openNotificationTarget(notification: Notification): Promise<unknown>;
      };
      const [notification] = await scope.registration.getNotifications();
      await scope.openNotificationTarget(notification!);
    });
    await page.waitForURL(`${baseUrl}${orderPath}`);
    await page.getByRole("article", { name: "Song for Nora Quinn" }).waitFor();
    await expect.poll(shown).toEqual([]);
    await cdp.detach();
  });

  it("at 1280 px the studio has the switch too, off by default", async () => {
    const { page } = await signedIn(maker, DESKTOP, "/studio");
    await notifySwitch(page).waitFor();
    expect(await notifySwitch(page).isChecked()).toBe(false);
    await page.getByText(WEB_PUSH_MESSAGES.offHint).waitFor();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
