import { describe, expect, it } from "vitest";
import {
  apiErrorSchema,
  artistListResponseSchema,
  artistProfileResponseSchema,
  reviewListResponseSchema,
  sampleListResponseSchema,
  artistPhotoSources,
  artistSummarySchema,
  type ArtistListResponse,
  type ArtistProfile,
  type PublicReview,
  type Sample,
  ADD_ON_LIST,
  PACKAGE_LIST,
  OCCASION_IDS,
  INVALID_PAGE_CURSOR,
  PUBLIC_PAGE_PATHS,
} from "@songs/domain";
import type { WriteBatch } from "firebase-admin/firestore";
import { stackFirestore } from "../support/adminSession";
import { api, siteUrl } from "../support/api";

const isNewestFirst = (items: { createdAt: string }[]) =>
  items.every((item, i) => i === 0 || Date.parse(items[i - 1]!.createdAt) > Date.parse(item.createdAt));

const PUBLIC_CACHE = "public, max-age=60, s-maxage=300";

/** Every page of `/api/artists` for `query`, following each page's cursor (at most 20 pages). */
async function allPages(query: Record<string, string>): Promise<ArtistListResponse[]> {
  const pages: ArtistListResponse[] = [];
  let cursor: string | null = null;
  do {
    const answer: { status: number; body: ArtistListResponse } = await api<ArtistListResponse>("/api/artists", {
      query: cursor ? { ...query, cursor } : query,
    });
    expect(answer.status).toBe(200);
    pages.push(artistListResponseSchema.parse(answer.body));
    cursor = answer.body.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe("GET /api/config", () => {
  it("gives the browser the demo Firebase config and the Auth emulator's URL", async () => {
    const { status, body, headers } = await api<{ firebase: Record<string, string>; authEmulatorUrl?: string }>(
      "/api/config",
    );
    expect(status).toBe(200);
    expect(body.firebase).toEqual({
      apiKey: "demo-api-key",
      authDomain: "demo-songs.firebaseapp.com",
      projectId: "demo-songs",
    });
    expect(body.authEmulatorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("GET /api/catalogue", () => {
  it("lists the packages and add-ons with prices in cents", async () => {
    const { status, body, headers } = await api<{ packages: unknown; addOns: unknown }>("/api/catalogue");
    expect(status).toBe(200);
    expect(body).toEqual({
      packages: JSON.parse(JSON.stringify(PACKAGE_LIST)),
      addOns: JSON.parse(JSON.stringify(ADD_ON_LIST)),
    });
    expect(headers.get("cache-control")).toBe(PUBLIC_CACHE);
  });
});

describe("GET /api/artists", () => {
  it("lists the ten seeded artists by rating, highest first, in the compact card shape", async () => {
    const { status, body, headers } = await api<ArtistListResponse>("/api/artists");
    expect(status).toBe(200);
    expect(artistListResponseSchema.parse(body).artists).toHaveLength(10);
    const ratings = body.artists.map((a) => a.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(body.artists.every((a) => a.photoUrl.startsWith("/images/artists/"))).toBe(true);
    expect(body.artists.some((a) => !a.availability)).toBe(true);
    // Only the cards' fields: the profile's (every photo size's URL, specialties, the whole bio) stay on the profile.
    for (const artist of body.artists)
      expect(Object.keys(artist).sort()).toEqual(Object.keys(artistSummarySchema.shape).sort());
    // At demo size the list is a few KB (200 artists stay under 64 KB: functions/src/catalogue/views.test.ts).
    expect(JSON.stringify(body).length).toBeLessThan(4 * 1024);
    expect(headers.get("cache-control")).toBe(PUBLIC_CACHE);
  });

  it("filters by genre, ignoring case", async () => {
    const { body } = await api<ArtistListResponse>("/api/artists", { query: { genre: "pop" } });
    expect(body.artists.length).toBeGreaterThan(1);
    expect(body.artists.every((a) => a.genres.some((g) => g.toLowerCase() === "pop"))).toBe(true);
    const all = (await api<ArtistListResponse>("/api/artists")).body.artists;
    expect(body.artists.length).toBeLessThan(all.length);
  });

  it("keeps only available artists and honours the limit", async () => {
    const { body } = await api<ArtistListResponse>("/api/artists", { query: { available: "true", limit: 6 } });
    expect(body.artists).toHaveLength(6);
    expect(body.artists.every((a) => a.availability)).toBe(true);
    expect(body.nextCursor).toEqual(expect.any(String));
  });

  it("answers a page at a time: at most its size, and a cursor that goes on where the page ended", async () => {
    const whole = (await api<ArtistListResponse>("/api/artists")).body;
    expect(whole.nextCursor).toBeNull();
    const pages = await allPages({ limit: "3" });
    expect(pages.map((page) => page.artists.length)).toEqual([3, 3, 3, 1]);
    expect(pages.flatMap((page) => page.artists.map((a) => a.id))).toEqual(whole.artists.map((a) => a.id));
  });

  it("keeps a filter across pages: the genre's artists and only theirs, each once", async () => {
    const pop = (await api<ArtistListResponse>("/api/artists", { query: { genre: "POP" } })).body.artists;
    const pages = await allPages({ genre: "pop", limit: "2" });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.every((page) => page.artists.length <= 2)).toBe(true);
    expect(pages.flatMap((page) => page.artists.map((a) => a.id))).toEqual(pop.map((a) => a.id));
    // The order builder's choices: available artists that fit a checkout genre by its keywords (R&B and soul).
    const fitting = (await allPages({ fits: "rnb", available: "true", limit: "1" })).flatMap((page) => page.artists);
    expect(fitting.length).toBeGreaterThan(0);
    expect(fitting.every((a) => a.availability && a.genres.includes("R&B"))).toBe(true);
  });

  it("finds nobody for a genre no profile can hold", async () => {
    const { status, body } = await api<ArtistListResponse>("/api/artists", { query: { genre: "Polka" } });
    expect([status, body]).toEqual([200, { artists: [], nextCursor: null }]);
  });

  it("refuses a cursor it did not hand out, or one of another list, with the cursor's message", async () => {
    const ordersCursor = Buffer.from("orders.1700000000.0.abc").toString("base64url");
    for (const cursor of ["not-a-cursor", ordersCursor]) {
      const { status, body } = await api("/api/artists", { query: { cursor } });
      expect(status).toBe(400);
      expect(apiErrorSchema.parse(body).error.fields).toEqual({ cursor: INVALID_PAGE_CURSOR });
    }
    const both = await api("/api/artists", { query: { genre: "Pop", fits: "pop" } });
    expect(both.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(both.body).error.fields ?? {})).toEqual(["fits"]);
  });

  it("refuses malformed query parameters with a message per field", async () => {
    const { status, body, headers } = await api("/api/artists", {
      query: { limit: "lots", available: "maybe", extra: "1" },
    });
    expect(status).toBe(400);
    const error = apiErrorSchema.parse(body).error;
    expect(error.code).toBe("invalid_request");
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(["limit", "available"]));
    expect(error.message).toBe(Object.values(error.fields ?? {})[0]);
    expect(headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("GET /api/artists/:artistId", () => {
  it("shows the artist with at most five samples, newest first, and only public reviews", async () => {
    const artists = (await api<ArtistListResponse>("/api/artists")).body.artists;
    const maya = artists.find((a) => a.name === "Maya Rivers")!;
    const { status, body } = await api<ArtistProfile>(`/api/artists/${maya.id}`);
    expect(status).toBe(200);
    const profile = artistProfileResponseSchema.parse(body);
    const { bio, photoVariants, specialties, reviewCount, ...summary } = profile.artist;
    expect({ ...summary, bio: maya.bio }).toEqual(maya);
    expect(bio.startsWith(maya.bio.replace(/…$/, ""))).toBe(true);
    expect(photoVariants).toEqual(artistPhotoSources(maya.photoUrl, maya.photoSize));
    expect([specialties.length > 0, reviewCount > 0]).toEqual([true, true]);
    expect(profile.samples).toHaveLength(5);
    expect(profile.samples.every((s) => s.artistId === maya.id)).toBe(true);
    expect(isNewestFirst(profile.samples)).toBe(true);
    expect(profile.reviews.length).toBeGreaterThan(0);
    expect(profile.reviews.length).toBeLessThanOrEqual(10);
    expect(profile.reviews.every((r) => r.rating >= 3 && r.artistId === maya.id)).toBe(true);
    expect(isNewestFirst(profile.reviews)).toBe(true);
    const texts = profile.reviews.map((r) => r.customerName);
    expect(texts).not.toContain("Pending Reviewer");
    expect(texts).not.toContain("Unhappy Customer");
  });

  it("answers 404 JSON for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "%20"]) {
      const { status, body, headers } = await api(`/api/artists/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: { code: "not_found", message: "Artist not found" } });
      expect(headers.get("cache-control")).toBe("private, no-store");
    }
  });
});

describe("GET /api/samples", () => {
  it("lists the sample library newest first with stable audio URLs", async () => {
    const { status, body } = await api<{ samples: Sample[] }>("/api/samples");
    expect(status).toBe(200);
    const { samples } = sampleListResponseSchema.parse(body);
    expect(samples.length).toBeGreaterThanOrEqual(12);
    expect(isNewestFirst(samples)).toBe(true);
    expect(samples.every((s) => s.audioUrl.startsWith("/api/media/samples/"))).toBe(true);
    expect(samples.some((s) => s.artistId === null)).toBe(true);
    expect(samples.some((s) => (s.story ?? "").length > 300)).toBe(true);
    expect(new Set(samples.map((s) => s.occasion)).size).toBeGreaterThanOrEqual(5);
  });
});

describe("GET /api/reviews", () => {
  it("lists only approved reviews rated at least 3, newest first", async () => {
    const { status, body } = await api<{ reviews: PublicReview[] }>("/api/reviews");
    expect(status).toBe(200);
    const { reviews } = reviewListResponseSchema.parse(body);
    expect(reviews.length).toBeGreaterThan(5);
    expect(reviews.every((r) => r.rating >= 3)).toBe(true);
    expect(isNewestFirst(reviews)).toBe(true);
    const names = reviews.map((r) => r.customerName);
    for (const hidden of ["Pending Reviewer", "Low Rating", "One Star", "Unhappy Customer", "Hidden Two"])
      expect(names).not.toContain(hidden);
  });

  it("filters by occasion, for every occasion", async () => {
    for (const occasion of OCCASION_IDS) {
      const { status, body } = await api<{ reviews: PublicReview[] }>("/api/reviews", { query: { occasion } });
      expect(status).toBe(200);
      expect(body.reviews.length).toBeGreaterThan(0);
      expect(body.reviews.every((r) => r.occasion === occasion)).toBe(true);
    }
  });

  it("honours the limit", async () => {
    const { body } = await api<{ reviews: PublicReview[] }>("/api/reviews", { query: { limit: 3 } });
    expect(body.reviews).toHaveLength(3);
    const all = (await api<{ reviews: PublicReview[] }>("/api/reviews")).body.reviews;
    expect(body.reviews).toEqual(all.slice(0, 3));
  });

  it("refuses an unknown occasion and an out-of-range limit", async () => {
    const { status, body } = await api("/api/reviews", { query: { occasion: "party", limit: 0 } });
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body).error.fields).toEqual({
      occasion: "Unknown occasion",
      limit: "Limit must be at least 1",
    });
  });
});

describe("GET /sitemap.xml", () => {
  it("lists every artist across the pages it reads them in (1,000 a query), each once, and stays cacheable", async () => {
    const db = stackFirestore();
    const made = Array.from({ length: 1005 }, (_, index) => `sitemap-artist-${String(index).padStart(4, "0")}`);
    const write = async (apply: (batch: WriteBatch, id: string) => void) => {
      for (let start = 0; start < made.length; start += 500) {
        const batch = db.batch();
        for (const id of made.slice(start, start + 500)) apply(batch, id);
        await batch.commit();
      }
    };
    await write((batch, id) =>
      batch.set(db.collection("artists").doc(id), { name: id, rating: 0, availability: false }),
    );
    try {
      const response = await fetch(siteUrl("/sitemap.xml"));
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(PUBLIC_CACHE);
      const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      const artistIds = locs.filter((loc) => loc.includes("/artists/")).map((loc) => loc.split("/artists/")[1]!);
      const stored = (await db.collection("artists").select().get()).docs.map((doc) => doc.id);
      expect(locs).toHaveLength(PUBLIC_PAGE_PATHS.length + stored.length);
      expect(new Set(artistIds).size).toBe(artistIds.length);
      expect([...artistIds].sort()).toEqual([...stored].sort());
      expect(artistIds).toEqual(expect.arrayContaining(made));
    } finally {
      await write((batch, id) => batch.delete(db.collection("artists").doc(id)));
    }
  });
});
