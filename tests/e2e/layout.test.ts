import type { Page, Request } from "playwright-core";
import { OFFLINE_MESSAGES } from "@songs/domain";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_ARTISTS, DEMO_CUSTOMER } from "../../scripts/seed/users";
import type { RouteAudience } from "../../src/app/routeAudience";
import { routesOpenedBy } from "../support/axe";
import {
  DESKTOP,
  launchBrowser,
  PHONE,
  SMALL_PHONE,
  waitForHydration,
  type BrowserSession,
  type Viewport,
  withServiceWorkers,
} from "../support/browser";
import { adminIdToken } from "../support/adminSession";
import { createEnrolledAdmin, logIn, logInEnrolledAdmin } from "../support/browserSignIn";
import { newCustomer } from "../support/checkout";
import { refusedRefund, refuseRefunds } from "../support/paidOrders";
import { formatSlips } from "../support/oneFormat";
import { smallTargets } from "../support/touchTargets";
import { wordsBrokenMidWord } from "../support/wordBreaks";

// These suites are about what the service worker does: it runs in their browsers.
withServiceWorkers();

/**
 * Every screen of the route table, as each role that opens it sees it, at two phone widths and two
 * desktop widths: nothing of the header or its menus outside the screen, the menus closed until
 * opened (and within the screen once opened), no sideways scroll of the page, and nothing over the
 * mini player's controls (a toast, the offline strip, the "ready to work offline" notice).
 *
 * Each screen's visible text is also scanned, at every size, for the one format of money, counts and
 * dates (issue 44): no ISO dates and no numbers of 1,000 or more without a thousands separator.
 *
 * Lean by design: one browser context per role, one tab, the screens opened in the app (as its links
 * do, so the player keeps playing) and the tab resized in place, one measurement per screen and size.
 * The newer screens (TOUCH_CHECKED) are also held to 44x44 px touch targets at the two phone widths,
 * and their tables' column headings to whole words there.
 */

const SIZES: readonly Viewport[] = [SMALL_PHONE, PHONE, DESKTOP, { width: 1920, height: 1080 }];

/**
 * Screens whose every control must also be 44x44 px at the phone widths (the public screens and the
 * dashboard are measured so in phoneLayout.test.ts): the admins' business charts, Operations (with
 * a failing follow-up listed) and payouts, the customer's account data and occasion reminders, the
 * studio's payouts and bank.
 */
const TOUCH_CHECKED = new Set([
  "/admin",
  "/admin/operations",
  "/admin/payouts",
  "/dashboard/account",
  "/dashboard/reminders",
  "/studio/payouts",
]);

/** The people who open the screens: the route table's audiences, each with who stands for it here. */
type Role = "visitor" | "customer" | "artist" | "admin";
const AUDIENCES_OF: Record<Role, readonly RouteAudience[]> = {
  visitor: ["anyone", "invited-artist"],
  customer: ["customer"],
  artist: ["artist"],
  // The admin's own dashboard is where they land after signing in.
  admin: ["admin", "customer"],
};

/** A path of the route table with its parameters filled in: a real artist, made-up tokens and orders (their "not found" screens). */
function concretePath(route: string): string {
  if (route === "*") return "/no-such-page";
  return route
    .replace(":artistId", DEMO_ARTISTS[0].artistId)
    .replace(":token", "layout-check-token")
    .replace(":orderId", "layout-check-order");
}

/**
 * Digit runs a screen shows by right, each not a count or an amount, so not scanned (the list is
 * short on purpose: anything else with four or more digits must go through the domain's formatters).
 * `innerText` applies the styles' capitals, hence the case-blind patterns.
 */
const PLAIN_DIGIT_RUNS: readonly RegExp[] = [
  // Years, not counts: the footer's copyright and the home page's "since" line.
  /© \d{4}\b/g,
  /\bsince \d{4}\b/gi,
  // A bank account's last four digits ("your bank ending 6789") name the account.
  /\bbank ending \d{4}\b/gi,
  // The test cards the test-order guide lists to be typed in: sixteen digits in fours, as on a card.
  /\b\d{4} \d{4} \d{4} \d{4}\b/g,
  // A carrier's tracking number (the admins' shipping list), typed as the carrier prints it.
  /\btracking number [\dA-Z ]+/gi,
  // The ZIP code after the state in a postal address's city line ("Portland, OR, 97205").
  /, [A-Z]{2}, \d{5}(?:-\d{4})?\b/g,
];

/**
 * Real orders' screens, whose figures and dates the made-up ids of the route table never show:
 * scanned for the one format only (opening them writes nothing). The customer's own order page is
 * left out here: opening it marks the order's news read, which other suites count on.
 */
const ORDER_SCREENS: Partial<Record<Role, readonly string[]>> = {
  artist: ["/studio/orders/studio-order-revision", "/studio/orders/studio-order-in-progress"],
  // The order's dialog over Manage Orders (one: the same path again would not remount the screen).
  admin: ["/admin/orders?order=demo-order-completed"],
};

/** The one-format slips in what `page` shows now (its visible text; inputs' values are what people typed). */
async function formatSlipsShown(page: Page): Promise<Findings> {
  const text = await page.evaluate(() => document.body.innerText);
  return formatSlips(PLAIN_DIGIT_RUNS.reduce((left, run) => left.replace(run, " "), text));
}

/** What one measurement found wrong, as readable lines (empty when the screen is right). */
type Findings = string[];

/**
 * What `page` shows wrong at `size` once its layout has settled: a renderer busy with other work can
 * lay out a resized or new screen a moment late, so findings count only when they are still there
 * after four more looks over two seconds (a real fault stays; a late layout does not). Once in a few
 * hundred screens on a loaded machine the renderer kept a wide screen's styles after a resize down:
 * the desktop bar at 320 and 360 px while `matchMedia` answered for the new width, and still so
 * after resizing again through a neighbouring width (the CI run of 3 Dec 2026); one more style
 * sheet, added and removed, made the renderer compute the styles afresh and the bar right. So what
 * is still wrong is measured once more after resizing again and restyling: a fault of the app's own
 * CSS stays through both.
 */
async function measureSettled(page: Page, size: Viewport): Promise<Findings> {
  const found = await measureLooking(page);
  if (found.length === 0) return found;
  await resizeTo(page, { ...size, width: size.width + 1 });
  await resizeTo(page, size);
  await page.evaluate(() => {
    const restyle = document.createElement("style");
    restyle.textContent = "* {}";
    document.head.append(restyle);
    document.body.getBoundingClientRect(); // the styles computed with it in place
    restyle.remove();
  });
  return measure(page);
}

/** What `page` shows wrong, looked at again every half second until it is right or five looks were wrong. */
async function measureLooking(page: Page): Promise<Findings> {
  let found = await measure(page);
  for (let look = 0; look < 4 && found.length > 0; look += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    found = await measure(page);
  }
  return found;
}

/** The viewport at `size`, measured only once the page is laid out at that width (a busy renderer can lag the resize). */
async function resizeTo(page: Page, size: Viewport): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(
    (width) => window.innerWidth === width && document.documentElement.clientWidth <= width,
    size.width,
  );
}

/**
 * Measures what the tab shows now, in the page: the header and its menus within the width, menus
 * closed, no sideways scroll, each player control the topmost element at its centre.
 */
function measure(page: Page): Promise<Findings> {
  return page.evaluate(async () => {
    // A frame for the resize to reach the layout (observers, the bottom bar's published height).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const width = window.innerWidth;
    const height = window.innerHeight;
    const found: string[] = [];
    // A renderer that lags a resize answers its media queries for the old width (the header's bar then shows the wrong links).
    if (!window.matchMedia(`(min-width: ${width}px) and (max-width: ${width}px)`).matches)
      found.push(`media queries answer for another width than ${width} px`);
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none";
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} '${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}'`;

    const header = document.querySelector("body header");
    if (!header) found.push("no header");
    for (const element of header ? Array.from(header.querySelectorAll("*")) : []) {
      if (!isShown(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5)
        found.push(
          `header: ${name(element)} at x ${Math.round(box.left)} to ${Math.round(box.right)}, outside 0 to ${width}`,
        );
    }
    for (const control of Array.from(document.querySelectorAll("header [aria-expanded]"))) {
      const controlled = document.getElementById(control.getAttribute("aria-controls") ?? "");
      if (control.getAttribute("aria-expanded") === "true")
        found.push(`header: ${name(control)} is open before it was opened`);
      else if (controlled && isShown(controlled))
        found.push(`header: ${name(control)} is closed but its ${name(controlled)} shows`);
    }

    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (scrollWidth > width) {
      // What sticks out: elements past the right edge whose parent is not, with no ancestor scrolling or
      // clipping them (an absolutely positioned one may escape a scroller that is not positioned).
      const isClipped = (element: Element, byPositioned: boolean) => {
        for (let above = element.parentElement; above && above !== document.body; above = above.parentElement) {
          const style = getComputedStyle(above);
          if (style.overflowX !== "visible" && (!byPositioned || style.position !== "static")) return true;
        }
        return false;
      };
      const culprits = Array.from(document.body.querySelectorAll("*")).filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5) return false;
        if (getComputedStyle(element).position === "absolute") return !isClipped(element, true);
        const parent = element.parentElement?.getBoundingClientRect();
        return parent !== undefined && parent.right <= width + 0.5 && !isClipped(element, false);
      });
      const described = culprits
        .slice(0, 3)
        .map((element) => `${name(element)} to x ${Math.round(element.getBoundingClientRect().right)}`);
      found.push(`the page scrolls sideways: ${scrollWidth} px wide in ${width} (${described.join(", ")})`);
    }

    const dock = document.querySelector('section[aria-label="Now playing"]');
    for (const control of dock ? Array.from(dock.querySelectorAll("button, input")) : []) {
      if (!isShown(control)) continue;
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || x > width || y < 0 || y > height) {
        found.push(`player: ${name(control)} is off the screen`);
        continue;
      }
      const shown = document.elementFromPoint(x, y);
      if (!shown || !control.contains(shown)) {
        const cover = shown?.closest("[role=status], [role=alert], section, div[class]") ?? shown;
        found.push(`player: ${name(control)} is covered by ${cover ? name(cover) : "nothing"}`);
      }
    }
    return found;
  });
}

/** Whether each menu of the header opens within the screen and closes again (Escape), at the tab's size. */
async function checkMenus(page: Page): Promise<Findings> {
  const found: Findings = [];
  for (const toggle of await page.locator("header button[aria-expanded]").all()) {
    if (!(await toggle.isVisible())) continue;
    const label = (await toggle.getAttribute("aria-label")) ?? (await toggle.textContent())?.trim() ?? "";
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    const controls = await toggle.getAttribute("aria-controls");
    const menu = page.locator(`[id="${controls}"]`);
    await menu.waitFor();
    const box = await menu.boundingBox();
    const size = page.viewportSize()!;
    if (
      !box ||
      box.x < -0.5 ||
      box.y < -0.5 ||
      box.x + box.width > size.width + 0.5 ||
      box.y + box.height > size.height + 0.5
    ) {
      found.push(`menu '${label}' opened at ${JSON.stringify(box)}, outside ${size.width}x${size.height}`);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
  }
  return found;
}

/** The data and code requests of a tab not yet answered (the song's audio and images stream on and are left out). */
const pendingReads = new WeakMap<Page, Set<Request>>();

function trackReads(page: Page): void {
  const pending = new Set<Request>();
  const isRead = (request: Request) => ["fetch", "xhr", "script", "document"].includes(request.resourceType());
  page.on("request", (request) => {
    if (isRead(request)) pending.add(request);
  });
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  pendingReads.set(page, pending);
}

/**
 * Opens `path` within the app, as a link does (the page is not loaded again: the player keeps
 * playing), and waits for its data. The shell remounts the screen on every new path, so the screen
 * is there once none of the old one's elements is left in the main region; it has its data once no
 * read is pending and nothing says it is loading.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (target) => {
    const main = document.querySelector("main")!;
    for (const child of Array.from(main.children)) child.setAttribute("data-previous-screen", "");
    window.history.pushState(null, "", target);
    window.dispatchEvent(new PopStateEvent("popstate"));
    const started = Date.now();
    while (main.children.length === 0 || main.querySelector(":scope > [data-previous-screen]")) {
      if (Date.now() - started > 20_000) throw new Error(`${target} did not replace the screen`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }, path);
  const pending = pendingReads.get(page)!;
  /** What still says the screen is not ready: pending reads, busy regions, "Loading..." messages. */
  const unsettled = async () => [
    ...Array.from(pending, (request) => `pending ${request.url()}`),
    ...(await page.evaluate(() => [
      ...Array.from(document.querySelectorAll('[aria-busy="true"]'), (busy) => `busy ${busy.tagName}`),
      ...Array.from(
        document.querySelectorAll('main [role="status"]'),
        (status) => status.textContent?.trim() ?? "",
      ).filter((text) => /(\.\.\.|…)$/.test(text)),
    ])),
  ];
  await expect.poll(unsettled, { message: `${path} never settled` }).toEqual([]);
}

describe("the layout of every screen at 320, 360, 1280 and 1920 px", { timeout: 180_000 }, () => {
  const baseUrl = inject("baseUrl");

  /** One role's tab: signed in (or not), a sample playing in the mini player (paused, so it stays). */
  async function openRoleTab(signIn: (page: Page) => Promise<void>): Promise<{ browser: BrowserSession; page: Page }> {
    const browser = await launchBrowser({ viewport: PHONE });
    const { page } = await browser.newPage();
    trackReads(page);
    page.setDefaultTimeout(20_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page);
    await page.goto(new URL("/samples", baseUrl).href);
    await waitForHydration(page);
    await page
      .getByRole("list", { name: "Samples" })
      .getByRole("button", { name: /^Play / })
      .first()
      .click();
    const dock = page.getByRole("region", { name: "Now playing" });
    await dock.getByRole("button", { name: /^Pause / }).click();
    await dock.getByRole("button", { name: /^Play / }).waitFor();
    return { browser, page };
  }

  /** The tab of one role's tests, opened before them (see openRoleTab) and closed after them. */
  function roleTab(signIn: (page: Page) => Promise<void>): { readonly page: Page; readonly browser: BrowserSession } {
    let opened: { browser: BrowserSession; page: Page } | undefined;
    beforeAll(async () => {
      opened = await openRoleTab(signIn);
    });
    afterAll(async () => {
      await opened?.browser.close();
    });
    const tab = () => {
      if (!opened) throw new Error("The tab opens in the role's beforeAll");
      return opened;
    };
    return {
      get page() {
        return tab().page;
      },
      get browser() {
        return tab().browser;
      },
    };
  }

  /** Every screen `role` opens, each at every size, plus its menus opened once per size; the findings, labelled. */
  async function walkScreens(
    page: Page,
    role: Role,
    extra: (path: string) => Promise<Findings> = async () => [],
  ): Promise<Findings> {
    const audiences = AUDIENCES_OF[role];
    const routes = (await Promise.all(audiences.map((audience) => routesOpenedBy(audience)))).flat();
    const paths = [...new Set(routes.map(concretePath))];
    const found: Findings = [];
    // A slip shows at several sizes (a table on a desktop, cards on a phone): listed once per screen.
    const slips = new Set<string>();
    for (const [index, path] of paths.entries()) {
      await openInApp(page, path);
      for (const size of SIZES) {
        await resizeTo(page, size);
        const label = `${role} ${path} at ${size.width} px`;
        found.push(...(await measureSettled(page, size)).map((finding) => `${label}: ${finding}`));
        if (TOUCH_CHECKED.has(path) && size.width <= PHONE.width) {
          found.push(...(await smallTargets(page)).map((target) => `${label}: small target ${target}`));
          // A table too wide for a phone scrolls sideways; its column headings keep their words whole.
          found.push(
            ...(await wordsBrokenMidWord(page, "main thead th")).map(
              (word) => `${label}: column heading word '${word}' broken mid-word`,
            ),
          );
        }
        if (index === 0) found.push(...(await checkMenus(page)).map((finding) => `${label}: ${finding}`));
        for (const slip of await formatSlipsShown(page)) slips.add(`${role} ${path}: ${slip}`);
      }
      found.push(...(await extra(path)));
    }
    for (const path of ORDER_SCREENS[role] ?? []) {
      await openInApp(page, path);
      if (path.includes("?order=")) await page.getByRole("dialog").waitFor();
      for (const size of SIZES) {
        await resizeTo(page, size);
        for (const slip of await formatSlipsShown(page)) slips.add(`${role} ${path}: ${slip}`);
      }
    }
    return [...found, ...slips];
  }

  /** At every size: what `page` shows now, as `label` (a toast or a notice is showing). */
  async function measureAtEachSize(page: Page, label: string): Promise<Findings> {
    const found: Findings = [];
    for (const size of SIZES) {
      await resizeTo(page, size);
      found.push(...(await measureSettled(page, size)).map((finding) => `${label} at ${size.width} px: ${finding}`));
    }
    return found;
  }

  describe("for a visitor", () => {
    const tab = roleTab(async () => {});

    it("fits every screen, with a toast, the 'ready to work offline' notice and the offline strip above the player", async () => {
      const { page } = tab;
      const found: Findings = [];
      // After an install the site says it now works offline, for a few seconds.
      await page.evaluate(() => window.dispatchEvent(new Event("appinstalled")));
      const offlineReady = page.getByText("The site is ready to work offline.");
      if (await offlineReady.isVisible())
        found.push(...(await measureAtEachSize(page, "visitor with 'ready to work offline'")));

      found.push(
        ...(await walkScreens(page, "visitor", async (path) => {
          if (path !== "/payment-cancelled") return [];
          // With no order saved on this device, trying the payment again says so in a toast (and opens the builder).
          await page.setViewportSize(PHONE);
          await page.getByRole("button", { name: "Try Payment Again" }).click();
          await page
            .getByRole("alert")
            .getByText(/Order data not found/)
            .waitFor();
          return measureAtEachSize(page, "visitor with a toast");
        })),
      );

      await tab.browser.context.setOffline(true);
      await page.getByText(OFFLINE_MESSAGES.indicator).waitFor();
      found.push(...(await measureAtEachSize(page, "visitor offline")));
      await tab.browser.context.setOffline(false);
      expect(found).toEqual([]);
    });
  });

  for (const [role, person] of [
    ["customer", DEMO_CUSTOMER],
    ["artist", DEMO_ARTISTS[0]],
  ] as const) {
    describe(`for the demo ${role}`, () => {
      const tab = roleTab(async (page) => {
        await page.goto(new URL("/auth", baseUrl).href);
        await logIn(page, person.email, person.password);
        await page.waitForURL((url) => url.pathname !== "/auth");
      });

      it("fits every screen", async () => {
        expect(await walkScreens(tab.page, role)).toEqual([]);
      });
    });
  }

  describe("for an admin", () => {
    const tab = roleTab(async (page) => {
      // A refund Stripe refused, so Operations lists a failing follow-up (its order id, Stripe's words, its buttons).
      const [admin, token, customer] = await Promise.all([
        createEnrolledAdmin("layout-admin"),
        adminIdToken(),
        newCustomer("layout-operations"),
      ]);
      await refuseRefunds("charge_disputed");
      try {
        await refusedRefund(customer, token);
      } finally {
        await refuseRefunds("none");
      }
      await page.goto(new URL("/auth", baseUrl).href);
      await logInEnrolledAdmin(page, admin);
    });

    it("fits every screen, the Admin menu closed until opened and within the screen once opened", async () => {
      expect(await walkScreens(tab.page, "admin")).toEqual([]);
    });
  });
});
