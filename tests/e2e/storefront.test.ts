import { occasionLabel, OCCASION_LANDING_PATHS, PACKAGE_LIST, RUSH_DELIVERY_HOURS, SONG_RIGHTS } from "@songs/domain";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import "../support/stackContext";
import {
  launchBrowser,
  openHydrated,
  SMALL_PHONE,
  type BrowserSession,
  type TrackedPage,
  type Viewport,
} from "../support/browser";
import { chooseBirthdayPop, stepTitle } from "../support/orderBuilder";

/** The storefront (home, occasion pages, FAQ, contact form) in real Chromium against the local stack. */
describe("storefront in the browser", () => {
  const baseUrl = inject("baseUrl");
  let browser: BrowserSession;
  const pages: TrackedPage[] = [];
  const devices: BrowserSession[] = [];

  const open = async (path: string, options?: { viewport?: Viewport }) => {
    const tracked = await openHydrated(browser, new URL(path, baseUrl).href, options);
    pages.push(tracked);
    await tracked.page.getByRole("heading", { level: 1 }).first().waitFor();
    return tracked;
  };
  /** A page on a device of its own: walking the builder saves a draft there, which other tests must not inherit. */
  const openOnOwnDevice = async (path: string) => {
    const device = await launchBrowser();
    devices.push(device);
    const tracked = await openHydrated(device, new URL(path, baseUrl).href);
    await tracked.page.getByRole("heading", { level: 1 }).first().waitFor();
    return tracked;
  };
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search + parsed.hash;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const { page } of pages) await page.close().catch(() => {});
    await browser?.close();
    await Promise.all(devices.map((device) => device.close()));
  });

  it("sends the home page's three steps to the builder, the artists and the samples", async () => {
    const { page, errors } = await open("/");
    const steps = page.locator("#how-it-works");
    const targets: [string, string][] = [
      ["Start Your Story", "/create"],
      ["Meet Our Artists", "/artists"],
      ["Listen to Samples", "/samples"],
    ];
    for (const [name, target] of targets) {
      await steps.getByRole("link", { name }).click();
      await page.waitForURL((url) => url.pathname === target);
      await page.goBack();
      await steps.waitFor();
    }
    expect(errors).toEqual([]);
  });

  it("shows three packages, Premium as Most Popular, each card choosing its package in the builder", async () => {
    const { page } = await openOnOwnDevice("/");
    const pricing = page.locator("#pricing");
    const buttons = pricing.getByRole("link", { name: /^Choose / });
    expect(await buttons.count()).toBe(3);
    await pricing.getByText("Most Popular").waitFor();
    const premium = pricing.getByRole("article", { name: "Premium Song" });
    await premium.getByText("Most Popular").waitFor();
    await premium.getByText("$49.99").waitFor();
    await pricing.getByRole("link", { name: "Choose Premium Song" }).click();
    await page.waitForURL((url) => url.pathname === "/create");
    await chooseBirthdayPop(page);
    await page.getByRole("button", { name: "Skip this step" }).click();
    await stepTitle(page, "Story").waitFor();
    await page.getByLabel("Recipient Name").fill("Grandma Rose");
    await page.getByLabel("Your Story").fill("She taught me to bake bread on Sunday mornings, flour on every surface.");
    await page.getByRole("button", { name: "Continue" }).click();
    await stepTitle(page, "Package").waitFor();
    expect(await page.getByRole("radio", { name: /Premium Song/ }).isChecked()).toBe(true);
  });

  it("promises one delivery time per package on every page: home, occasion pages, how it works, FAQ, builder", async () => {
    const promises = PACKAGE_LIST.map((pkg) => [pkg.name, pkg.delivery] as const);
    // Readings the spec kept side by side, which no page may make any more.
    const retired = [/24 ?hrs/i, /5-7 days/, /7-14 days/, /3-5 day/, /2-3 day/, /24-72 hours/, /5 business days/];
    const texts: Record<string, string> = {};

    const home = (await open("/")).page;
    const pricing = home.locator("#pricing");
    for (const [name, delivery] of promises)
      await pricing.getByRole("article", { name }).getByText(delivery, { exact: true }).waitFor();
    texts["/"] = await home.locator("body").innerText();

    for (const path of [...Object.values(OCCASION_LANDING_PATHS), "/how-it-works"])
      texts[path] = await (await open(path)).page.locator("body").innerText();
    expect(texts["/how-it-works"]).toContain(SONG_RIGHTS);

    // One answer opens at a time: each is read while it is open.
    const faq = (await open("/faq")).page;
    texts["/faq"] = "";
    for (const question of [
      "How long does it take to receive my song?",
      "Can I get my song faster?",
      "Who owns the song?",
    ]) {
      await faq.getByRole("button", { name: question }).click();
      texts["/faq"] += await faq.getByRole("region", { name: question }).innerText();
    }
    expect(texts["/faq"]).toContain(SONG_RIGHTS);
    for (const [name] of promises) {
      const days = PACKAGE_LIST.find((pkg) => pkg.name === name)!.deliveryDays;
      expect(texts["/faq"]).toContain(`${name} within ${days} days`);
    }
    expect(texts["/faq"]).toContain(`within ${RUSH_DELIVERY_HOURS} hours`);

    const builder = (await openOnOwnDevice("/create")).page;
    await chooseBirthdayPop(builder);
    await builder.getByRole("button", { name: "Skip this step" }).click();
    await stepTitle(builder, "Story").waitFor();
    await builder.getByLabel("Recipient Name").fill("Grandma Rose");
    await builder
      .getByLabel("Your Story")
      .fill("She taught me to bake bread on Sunday mornings, flour on every surface.");
    await builder.getByRole("button", { name: "Continue" }).click();
    await stepTitle(builder, "Package").waitFor();
    texts["/create"] = await builder.locator("main").innerText();
    for (const [, delivery] of promises) expect(texts["/create"]).toContain(delivery);

    for (const [path, text] of Object.entries(texts))
      for (const reading of retired)
        expect({ path, found: reading.exec(text)?.[0] ?? null }).toEqual({ path, found: null });
    for (const text of Object.values(texts)) expect(text).not.toMatch(/full ownership/i);
  });

  it("shows up to three approved testimonials, newest first", async () => {
    const response = await fetch(new URL("/api/reviews?limit=3", baseUrl));
    const { reviews } = (await response.json()) as { reviews: { comment: string }[] };
    expect(reviews.length).toBeGreaterThan(0);
    const { page } = await open("/");
    const list = page.getByRole("list", { name: "Customer testimonials" });
    await list.waitFor();
    const quotes = await list.locator("blockquote").allTextContents();
    expect(quotes).toEqual(reviews.slice(0, 3).map((review) => `“${review.comment}”`));
  });

  it("reaches #pricing on the home page from another page", async () => {
    const { page } = await open("/faq");
    await page.getByRole("link", { name: "View Pricing" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.hash === "#pricing");
    await page.locator("#pricing").waitFor();
    await expect
      .poll(() => page.locator("#pricing h2").evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(300);
  });

  it.each(["wedding", "birthday", "anniversary", "memorial"])(
    "opens the builder with %s chosen from its occasion page",
    async (occasion) => {
      const { page, errors } = await open(`/${occasion}-songs`);
      const link = page.getByRole("link", { name: "Create Your Song" });
      expect(await link.getAttribute("href")).toBe(`/create?occasion=${occasion}`);
      await link.click();
      // The builder opens with the occasion chosen, then drops the preselection from the address
      // (useBuilderDraft), so a reload cannot undo a later change.
      await expect
        .poll(() => page.getByRole("radio", { name: occasionLabel(occasion), exact: true }).isChecked())
        .toBe(true);
      await expect.poll(() => pathOf(page.url())).toBe("/create");
      expect(errors).toEqual([]);
    },
  );

  it("keeps the memorial page gentle: 'A Gentle Tribute', a sensitivity note, no exclamation marks", async () => {
    const { page } = await open("/memorial-songs");
    await page.getByRole("heading", { name: "A Gentle Tribute" }).waitFor();
    await page.getByText("We understand this may be a difficult time").waitFor();
    const mainText = await page.getByRole("main").innerText();
    expect(mainText).not.toContain("!");
    expect(await page.title()).toContain("Memorial Songs");
  });

  it("opens one FAQ answer at a time", async () => {
    const { page } = await open("/faq");
    const first = page.getByRole("button", { name: "How long does it take to receive my song?" });
    const second = page.getByRole("button", { name: "What format will my song be in?" });
    await first.click();
    await page
      .getByRole("region", { name: "How long does it take to receive my song?" })
      .getByText(/Premium Song within 5 days/)
      .waitFor();
    await second.click();
    // Waits for the state after the click: a read right after it could see the state before.
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => second.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => page.getByRole("region").count()).toBe(1);
    await page
      .getByRole("region")
      .getByText(/MP3 at 320 kbps/)
      .waitFor();
    await second.click();
    await expect.poll(() => second.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.getByRole("region").count()).toBe(0);
  });

  it("validates the contact form, then sends it and shows the success toast", async () => {
    const { page, errors } = await open("/faq");
    await page.getByRole("contentinfo").getByRole("button", { name: "Contact Us" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await dialog.getByText("Full name is required").waitFor();
    expect(await dialog.getByLabel("Full Name").getAttribute("aria-invalid")).toBe("true");

    await dialog.getByLabel("Full Name").fill("Emma Wilson");
    await dialog.getByLabel("Email").fill("emma.e2e@example.com");
    await dialog.getByLabel("Phone").fill("555-0100");
    await dialog.getByLabel("Subject").selectOption("general_request");
    await dialog.getByLabel("Message (max 250 words)").fill("Can you write a song for my grandmother's birthday?");
    await dialog.getByRole("button", { name: "Send Message" }).click();

    const toast = page.getByRole("status").filter({ hasText: "Message sent!" });
    await toast.waitFor();
    await toast.getByText("We've received your message and will get back to you soon.").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });

  it.each(["/", "/how-it-works", "/faq", "/test-order", "/memorial-songs"])(
    "fits %s into a 320 px wide screen",
    async (path) => {
      const { page } = await open(path, { viewport: SMALL_PHONE });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
});
