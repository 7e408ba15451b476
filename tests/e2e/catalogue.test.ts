import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  launchBrowser,
  openHydrated,
  SMALL_PHONE,
  type BrowserSession,
  type TrackedPage,
  type Viewport,
} from "../support/browser";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

interface ApiArtist {
  id: string;
  name: string;
  rating: number;
  genres: string[];
}

/** What the public API answers, which each filter on screen must narrow to exactly. */
async function apiRead<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, baseUrl));
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The public catalogue in real Chromium against the running local stack. */
describe("public catalogue in the browser", () => {
  const baseUrl = inject("baseUrl");
  let browser: BrowserSession;
  let artists: ApiArtist[];
  const pages: TrackedPage[] = [];

  const open = async (path: string, options?: { viewport?: Viewport }) => {
    const tracked = await openHydrated(browser, new URL(path, baseUrl).href, options);
    pages.push(tracked);
    return tracked;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ artists } = await apiRead<{ artists: ApiArtist[] }>(baseUrl, "/api/artists"));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("loads the home page with the navigation and footer", async () => {
    const { page } = await open("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.title()).toContain("Songs From The Heart");
    await page.getByRole("contentinfo").getByText("© 2025 Songs From The Heart").waitFor();
  });

  it("lists the 10 seeded artists in rating order", async () => {
    expect(artists).toHaveLength(10);
    const { page } = await open("/artists");
    const list = page.getByRole("list", { name: "Artists" });
    await list.waitFor();
    const names = await list.getByRole("heading", { level: 2 }).allTextContents();
    expect(names).toEqual([...artists].sort((a, b) => b.rating - a.rating).map((a) => a.name));
  });

  it("filters artists by genre and clears the filter", async () => {
    const { page } = await open("/artists");
    const list = page.getByRole("list", { name: "Artists" });
    await list.waitFor();
    const genreSelect = page.getByRole("combobox", { name: "Genre" });
    const genre = (await genreSelect.locator("option").nth(1).textContent())!;
    await genreSelect.selectOption(genre);
    const expected = artists.filter((a) => a.genres.some((g) => g.toLowerCase() === genre.toLowerCase()));
    // The seeded roster has artists of this genre and others: the filter must narrow, not empty.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(artists.length);
    await expect
      .poll(() => list.getByRole("heading", { level: 2 }).allTextContents())
      .toEqual(expected.map((a) => a.name));
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect.poll(() => list.getByRole("heading", { level: 2 }).count()).toBe(artists.length);
    expect(await genreSelect.inputValue()).toBe("");
  });

  it("plays a sample on an artist's profile", async () => {
    let withSamples: ApiArtist | undefined;
    for (const artist of artists) {
      const profile = (await (await fetch(new URL(`/api/artists/${artist.id}`, baseUrl))).json()) as {
        samples: unknown[];
      };
      if (profile.samples.length > 0) {
        withSamples = artist;
        break;
      }
    }
    expect(withSamples, "a seeded artist with samples").toBeDefined();
    const { page } = await open(`/artists/${withSamples!.id}`);
    await page.getByRole("heading", { level: 1, name: withSamples!.name }).waitFor();
    await page
      .getByRole("link", { name: "Choose This Artist" })
      .or(page.getByText("Currently unavailable - check back soon!"))
      .first()
      .waitFor();
    const play = page.getByRole("button", { name: /^Play / }).first();
    await play.click();
    await page
      .getByRole("button", { name: /^Pause / })
      .first()
      .waitFor();
    const audio = page.locator("audio").first();
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused && element.currentTime > 0), {
        timeout: 10_000,
      })
      .toBe(true);
  });

  it("filters samples and opens a story with 'Read more'", async () => {
    const { page } = await open("/samples");
    const list = page.getByRole("list", { name: "Samples" });
    await list.waitFor();
    const cards = list.locator(":scope > li");
    const { samples } = await apiRead<{ samples: { occasion: string }[] }>(baseUrl, "/api/samples");
    const total = samples.length;
    await expect.poll(() => cards.count()).toBe(total);
    const occasionSelect = page.getByRole("combobox", { name: "Occasion" });
    const occasion = (await occasionSelect.locator("option").nth(1).textContent())!;
    const matching = samples.filter((sample) => sample.occasion.toLowerCase() === occasion.toLowerCase()).length;
    // The seeded library has samples of this occasion and of others: the filter must narrow, not empty.
    expect(matching).toBeGreaterThan(0);
    expect(matching).toBeLessThan(total);
    await occasionSelect.selectOption(occasion);
    await expect.poll(() => cards.count()).toBe(matching);
    for (const text of await cards.allTextContents()) expect(text).toContain(occasion);

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect.poll(() => cards.count()).toBe(total);

    const readMore = page.getByRole("button", { name: /^Read more about / }).first();
    const label = (await readMore.getAttribute("aria-label"))!;
    await readMore.click();
    const dialog = page.getByRole("dialog", { name: label.replace("Read more about ", "") });
    await dialog.waitFor();
    await expect(dialog.getByRole("button", { name: /^Play / }).isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("filters reviews by occasion", async () => {
    const { page } = await open("/reviews");
    await page.getByRole("heading", { level: 1, name: "Customer Reviews" }).waitFor();
    await page.getByRole("list", { name: "Reviews" }).waitFor();
    const { reviews: weddingReviews } = await apiRead<{ reviews: unknown[] }>(baseUrl, "/api/reviews?occasion=wedding");
    // The seed has public wedding reviews, so the filtered list has cards to check.
    expect(weddingReviews.length).toBeGreaterThan(0);
    const wedding = page.getByRole("button", { name: "Wedding" });
    const requested = page.waitForRequest((request) => request.url().includes("/api/reviews?occasion=wedding"));
    await wedding.click();
    await requested;
    expect(await wedding.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "All Reviews" }).getAttribute("aria-pressed")).toBe("false");
    const cards = page.getByRole("list", { name: "Reviews" }).locator(":scope > li");
    await expect.poll(() => cards.count()).toBe(weddingReviews.length);
    for (const text of await cards.allTextContents()) {
      expect(text).toContain("Wedding");
      expect(text).toMatch(/Posted on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    }
  });

  it("shows the 404 page for an unknown path", async () => {
    const { page, errors } = await open("/no-such-page");
    await page.getByText("Oops! Page not found").waitFor();
    // The page arrives with a real 404 status, which Chromium logs as a failed load: the only error.
    expect(errors.splice(0)).toEqual([expect.stringContaining("status of 404 (Not Found) (http")]);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(new URL("/", baseUrl).href);
  });

  it("sends a signed-out visitor from /dashboard to /auth", async () => {
    const { page } = await open("/dashboard");
    await page.waitForURL(/\/auth$/);
  });

  it("works at 320 px with the side drawer", async () => {
    const { page } = await open("/artists", { viewport: SMALL_PHONE });
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    expect((await drawer.boundingBox())!.width).toBeLessThanOrEqual(320);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(320);
  });

  it("logged no console errors on any page", () => {
    expect(pages.flatMap((tracked) => tracked.errors)).toEqual([]);
  });
});
