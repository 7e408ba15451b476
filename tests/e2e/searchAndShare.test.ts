import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { PUBLIC_PAGE_PATHS } from "@songs/domain";
import { api } from "../support/api";
import { BUILT_SITE_URL } from "../support/builtSiteUrl";
import "../support/stackContext";
import { launchBrowser, type BrowserSession } from "../support/browser";

interface ApiArtist {
  id: string;
  name: string;
  reviewCount: number;
}

const SHARE_IMAGE_URL = `${BUILT_SITE_URL}/social/share.png`;

/** The head tags as the page shows them once its screen has rendered. */
interface HeadTags {
  title: string;
  descriptions: string[];
  canonicals: string[];
  robots: string | null;
  meta: Record<string, string>;
  jsonLd: unknown[];
}

async function headTagsOf(page: Page): Promise<HeadTags> {
  return page.evaluate(() => {
    const meta: Record<string, string> = {};
    for (const element of Array.from(
      document.head.querySelectorAll<HTMLMetaElement>("meta[property], meta[name^='twitter:']"),
    )) {
      meta[element.getAttribute("property") ?? element.name] = element.content;
    }
    return {
      title: document.title,
      descriptions: Array.from(
        document.querySelectorAll<HTMLMetaElement>("meta[name='description']"),
        (m) => m.content,
      ),
      canonicals: Array.from(document.querySelectorAll<HTMLLinkElement>("link[rel='canonical']"), (l) => l.href),
      robots: document.querySelector<HTMLMetaElement>("meta[name='robots']")?.content ?? null,
      meta,
      jsonLd: Array.from(document.querySelectorAll("script[type='application/ld+json']"), (s): unknown =>
        JSON.parse(s.textContent ?? ""),
      ),
    };
  });
}

/** Search and share tags, robots.txt and sitemap.xml, in real Chromium against the local stack. */
describe("search engines and link previews", () => {
  const baseUrl = inject("baseUrl");
  let browser: BrowserSession;
  let artists: ApiArtist[];

  /** Opens a public page and waits until its screen has put its canonical URL in the head. */
  const openPublic = async (path: string) => {
    const { page, errors } = await browser.newPage();
    await page.goto(new URL(path, baseUrl).href);
    const canonical = `${BUILT_SITE_URL}${path}`;
    await page.waitForFunction(
      (href) => document.querySelector<HTMLLinkElement>("link[rel='canonical']")?.href === href,
      canonical,
    );
    return { page, errors, canonical };
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    artists = (await api<{ artists: ApiArtist[] }>("/api/artists")).body.artists;
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Thirteen pages opened one after another: a few seconds each on a loaded machine.
  it(
    "gives every public page its own title, description, canonical URL and Open Graph and Twitter tags",
    { timeout: 120_000 },
    async () => {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const path of [...PUBLIC_PAGE_PATHS, `/artists/${artists[0]!.id}`]) {
        const { page, errors, canonical } = await openPublic(path);
        const tags = await headTagsOf(page);
        expect(tags.title, path).toMatch(/\| Songs From The Heart$/);
        expect(tags.descriptions, path).toHaveLength(1);
        const [description] = tags.descriptions;
        expect(description!.length, path).toBeGreaterThan(40);
        expect(tags.canonicals, path).toEqual([canonical]);
        expect(tags.robots, path).toBeNull();
        expect(tags.meta, path).toMatchObject({
          "og:type": "website",
          "og:title": tags.title,
          "og:description": description,
          "og:url": canonical,
          "og:image": SHARE_IMAGE_URL,
          "og:image:width": "1200",
          "og:image:height": "630",
          "twitter:card": "summary_large_image",
          "twitter:title": tags.title,
          "twitter:description": description,
          "twitter:image": SHARE_IMAGE_URL,
        });
        titles.add(tags.title);
        descriptions.add(description!);
        expect(errors, path).toEqual([]);
        await page.close();
      }
      expect(titles.size).toBe(PUBLIC_PAGE_PATHS.length + 1);
      expect(descriptions.size).toBe(PUBLIC_PAGE_PATHS.length + 1);
    },
  );

  it("serves the share image as a 1200x630 PNG", async () => {
    const response = await fetch(new URL("/social/share.png", baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    // The IHDR chunk holds the width and height right after the 8-byte signature and its header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("describes the packages, the FAQ and each artist as structured data", async () => {
    const home = await openPublic("/");
    const products = (await headTagsOf(home.page)).jsonLd as {
      "@type": string;
      name: string;
      offers: { price: string; priceCurrency: string };
    }[];
    expect(products.map((p) => [p["@type"], p.name, p.offers.price, p.offers.priceCurrency])).toEqual([
      ["Product", "Basic Song", "24.99", "USD"],
      ["Product", "Premium Song", "49.99", "USD"],
      ["Product", "Deluxe Package", "129.00", "USD"],
    ]);

    const faq = await openPublic("/faq");
    const [faqPage] = (await headTagsOf(faq.page)).jsonLd as {
      "@type": string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    }[];
    expect(faqPage!["@type"]).toBe("FAQPage");
    const questions = await faq.page.locator("main button[aria-expanded]").allTextContents();
    expect(faqPage!.mainEntity.map((q) => q.name)).toEqual(questions);
    for (const question of faqPage!.mainEntity) expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);

    // The list's cards carry no review count: each artist's profile does.
    const profiles = await Promise.all(
      artists.map(async ({ id }) => (await api<{ artist: ApiArtist }>(`/api/artists/${id}`)).body.artist),
    );
    const reviewed = profiles.find((artist) => artist.reviewCount > 0);
    const unreviewed = profiles.find((artist) => artist.reviewCount === 0);
    for (const artist of [reviewed, unreviewed].filter((a) => a !== undefined)) {
      const profile = await openPublic(`/artists/${artist.id}`);
      const [group] = (await headTagsOf(profile.page)).jsonLd as {
        "@type": string;
        name: string;
        aggregateRating?: { reviewCount: number };
      }[];
      expect(group).toMatchObject({ "@type": "MusicGroup", name: artist.name });
      expect(group!.aggregateRating?.reviewCount).toBe(artist.reviewCount > 0 ? artist.reviewCount : undefined);
    }
    expect(reviewed).toBeDefined();
  });

  it("moves the tags along when the visitor navigates inside the app", async () => {
    const { page } = await openPublic("/");
    await page.getByRole("link", { name: "Meet Our Artists" }).first().click();
    await page.waitForURL((url) => url.pathname === "/artists");
    await page.waitForFunction(() =>
      document.querySelector<HTMLLinkElement>("link[rel='canonical']")?.href.endsWith("/artists"),
    );
    const tags = await headTagsOf(page);
    expect(tags.canonicals).toEqual([`${BUILT_SITE_URL}/artists`]);
    expect(tags.descriptions).toHaveLength(1);
    expect(tags.jsonLd).toEqual([]);
  });

  it("keeps the private pages out of search engines", async () => {
    for (const path of [
      "/auth",
      "/dashboard",
      "/admin/orders",
      "/payment-success",
      "/payment-cancelled",
      "/listen/not-a-token",
    ]) {
      const { page } = await browser.newPage();
      await page.goto(new URL(path, baseUrl).href);
      await page.waitForFunction(
        () => document.querySelector<HTMLMetaElement>("meta[name='robots']")?.content === "noindex",
      );
      expect((await headTagsOf(page)).canonicals, path).toEqual([]);
      await page.close();
    }
  });

  it("answers /robots.txt as text, keeping crawlers out of the private areas and naming the sitemap", async () => {
    const response = await fetch(new URL("/robots.txt", baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    for (const area of ["/admin", "/dashboard", "/auth", "/api/"]) expect(lines).toContain(`Disallow: ${area}`);
    expect(lines).toContain(`Sitemap: ${BUILT_SITE_URL}/sitemap.xml`);
  });

  it("answers /sitemap.xml with every public page and every seeded artist", async () => {
    const response = await fetch(new URL("/sitemap.xml", baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(response.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    const xml = await response.text();
    const { page } = await browser.newPage();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const namespace = "http://www.sitemaps.org/schemas/sitemap/0.9";
      return {
        hasError: doc.getElementsByTagName("parsererror").length > 0,
        root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
        locs: Array.from(
          doc.getElementsByTagNameNS(namespace, "url"),
          (url) => url.getElementsByTagNameNS(namespace, "loc")[0]?.textContent,
        ),
      };
    }, xml);
    await page.close();
    expect(parsed.hasError).toBe(false);
    expect(parsed.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9 urlset");
    expect(artists).toHaveLength(10);
    expect([...parsed.locs].sort()).toEqual(
      [
        ...PUBLIC_PAGE_PATHS.map((path) => `${baseUrl}${path}`),
        ...artists.map((artist) => `${baseUrl}/artists/${artist.id}`),
      ].sort(),
    );
  });
});
