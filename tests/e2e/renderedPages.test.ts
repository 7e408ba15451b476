import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Request } from "playwright-core";
import type { Artist, PublicReview, Sample, ShareResponse } from "@songs/domain";
import "../support/stackContext";
import { SITE_NAME } from "../../src/ui/siteMeta";
import { api } from "../support/api";
import { BUILT_SITE_URL } from "../support/builtSiteUrl";
import {
  launchBrowser,
  PHONE,
  waitForHydration,
  waitForServiceWorker,
  type BrowserSession,
  withServiceWorkers,
} from "../support/browser";
import { createCompletedOrder, createCustomer } from "../support/customerOrders";

// These suites are about what the service worker does: it runs in their browsers.
withServiceWorkers();

interface PublicPage {
  path: string;
  heading: string;
  /** Text of the page's main content, as a visitor reads it. */
  text: string;
  /** The catalogue reads the HTML carries, which the browser must not ask for again. */
  reads: string[];
}

/** React's escaping of text in HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

const headingOf = (html: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
const metaContent = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

const STATIC_PAGES: readonly PublicPage[] = [
  { path: "/", heading: "A Song Made from Your Story", text: "Making custom songs since 2024", reads: [] },
  { path: "/how-it-works", heading: "How It Works", text: "From your story to a finished song within", reads: [] },
  {
    path: "/wedding-songs",
    heading: "Your Love Story, Set to Music",
    text: "Walk down the aisle, share your first dance",
    reads: [],
  },
  {
    path: "/birthday-songs",
    heading: "A Birthday Gift They'll Never Forget",
    text: "Celebrate the people you love with a song",
    reads: [],
  },
  {
    path: "/anniversary-songs",
    heading: "Celebrate Every Year Together",
    text: "From the first date to today",
    reads: [],
  },
  {
    path: "/memorial-songs",
    heading: "Honour a Life with a Song",
    text: "A gentle song to remember someone you love",
    reads: [],
  },
  {
    path: "/faq",
    heading: "Frequently Asked Questions",
    text: "Delivery times, file formats, ownership and revisions",
    reads: [],
  },
  { path: "/test-order", heading: "Test Order Guide", text: "Try the whole order flow in test mode", reads: [] },
];

/** The catalogue pages, whose expected content comes from the seeded catalogue. */
const CATALOGUE_PAGES = ["/artists", "an artist's profile", "/samples", "/reviews"] as const;
const PAGE_NAMES = [...STATIC_PAGES.map((page) => page.path), ...CATALOGUE_PAGES];

/** An inline (executable) script: the CSP refuses it, so a rendered page must have none. */
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>/;

/** Every public page rendered as HTML, then hydrated, against the local stack. */
describe("public pages arrive as rendered HTML", () => {
  const baseUrl = inject("baseUrl");
  const fetchPage = async (path: string) => {
    const response = await fetch(new URL(path, baseUrl), { headers: { Accept: "text/html" } });
    return { status: response.status, html: await response.text(), headers: response.headers };
  };
  const pages = new Map<string, PublicPage>(STATIC_PAGES.map((page) => [page.path, page]));
  const pageNamed = (name: string) => {
    const page = pages.get(name);
    if (!page) throw new Error(`No page named ${name}`);
    return page;
  };
  let withoutJs: BrowserSession;
  let withJs: BrowserSession;

  beforeAll(async () => {
    const { body: catalogue } = await api<{ artists: Artist[] }>("/api/artists");
    const { body: library } = await api<{ samples: Sample[] }>("/api/samples");
    const { body: published } = await api<{ reviews: PublicReview[] }>("/api/reviews");
    const artist = catalogue.artists[0];
    const sample = library.samples[0];
    const review = published.reviews.find((candidate) => candidate.comment);
    if (!artist || !sample || !review) throw new Error("The seeded catalogue is empty");
    pages.set("/artists", { path: "/artists", heading: "Our Artists", text: artist.name, reads: ["/api/artists"] });
    pages.set("an artist's profile", {
      path: `/artists/${artist.id}`,
      heading: artist.name,
      text: artist.bio.slice(0, 40),
      reads: [`/api/artists/${artist.id}`],
    });
    pages.set("/samples", { path: "/samples", heading: "Sample Library", text: sample.title, reads: ["/api/samples"] });
    pages.set("/reviews", {
      path: "/reviews",
      heading: "Customer Reviews",
      text: review.comment.slice(0, 40),
      reads: ["/api/reviews"],
    });
    withoutJs = await launchBrowser({ javaScriptEnabled: false });
    withJs = await launchBrowser();
  });

  afterAll(async () => {
    await withoutJs?.close();
    await withJs?.close();
  });

  it.for(PAGE_NAMES)(
    "sends %s compressed, with its heading, main text and styles in the HTML itself, and no inline script",
    async (name) => {
      const page = pageNamed(name);
      const { status, html, headers } = await fetchPage(page.path);
      expect(status).toBe(200);
      expect(headers.get("content-type")).toContain("text/html");
      expect(headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
      expect(headingOf(html)).toBe(escapeHtml(page.heading));
      expect(html).toContain(escapeHtml(page.text));
      expect(html).toMatch(/<style data-styled="true"/);
      expect(html).not.toMatch(INLINE_SCRIPT);
    },
  );

  it.for(PAGE_NAMES)("shows %s with JavaScript disabled", async (name) => {
    const expected = pageNamed(name);
    const { page } = await withoutJs.newPage();
    // Without JavaScript, Chromium loads lazy images at once: the page's text is what counts here.
    await page.goto(new URL(expected.path, baseUrl).href, { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { level: 1, name: expected.heading }).waitFor();
    await page.getByRole("main").getByText(expected.text).filter({ visible: true }).first().waitFor();
    await page.close();
  });

  /**
   * Opens `path` with the app's entry held back until `release` is called, as on a slow phone: the
   * page is painted, and can be tapped, long before React listens.
   */
  const openBeforeHydration = async (path: string, viewport = PHONE) => {
    const { page, errors } = await withJs.newPage({ viewport });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL(path, baseUrl).href);
    return { page, errors, release };
  };

  it("acts once on a tap made between the first paint and hydration, as soon as the page is hydrated", async () => {
    const { page, errors, release } = await openBeforeHydration("/faq");
    // The first question, whether open or closed.
    const question = page.getByRole("main").locator("button[aria-expanded]").first();
    await question.click();
    expect(await question.getAttribute("aria-expanded")).toBe("false");
    release();
    await waitForHydration(page);
    // Open, and left open: the tap was acted on once, not twice.
    await expect.poll(() => question.getAttribute("aria-expanded")).toBe("true");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    expect(await question.getAttribute("aria-expanded")).toBe("true");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens the menu tapped on a 360 px phone before the page was hydrated", async () => {
    const { page, errors, release } = await openBeforeHydration("/artists");
    await page.getByRole("button", { name: "Open menu" }).click();
    release();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("follows links with JavaScript disabled: each opens the next page, rendered", async () => {
    const { page } = await withoutJs.newPage();
    await page.goto(new URL("/", baseUrl).href);
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
    await page.waitForURL((url) => url.pathname === "/faq");
    await page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }).waitFor();
    await page.getByRole("contentinfo").getByRole("link", { name: "Reviews" }).click();
    await page.waitForURL((url) => url.pathname === "/reviews");
    await page.getByRole("heading", { level: 1, name: "Customer Reviews" }).waitFor();
    await page.close();
  });

  it.for(PAGE_NAMES)(
    "hydrates %s without errors, hydration warnings or a second read of the data it carries",
    async (name) => {
      const expected = pageNamed(name);
      const { page, errors } = await withJs.newPage();
      const catalogueReads: string[] = [];
      page.on("request", (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith("/api/")) catalogueReads.push(url.pathname + url.search);
      });
      await page.goto(new URL(expected.path, baseUrl).href);
      const heading = page.getByRole("heading", { level: 1, name: expected.heading });
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      await heading.waitFor();
      expect(errors).toEqual([]);
      for (const read of expected.reads) expect(catalogueReads).not.toContain(read);
      await page.close();
    },
  );

  it("answers unknown pages and unknown artists with a real 404 kept out of search engines", async () => {
    for (const path of ["/no-such-page", "/artists/00000000-0000-4000-8000-000000000000", "/artists/not-an-id"]) {
      const { status, html } = await fetchPage(path);
      expect(status, path).toBe(404);
      expect(metaContent(html, "name", "robots"), path).toBe("noindex");
    }
    const { status, html } = await fetchPage("/no-such-page");
    expect(status).toBe(404);
    expect(headingOf(html)).toBe("404");
  });

  it("gives a live listening link a preview card with the recipient and occasion, and a revoked one none of it", async () => {
    const casey = await createCustomer();
    const orderId = await createCompletedOrder(casey, {
      recipientName: "Emma Carter",
      occasion: "birthday",
      story: "A secret story.",
    });
    const { body: link } = await api<ShareResponse>(`/api/orders/${orderId}/share`, {
      method: "POST",
      token: casey.token,
    });

    const live = await fetchPage(`/listen/${link.token}`);
    expect(live.status).toBe(200);
    expect(live.headers.get("cache-control")).toBe("private, no-store");
    expect(metaContent(live.html, "property", "og:title")).toBe("A song for Emma");
    expect(metaContent(live.html, "property", "og:description")).toContain("Birthday");
    expect(metaContent(live.html, "property", "og:image")).toBe(`${BUILT_SITE_URL}/icons/icon-512.png`);
    expect(metaContent(live.html, "name", "robots")).toBe("noindex");
    expect(headingOf(live.html)).toBe("A song for Emma");
    expect(live.html).not.toContain("Carter");
    expect(live.html).not.toContain("secret story");

    await api(`/api/orders/${orderId}/share`, { method: "DELETE", token: casey.token });
    const revoked = await fetchPage(`/listen/${link.token}`);
    expect(revoked.status).toBe(404);
    expect(metaContent(revoked.html, "property", "og:title")).toBe(SITE_NAME);
    expect(metaContent(revoked.html, "name", "robots")).toBe("noindex");
    expect(revoked.html).not.toContain("Emma");
    expect(metaContent(revoked.html, "property", "og:description")).not.toContain("Birthday");
  });
});

/** The service worker gives navigations the rendered page, and offline the last copy or the app shell. */
describe("navigations through the service worker", () => {
  const baseUrl = inject("baseUrl");
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("serves rendered pages online, the kept copy offline, and the app shell for a page never visited", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(new URL("/faq", baseUrl).href);
    await waitForServiceWorker(page);
    // The first visit installs the worker; from the next navigation on, it answers them.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.goto(new URL("/artists", baseUrl).href);
    expect(await page.locator("#initial-reads").count()).toBe(1);
    await page.getByRole("heading", { level: 1, name: "Our Artists" }).waitFor();

    await browser.context.setOffline(true);
    try {
      await page.goto(new URL("/artists", baseUrl).href);
      await page.getByRole("heading", { level: 1, name: "Our Artists" }).waitFor();
      expect(await page.locator("#initial-reads").count()).toBe(1);

      await page.goto(new URL("/how-it-works", baseUrl).href);
      await page.getByRole("heading", { level: 1, name: "How It Works" }).waitFor();
      // Rendered in the browser from the precached app shell, which carries no reads.
      expect(await page.locator("#initial-reads").count()).toBe(0);
    } finally {
      await browser.context.setOffline(false);
    }
    // Offline, what could not be fetched may fail: reads, and photos the page had not shown before
    // (lazy ones further down the list; photos come from `/images/...`, files from `/api/media/...`).
    const offlineMisses = (error: string) =>
      error.includes("Failed to fetch") ||
      error.includes("ERR_INTERNET_DISCONNECTED") ||
      /ERR_FAILED \(\S+\/(api\/media|images)\//.test(error);
    expect(errors.filter((error) => !offlineMisses(error))).toEqual([]);
    await page.close();
  });
});
