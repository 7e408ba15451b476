import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { MESSAGES, OFFLINE_MESSAGES, type Artist, type Sample, CATALOGUE_MESSAGES } from "@songs/domain";
import {
  launchBrowser,
  waitForHydration,
  waitForServiceWorker,
  type BrowserSession,
  withServiceWorkers,
} from "../support/browser";
import { logIn } from "../support/browserSignIn";
import { createTestUser, type TestUser } from "../support/users";

// These suites are about what the service worker does: it runs in their browsers.
withServiceWorkers();

const PHONE = { width: 360, height: 740 };

/**
 * A customer on a phone without a connection, in real Chromium driven offline once the service
 * worker controls the page: screens say "You're offline" instead of inventing empty or missing
 * results, show what was saved before, and Complete Order and sign-in say they need a connection.
 */
describe("offline on a phone", { timeout: 180_000 }, () => {
  const baseUrl = inject("baseUrl");
  const stripeUrl = inject("stripeUrl");
  let browser: BrowserSession;
  let page: Page;
  let errors: string[];
  let artist: Artist;
  let customer: TestUser;

  const offlineHeading = () => page.getByRole("heading", { name: OFFLINE_MESSAGES.title, exact: true });
  const savedCopyNotice = () => page.getByText(OFFLINE_MESSAGES.savedCopy).first();
  const goOffline = () => browser.context.setOffline(true);
  const goOnline = () => browser.context.setOffline(false);
  /** Opens a page (the service worker answers with the network's page, else the one kept, else the app shell). */
  const visit = (path: string) => page.goto(new URL(path, baseUrl).href);

  /** A link followed inside the app: the router shows the screen, which reads its data through the API. */
  const navigateInApp = (path: string) =>
    page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, path);

  /** The public screens that read data, what each shows once loaded, and the text it must not invent offline. */
  const screens = () => [
    {
      path: "/artists",
      loaded: () => page.getByRole("list", { name: "Artists" }),
      invented: CATALOGUE_MESSAGES.artistsEmpty,
    },
    {
      path: "/samples",
      loaded: () => page.getByRole("list", { name: "Samples" }),
      invented: CATALOGUE_MESSAGES.samplesEmpty,
    },
    {
      path: "/reviews",
      loaded: () => page.getByRole("list", { name: "Reviews" }),
      invented: CATALOGUE_MESSAGES.reviewsEmpty,
    },
    {
      path: `/artists/${artist.id}`,
      loaded: () => page.getByRole("heading", { level: 1, name: artist.name }),
      invented: CATALOGUE_MESSAGES.artistNotFound,
    },
    {
      path: "/",
      loaded: () => page.getByRole("list", { name: "Customer testimonials" }),
      invented: CATALOGUE_MESSAGES.reviewsLoading,
    },
  ];

  beforeAll(async () => {
    const artists = (await (await fetch(new URL("/api/artists", baseUrl))).json()) as { artists: Artist[] };
    artist = artists.artists.find((each) => each.photoUrl !== "")!;
    customer = await createTestUser({ label: "offline" });
    browser = await launchBrowser({ viewport: PHONE });
    const tracked = await browser.newPage();
    page = tracked.page;
    errors = tracked.errors;
    page.setDefaultTimeout(20_000);
    // A screen that reads nothing, so no answer is cached before the tests ask for it.
    await visit("/faq");
    await waitForServiceWorker(page);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  });

  afterEach(async () => {
    await goOnline();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the site-wide offline indicator while the device is offline", async () => {
    const indicator = page.getByText(OFFLINE_MESSAGES.indicator);
    expect(await indicator.count()).toBe(0);
    await goOffline();
    await indicator.waitFor();
    await goOnline();
    await indicator.waitFor({ state: "detached" });
  });

  it("Retry reads again once the network answers", async () => {
    // The API is unreachable although the browser believes it is online: only Retry reads again.
    await browser.context.route("**/api/artists", (route) => route.abort("internetdisconnected"));
    // Opened from another screen, so the browser reads it (a page loaded whole arrives with its data).
    await visit("/faq");
    // The router hears the in-app navigation only once React has hydrated the rendered page.
    await waitForHydration(page);
    await navigateInApp("/artists");
    await offlineHeading().waitFor();
    expect(await page.getByText(CATALOGUE_MESSAGES.artistsEmpty).count()).toBe(0);
    await browser.context.unroute("**/api/artists");
    await page.getByRole("button", { name: OFFLINE_MESSAGES.retry }).click();
    await page.getByRole("list", { name: "Artists" }).waitFor();
  });

  it("says each screen never read before is offline, and loads it when the connection returns", async () => {
    for (const screen of screens()) {
      if (screen.path === "/artists") continue; // Read by the Retry test already.
      await goOffline();
      await visit(screen.path);
      await offlineHeading().waitFor();
      await page.getByRole("button", { name: OFFLINE_MESSAGES.retry }).waitFor();
      expect(await page.getByText(screen.invented, { exact: true }).count(), screen.path).toBe(0);
      // Back online, the screen reads again by itself.
      await goOnline();
      await screen.loaded().waitFor();
      expect(await offlineHeading().count(), screen.path).toBe(0);
    }
  });

  it("shows the copies saved before, marked as saved, artist photos included", async () => {
    await visit(`/artists/${artist.id}`);
    await page.getByRole("img", { name: artist.name }).first().waitFor();
    // Only what the app keeps may answer offline, not the browser's own HTTP cache.
    const devtools = await browser.context.newCDPSession(page);
    await devtools.send("Network.clearBrowserCache");
    await devtools.detach();
    await goOffline();
    for (const screen of screens()) {
      await visit(screen.path);
      await screen.loaded().waitFor();
      await savedCopyNotice().waitFor();
      expect(await offlineHeading().count(), screen.path).toBe(0);
    }
    // The profile photo seen online still shows (not the initials that replace a broken image).
    await visit(`/artists/${artist.id}`);
    const photo = page.getByRole("img", { name: artist.name }).first();
    await photo.waitFor();
    await expect
      .poll(() =>
        photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      )
      .toBe(true);
  });

  it("opens in the app offline, at 360 px, the pages a visitor opened by link, with what they showed", async () => {
    // A visitor of its own, who opens pages only as links and searches do: whole, rendered.
    const visitor = await launchBrowser({ viewport: PHONE });
    try {
      const { page: phone, errors: phoneErrors } = await visitor.newPage();
      phone.setDefaultTimeout(20_000);
      const open = (path: string) => phone.goto(new URL(path, baseUrl).href);
      await open("/faq");
      await waitForServiceWorker(phone);
      await phone.reload();
      await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const opened = ["/", "/artists", "/samples", "/reviews", `/artists/${artist.id}`];
      for (const path of opened) {
        await open(path);
        await waitForHydration(phone);
      }
      // The service worker has kept each page (it keeps them as they arrive).
      await expect
        .poll(() =>
          phone.evaluate(async () =>
            (await (await caches.open("pages")).keys()).map((request) => new URL(request.url).pathname),
          ),
        )
        .toEqual(expect.arrayContaining(opened));

      await visitor.context.setOffline(true);
      await phone.reload();
      await waitForHydration(phone);
      const goByMenu = async (name: string) => {
        await phone.getByRole("button", { name: "Open menu" }).click();
        await phone.getByRole("dialog", { name: "Menu" }).getByRole("link", { name, exact: true }).click();
      };
      const offlineNotice = () => phone.getByRole("heading", { name: OFFLINE_MESSAGES.title, exact: true });
      await goByMenu("Artists");
      await phone.getByRole("list", { name: "Artists" }).waitFor();
      await phone.getByText(OFFLINE_MESSAGES.savedCopy).first().waitFor();
      expect(await offlineNotice().count()).toBe(0);
      // An artist card opens the profile opened before.
      await phone.getByRole("list", { name: "Artists" }).getByRole("link", { name: artist.name }).first().click();
      await phone.getByRole("heading", { level: 1, name: artist.name }).waitFor();
      expect(await offlineNotice().count()).toBe(0);
      await goByMenu("Samples");
      await phone.getByRole("list", { name: "Samples" }).waitFor();
      await goByMenu("Reviews");
      await phone.getByRole("list", { name: "Reviews" }).waitFor();
      expect(await offlineNotice().count()).toBe(0);
      expect(phoneErrors.filter((error) => !/net::ERR_(INTERNET_DISCONNECTED|FAILED)/.test(error))).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it("keeps an empty answer empty online", async () => {
    const { samples } = (await (await fetch(new URL("/api/samples", baseUrl))).json()) as { samples: Sample[] };
    const occasions = [...new Set(samples.map((sample) => sample.occasion))];
    const moods = [...new Set(samples.map((sample) => sample.mood))];
    const unmatched = occasions
      .flatMap((occasion) => moods.map((mood) => ({ occasion, mood })))
      .find((pair) => !samples.some((sample) => sample.occasion === pair.occasion && sample.mood === pair.mood));
    expect(unmatched).toBeDefined();
    await visit("/samples");
    await page.getByRole("list", { name: "Samples" }).waitFor();
    await page.getByLabel("Occasion").selectOption(unmatched!.occasion);
    await page.getByLabel("Mood").selectOption(unmatched!.mood);
    await page.getByText(CATALOGUE_MESSAGES.samplesEmpty).waitFor();
    expect(await offlineHeading().count()).toBe(0);
  });

  it("tells a visitor sent to sign in while offline that signing in needs a connection", async () => {
    await goOffline();
    await visit("/dashboard");
    await page.waitForURL(`${baseUrl}/auth`);
    await page.getByText(OFFLINE_MESSAGES.signInNeedsConnection).first().waitFor();
    await logIn(page, customer.email, customer.password);
    await expect.poll(() => page.getByText(OFFLINE_MESSAGES.signInNeedsConnection).count()).toBe(2);
    expect(await page.getByText(/couldn't reach the log-in service/).count()).toBe(0);
  });

  it("saves an order completed offline and resumes it with one tap when back online", async () => {
    await visit("/auth");
    await logIn(page, customer.email, customer.password);
    await page.waitForURL(`${baseUrl}/dashboard`).catch(async (error: unknown) => {
      throw new Error(`Sign-in did not reach the dashboard; the page said: ${await page.locator("main").innerText()}`, {
        cause: error,
      });
    });

    await visit("/create");
    await buildOrder(page);
    await goOffline();
    await page.getByRole("button", { name: "Complete Order" }).click();
    await page.getByText(OFFLINE_MESSAGES.orderSaved).waitFor();
    expect(await page.getByText(MESSAGES.redirectingToPayment).count()).toBe(0);
    expect(await page.getByText(MESSAGES.unexpectedError).count()).toBe(0);

    // The order survives a reload without a connection.
    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Review", exact: true }).waitFor();
    await page.getByText("Grandma Rose").first().waitFor();

    await page.getByRole("button", { name: "Complete Order" }).click();
    await page.getByText(OFFLINE_MESSAGES.orderSaved).waitFor();
    await goOnline();
    await page.getByText(OFFLINE_MESSAGES.orderResume).waitFor();
    await page.getByRole("button", { name: "Complete Order" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/c/pay/`));
  });

  it("logs no errors other than the requests the browser could not send offline", () => {
    expect(errors.filter((error) => !/net::ERR_(INTERNET_DISCONNECTED|FAILED)/.test(error))).toEqual([]);
  });
});

/** Steps 1 to 5 of the builder, ending on the review step. */
async function buildOrder(page: Page) {
  const stepTitle = (title: string) => page.getByRole("heading", { level: 2, name: title, exact: true });
  const choose = (label: string | RegExp) => page.locator("label").filter({ hasText: label }).first().click();
  await stepTitle("Occasion").waitFor();
  await choose("Birthday");
  await page.getByRole("button", { name: "Continue" }).click();
  await stepTitle("Style").waitFor();
  await choose("Pop");
  await page.getByRole("button", { name: "Continue" }).click();
  await stepTitle("Artist").waitFor();
  await page.getByRole("button", { name: "Skip this step" }).click();
  await stepTitle("Story").waitFor();
  await page.getByLabel("Recipient Name").fill("Grandma Rose");
  await page.getByLabel("Your Story").fill("She taught me to bake bread on Sunday mornings, flour on every surface.");
  await page.getByLabel("Key Moments").fill("The summer at the lake");
  await page.getByRole("button", { name: "Continue" }).click();
  await stepTitle("Package").waitFor();
  await choose(/Premium Song/);
  await page.getByRole("button", { name: "Continue" }).click();
  await stepTitle("Review").waitFor();
}
