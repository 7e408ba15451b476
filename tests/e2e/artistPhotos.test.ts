import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import type { Artist } from "@songs/domain";
import "../support/stackContext";
import { DESKTOP, launchBrowser, PHONE, type BrowserSession } from "../support/browser";

/** How a page shows one artist photo: its picture's sources and its img's attributes. */
interface ShownPhoto {
  webpSrcset: string | null;
  webpSizes: string | null;
  srcset: string | null;
  sizes: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
  currentSrc: string;
  top: number;
}

async function photosOn(page: Page): Promise<ShownPhoto[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>("picture > img[alt^='Photo of']"), (img) => {
      const webp = img.parentElement?.querySelector<HTMLSourceElement>("source[type='image/webp']");
      return {
        webpSrcset: webp?.getAttribute("srcset") ?? null,
        webpSizes: webp?.getAttribute("sizes") ?? null,
        srcset: img.getAttribute("srcset"),
        sizes: img.getAttribute("sizes"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        fetchPriority: img.getAttribute("fetchpriority"),
        currentSrc: img.currentSrc,
        top: img.getBoundingClientRect().top,
      };
    }),
  );
}

/** Waits until the first photo on the page has loaded, and says which file the browser chose. */
async function firstPhotoLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>("picture > img[alt^='Photo of']");
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
}

/** Artist photos in the sizes the layout needs, in real Chromium against the local stack. */
describe("artist photos that fit", () => {
  const baseUrl = inject("baseUrl");
  let browser: BrowserSession;
  let artist: Artist;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: PHONE });
    const response = await fetch(new URL("/api/artists", baseUrl));
    artist = ((await response.json()) as { artists: Artist[] }).artists[0]!;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("lists photos at 360 px as WebP and JPEG srcsets with sizes and dimensions, the first at once and first of all, the rest lazily", async () => {
    const { page, errors } = await browser.newPage({ viewport: PHONE });
    await page.goto(new URL("/artists", baseUrl).href);
    await firstPhotoLoaded(page);
    const photos = await photosOn(page);
    expect(photos.length).toBeGreaterThan(3);
    for (const [index, photo] of photos.entries()) {
      expect(photo.webpSrcset).toMatch(
        /^\/images\/artists\/[0-9a-f]{32}\/sized\/[^ ]+\/\d+\.webp \d+w(, \/images\/artists\/[0-9a-f]{32}\/sized\/[^ ]+\/\d+\.webp \d+w)+$/,
      );
      expect(photo.srcset).toMatch(/\/images\/artists\/[0-9a-f]{32}\/sized\/[^ ]+\/\d+\.jpg \d+w/);
      expect(photo.sizes).toBeTruthy();
      expect(photo.webpSizes).toBe(photo.sizes);
      expect([photo.width, photo.height]).toEqual(["400", "300"]);
      expect(photo.loading).toBe(index === 0 ? "eager" : "lazy");
      // The first card's photo is the list's largest image in view: its LCP.
      expect(photo.fetchPriority).toBe(index === 0 ? "high" : "auto");
    }
    expect(photos[0]!.top).toBeLessThan(PHONE.height);
    expect(photos.some((photo) => photo.top > PHONE.height)).toBe(true);
    // A card is about 328 px wide at 360 px: of the demo photos' 180 and 200 px, the browser takes the larger WebP.
    expect(photos[0]!.currentSrc).toMatch(/\/sized\/[^/]+\/200\.webp$/);
    expect(errors).toEqual([]);
  });

  it("keeps each card's text in place at 360 px while its square photo loads into the 4:3 frame", async () => {
    const { page, errors } = await browser.newPage({ viewport: PHONE });
    await page.goto(new URL("/artists", baseUrl).href);
    await firstPhotoLoaded(page);
    const shifts = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().map((entry) => (entry as PerformanceEntry & { value: number }).value));
          }).observe({ type: "layout-shift", buffered: true });
          // No shift at all leaves the observer silent.
          requestAnimationFrame(() => setTimeout(() => resolve([]), 0));
        }),
    );
    expect(shifts).toEqual([]);
    const frame = await page
      .locator("article img")
      .first()
      .evaluate((image) => image.closest("picture")!.parentElement!.getBoundingClientRect());
    expect(frame.height / frame.width).toBeCloseTo(3 / 4, 2);
    expect(errors).toEqual([]);
  });

  it("preloads the profile photo from the rendered page's head and fetches it first", async () => {
    const html = await (await fetch(new URL(`/artists/${artist.id}`, baseUrl))).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preload =
      head.match(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*>/g)?.find((link) => /imagesrcset/i.test(link)) ?? "";
    expect(preload).toMatch(/imageSrcSet="\/images\/artists\/[0-9a-f]{32}\/sized\/[^"]+\.webp \d+w/i);
    expect(preload).toMatch(/imageSizes="[^"]+"/i);
    expect(preload).toMatch(/fetchPriority="high"/i);

    const { page, errors } = await browser.newPage({ viewport: DESKTOP });
    await page.goto(new URL(`/artists/${artist.id}`, baseUrl).href);
    await firstPhotoLoaded(page);
    const [photo] = await photosOn(page);
    expect(photo).toMatchObject({ width: "480", height: "480", loading: "eager", fetchPriority: "high" });
    expect(photo!.webpSrcset).toMatch(/\/images\/artists\/[0-9a-f]{32}\/sized\//);
    expect(photo!.webpSizes).toBe(photo!.sizes);
    expect(photo!.currentSrc).toMatch(/\.webp$/);
    expect(errors).toEqual([]);
  });
});
