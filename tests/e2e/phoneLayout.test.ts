import { readdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import sharp from "sharp";
import { MESSAGES, OFFLINE_MESSAGES } from "@songs/domain";
import { DEMO_CUSTOMER } from "../../scripts/seed/users";
import { readRouteTable, type RouteEntry } from "../../scripts/build/staffOnlyChunks";
import { REPO_ROOT } from "../../scripts/stack/startStack";
import { STAFF_AUDIENCES } from "../../src/app/routeAudience";
import "../support/stackContext";
import {
  DESKTOP,
  launchBrowser,
  SMALL_PHONE,
  waitForHydration,
  type BrowserSession,
  type Viewport,
  withServiceWorkers,
} from "../support/browser";
import { waitForSettledScreen } from "../support/axe";
import { MIN_TARGET_PX, smallTargets } from "../support/touchTargets";
import { wordsBrokenMidWord } from "../support/wordBreaks";

// These suites are about what the service worker does: it runs in their browsers.
withServiceWorkers();

/** A common Android phone, the size the site is designed at. */
const PHONE: Viewport = { width: 360, height: 740 };

/** iPhone Safari, as it names itself. */
const IOS_SAFARI_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

const PUBLIC_SCREENS = [
  "/",
  "/how-it-works",
  "/artists",
  "/samples",
  "/wedding-songs",
  "/reviews",
  "/faq",
  "/create",
  "/auth",
];

/** Whether two boxes share any area. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether what shows at the centre of the element's box is the element itself (nothing covers it there). */
function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const shown = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return shown !== null && element.contains(shown);
  });
}

describe("the site on a phone", { timeout: 180_000 }, () => {
  const baseUrl = inject("baseUrl");
  let browser: BrowserSession;

  const openPage = async (path: string, viewport: Viewport = PHONE) => {
    const { page } = await browser.newPage({ viewport });
    page.setDefaultTimeout(20_000);
    await page.goto(new URL(path, baseUrl).href);
    await waitForHydration(page);
    return page;
  };

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: PHONE });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("gives every control on the public screens a 44x44 px touch target", async () => {
    const page = await openPage("/");
    const found: string[] = [];
    await page.goto(new URL("/artists", baseUrl).href);
    const profile = await page.getByRole("article").first().getByRole("link").first().getAttribute("href");
    for (const path of [...PUBLIC_SCREENS, profile!]) {
      await page.goto(new URL(path, baseUrl).href);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      // Screens that list data (artists, samples, reviews) are measured once it has arrived.
      await page.waitForLoadState("networkidle");
      found.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
    }
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    found.push(...(await smallTargets(page)).map((target) => `menu: ${target}`));
    expect(found).toEqual([]);
    await page.close();
  });

  it("shows the test cards' numbers whole at 320 px, the table within the screen and no sideways scroll", async () => {
    const page = await openPage("/test-order", SMALL_PHONE);
    const table = page.getByRole("region", { name: "Test card numbers" });
    const box = (await table.boundingBox())!;
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const numbers = await table
      .locator("code")
      .evaluateAll((codes) =>
        codes.map((code) => ({ text: code.textContent, right: code.getBoundingClientRect().right })),
      );
    expect(numbers.map((number) => number.text)).toContain("4242 4242 4242 4242");
    for (const number of numbers) expect(number.right, number.text ?? "").toBeLessThanOrEqual(box.x + box.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
    await page.close();
  });

  it("locks the page behind the menu and closes it on a tap beside it, even 320 px wide", async () => {
    const page = await openPage("/", SMALL_PHONE);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    await page.mouse.move(10, 400);
    await page.mouse.wheel(0, 600);
    // A scroll that was going to happen has had a frame to do so.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const panel = await drawer.boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    await page.mouse.click(panel!.x / 2, 400);
    await drawer.waitFor({ state: "detached" });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    await page.close();
  });

  it("keeps the menu and the offline strip above the mini player at 320x640, the menu scrolling to its end", async () => {
    const page = await openPage("/samples", SMALL_PHONE);
    await page
      .getByRole("list", { name: "Samples" })
      .getByRole("button", { name: /^Play / })
      .first()
      .click();
    const dock = page.getByRole("region", { name: "Now playing" });
    await dock.waitFor();
    // The browser offers installation, so the menu shows "Install app" too.
    await page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      });
      window.dispatchEvent(offer);
    });

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (const control of [
      menu.getByRole("link", { name: "Create Your Song" }),
      menu.getByRole("button", { name: "Install app" }),
    ]) {
      await control.scrollIntoViewIfNeeded();
      const box = (await control.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(SMALL_PHONE.height);
      expect(await isOnTop(control), (await control.textContent()) ?? "").toBe(true);
    }
    await menu.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "detached" });

    // Typing, the keyboard leaves little room: the player steps aside from the field, and comes back.
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Login" }).click();
    const email = page.getByLabel("Email", { exact: true });
    await email.focus();
    await dock.waitFor({ state: "hidden" });
    await email.blur();
    await dock.waitFor();

    await browser.context.setOffline(true);
    try {
      const strip = page.getByText(OFFLINE_MESSAGES.indicator);
      await strip.waitFor();
      // Compact: one short line at 360 px, not a block over the screen.
      expect((await strip.boundingBox())!.height).toBeLessThanOrEqual(32);
      expect(await isOnTop(strip)).toBe(true);
      expect(await isOnTop(dock)).toBe(true);
      expect(overlaps((await strip.boundingBox())!, (await dock.boundingBox())!)).toBe(false);
    } finally {
      await browser.context.setOffline(false);
    }
    await page.close();
  });

  it("declares an installable app: id, shortcuts, real screenshots and a 192 px maskable icon", async () => {
    const manifest = (await (await fetch(new URL("/manifest.webmanifest", baseUrl))).json()) as {
      id: string;
      shortcuts: { name: string; url: string }[];
      screenshots: { src: string; sizes: string; form_factor: string }[];
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.id).toBe("/");
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ["Create a song", "/create"],
      ["My songs", "/dashboard"],
    ]);
    expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(["narrow", "wide"]);
    const maskable192 = manifest.icons.find((icon) => icon.purpose === "maskable" && icon.sizes === "192x192");
    expect(maskable192).toBeDefined();
    for (const image of [...manifest.screenshots, maskable192!]) {
      const response = await fetch(new URL(image.src, baseUrl));
      expect(response.headers.get("content-type"), image.src).toBe("image/png");
      const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(`${width}x${height}`, image.src).toBe(image.sizes);
    }
    expect(Number(manifest.screenshots[0]!.sizes.split("x")[0])).toBeLessThanOrEqual(400);
  });

  it("precaches the screens anyone or a customer may open, and leaves every screen only staff open to load on first use", async () => {
    const serviceWorker = await (await fetch(new URL("/sw.js", baseUrl))).text();
    const precached = Array.from(serviceWorker.matchAll(/url:"([^"]+)"/g), (match) => match[1]!);
    const chunks = precached.map((url) => url.replace(/^assets\/|-[\w-]{8}\.js$/g, ""));
    // Who may open each screen, as the route table says (its `handle: openedBy(...)`).
    const screens = readRouteTable(path.join(REPO_ROOT, "src/app/routes.tsx")).filter(
      (route) => route.screenModule !== null,
    );
    const screenName = (route: RouteEntry) => path.basename(route.screenModule!).replace(/\.tsx?$/, "");
    const staffScreens = new Set(screens.filter((route) => STAFF_AUDIENCES.includes(route.openedBy)).map(screenName));
    const everyonesScreens = new Set(
      screens.filter((route) => !STAFF_AUDIENCES.includes(route.openedBy)).map(screenName),
    );
    expect([...staffScreens]).toEqual(
      expect.arrayContaining([
        "AdminOrdersPage",
        "SongChecksPage",
        "SampleSubmissionsPage",
        "StudioPage",
        "StudioOrderPage",
        "MfaSetupPage",
      ]),
    );
    expect([...everyonesScreens]).toEqual(
      expect.arrayContaining(["HomePage", "OrderBuilderPage", "DashboardPage", "AuthPage", "ListenPage"]),
    );
    for (const screen of everyonesScreens) expect(chunks, screen).toContain(screen);
    expect(chunks.filter((chunk) => staffScreens.has(chunk))).toEqual([]);
    expect(precached.filter((url) => url.startsWith("screenshots/"))).toEqual([]);
    // What is left out is still served, for the admin or artist who opens it.
    for (const prefix of ["AdminOrdersPage-", "StudioPage-"]) {
      const chunk = readdirSync(path.join(REPO_ROOT, "dist/assets")).find((name) => name.startsWith(prefix));
      expect((await fetch(new URL(`/assets/${chunk}`, baseUrl))).status).toBe(200);
    }
  });

  it("says in one short line at 360 px that the site is ready to work offline, then leaves by itself", async () => {
    // A phone that has never opened the site: its first service worker becomes ready, then the app is installed.
    const firstVisit = await launchBrowser({ viewport: PHONE });
    try {
      const { page } = await firstVisit.newPage();
      await page.goto(new URL("/", baseUrl).href);
      // The first worker is active (`ready` resolves then), so the reload is controlled by it.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // The app hears the install once it runs: before that the page is its prerendered HTML.
      await waitForHydration(page);
      await page.evaluate(() => window.dispatchEvent(new Event("appinstalled")));
      const note = page.getByText("The site is ready to work offline.");
      await note.waitFor({ timeout: 30_000 });
      // A strip at the bottom, not a card over the screen's first card.
      const panel = (await page.getByRole("status").filter({ has: note }).locator("> div").boundingBox())!;
      expect(panel.height).toBeLessThanOrEqual(60);
      // An open menu or dialog covers it, as it covers the page: the notice hides none of their buttons.
      await waitForHydration(page);
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).waitFor();
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="status"]')?.textContent ?? null,
        { x: panel.x + panel.width / 2, y: panel.y + panel.height / 2 },
      );
      expect(onTop, "what shows at the notice's place with the menu open").toBeNull();
      await page.keyboard.press("Escape");
      await note.waitFor({ state: "detached", timeout: 15_000 });
    } finally {
      await firstVisit.close();
    }
  });

  it("tells iPhone Safari visitors how to add the app to the home screen", async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    // Safari names itself so, and never offers `beforeinstallprompt` (Chromium does, here).
    await page.addInitScript((userAgent) => {
      Object.defineProperty(navigator, "userAgent", { get: () => userAgent });
      window.addEventListener("beforeinstallprompt", (event) => event.stopImmediatePropagation());
    }, IOS_SAFARI_UA);
    await page.goto(new URL("/", baseUrl).href);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Install app" }).click();
    const hint = page.getByRole("dialog", { name: "Add to your home screen" });
    await hint.getByText("Tap the Share button in Safari, then choose Add to Home Screen.").waitFor();
    await page.close();
  });

  describe("signed in as the demo customer", () => {
    let page: Page;
    const songCard = () => page.getByRole("article", { name: "Song for Emma Carter" });

    beforeAll(async () => {
      page = await openPage("/auth");
      await page.getByLabel("Email", { exact: true }).fill(DEMO_CUSTOMER.email);
      await page.getByLabel("Password", { exact: true }).fill(DEMO_CUSTOMER.password);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await page.waitForURL(`${baseUrl}/dashboard`);
      await songCard().waitFor();
    });

    it("shows the first order on the dashboard's first screen at 360 px, below the three figures", async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      const figures = (await page.locator('dl[aria-label="Order summary"]').boundingBox())!;
      const firstOrder = (await page
        .getByRole("list", { name: "Your orders" })
        .getByRole("article")
        .first()
        .boundingBox())!;
      expect(firstOrder.y).toBeGreaterThan(figures.y + figures.height);
      expect(firstOrder.y + 120).toBeLessThanOrEqual(PHONE.height);
    });

    it("keeps each of the three figures' labels whole inside its card at 320 px", async () => {
      await page.setViewportSize(SMALL_PHONE);
      try {
        const outside = await page.locator('dl[aria-label="Order summary"] > div').evaluateAll((cards) =>
          cards.flatMap((card) => {
            const label = card.querySelector("dt")!;
            const range = document.createRange();
            range.selectNodeContents(label);
            const [text, box] = [range.getBoundingClientRect(), card.getBoundingClientRect()];
            return text.left < box.left || text.right > box.right
              ? [
                  `${label.textContent} at x ${Math.round(text.left)} to ${Math.round(text.right)} in ${Math.round(box.left)} to ${Math.round(box.right)}`,
                ]
              : [];
          }),
        );
        expect(outside).toEqual([]);
        expect(await wordsBrokenMidWord(page, 'dl[aria-label="Order summary"]')).toEqual([]);
      } finally {
        await page.setViewportSize(PHONE);
      }
    });

    it("keeps the signed-in header on one line at 1280 px, with one Log out on the dashboard", async () => {
      await page.setViewportSize(DESKTOP);
      try {
        // Each label's text on one line (an icon beside it is not a line of its own).
        const wrapped = await page
          .getByRole("banner")
          .locator("a, button")
          .evaluateAll((controls) =>
            controls
              .filter((control) => control.getBoundingClientRect().width > 0)
              .filter((control) => {
                const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  if (!node.textContent?.trim()) continue;
                  const range = document.createRange();
                  range.selectNodeContents(node);
                  if (new Set(Array.from(range.getClientRects(), (line) => Math.round(line.top))).size > 1) return true;
                }
                return false;
              })
              .map((control) => control.textContent),
          );
        expect(wrapped).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
        expect(await page.getByRole("button", { name: /^log out$/i }).count()).toBe(1);
      } finally {
        await page.setViewportSize(PHONE);
      }
    });

    it("gives every control on the dashboard a 44x44 px touch target", async () => {
      await page.waitForLoadState("networkidle");
      expect(await smallTargets(page)).toEqual([]);
    });

    it("opens an order on its page, status first, and stacks its details' labels above their values at 320 px", async () => {
      await page.setViewportSize(SMALL_PHONE);
      await songCard().getByRole("link", { name: "Song for Emma Carter" }).click();
      await page.waitForURL(`${baseUrl}/dashboard/orders/demo-order-completed`);
      // The status is on the first screen, above the song.
      // Measured where it stands once shown (the page renders again as the order's details arrive).
      const statusGroup = songCard().getByRole("group", { name: "Status" });
      await statusGroup.waitFor();
      await waitForSettledScreen(page);
      const status = await statusGroup.evaluate((group) => {
        const box = group.getBoundingClientRect();
        return { y: box.y, height: box.height };
      });
      expect(status.y + status.height).toBeLessThanOrEqual(SMALL_PHONE.height);
      const details = page.locator('section[aria-label="Order details"]');
      // Both measured in one layout: the page may still move as its song and lyrics arrive.
      const [label, value] = await details.locator("dt:text-is('Story')").evaluate((dt) =>
        [dt.getBoundingClientRect(), dt.nextElementSibling!.getBoundingClientRect()].map((box) => ({
          x: box.x,
          y: box.y,
          height: box.height,
        })),
      );
      expect(value!.y).toBeGreaterThanOrEqual(label!.y + label!.height);
      expect(Math.abs(value!.x - label!.x)).toBeLessThan(1);
      expect(await wordsBrokenMidWord(page, 'section[aria-label="Order details"] dl')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
      await page.setViewportSize(PHONE);
    });

    it("shows a toast beside an open dialog, never over it, even 320 px wide, also when the offline strip comes after it", async () => {
      await page.setViewportSize(SMALL_PHONE);
      await songCard().getByRole("button", { name: "Leave a Review" }).click();
      const dialog = page.getByRole("dialog", { name: "Leave a Review" });
      await dialog.getByLabel("Name").fill("Casey C.");
      await dialog.locator("label").filter({ hasText: "5 stars" }).click();
      await dialog.getByLabel("Comment").fill("Lovely.");
      // The request fails as the connection drops, before the browser says it is offline: the
      // toast comes first, then the offline strip below it lifts the toasts (and the dialog with them).
      await page.route("**/api/reviews", (route) => route.abort("internetdisconnected"));
      try {
        await dialog.getByRole("button", { name: "Submit Review" }).click();
        const toast = page.getByRole("alert").filter({ hasText: MESSAGES.reviewFailed });
        await toast.waitFor();
        // Held under the pointer, the toast stays until it is checked (on its own it goes after 8 s).
        await toast.hover();
        const before = (await toast.boundingBox())!;
        expect(overlaps(before, (await dialog.boundingBox())!)).toBe(false);
        await browser.context.setOffline(true);
        await page.getByText(OFFLINE_MESSAGES.indicator).waitFor();
        await expect.poll(async () => (await toast.boundingBox())!.y).toBeLessThan(before.y);
        // Lifted from under the pointer, the toast counts down again: held again where it went.
        await toast.hover();
        expect(overlaps((await toast.boundingBox())!, (await dialog.boundingBox())!)).toBe(false);
      } finally {
        await browser.context.setOffline(false);
        await page.unroute("**/api/reviews");
        // Closed whatever happened, and back to the list, so the next test starts on the dashboard.
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await dialog.waitFor({ state: "detached" });
        await page.getByRole("link", { name: "← All your orders" }).click();
        await page.waitForURL(`${baseUrl}/dashboard`);
        await page.setViewportSize(PHONE);
      }
    });

    it("offers Install app on the dashboard and in the menu once the browser can install it", async () => {
      // Chromium offers installation with this event; this one records its use instead of showing the sheet.
      await page.evaluate(() => {
        const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
          prompt: async () => {
            document.documentElement.dataset.installPrompted = "yes";
          },
          userChoice: Promise.resolve({ outcome: "accepted" }),
        });
        window.dispatchEvent(offer);
      });
      await page.getByRole("main").getByRole("button", { name: "Install app" }).waitFor();
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.getByRole("button", { name: "Install app" }).click();
      expect(await page.evaluate(() => document.documentElement.dataset.installPrompted)).toBe("yes");
      // An offer is used once: the action goes away until the browser offers again.
      await menu.getByRole("button", { name: "Install app" }).waitFor({ state: "detached" });
      await menu.getByRole("button", { name: "Close menu" }).click();
    });

    it("warns from the menu, offline, that logging back in needs a connection", async () => {
      await browser.context.setOffline(true);
      try {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Log out" }).click();
        const confirm = page.getByRole("dialog", { name: "Log out of this device?" });
        await confirm.getByText("You're offline. Logging back in needs an internet connection.").waitFor();
        await confirm.getByRole("button", { name: "Stay Logged In" }).click();
        await confirm.waitFor({ state: "detached" });
        expect(new URL(page.url()).pathname).toBe("/dashboard");
      } finally {
        await browser.context.setOffline(false);
      }
    });
  });
});
