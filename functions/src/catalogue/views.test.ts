import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { artistListResponseSchema, artistPhotoSources, MAX_ARTIST_BIO_LENGTH } from "@songs/domain";
import { SEED_ARTISTS } from "../../../scripts/seed/artists";
import type { ArtistRecord } from "./artists";
import { artistSummaryView, artistView } from "./views";

const DIGEST = "0123456789abcdef0123456789abcdef";
const WIDTHS = [180, 360, 480, 720, 960];

/** An artist as large as a profile gets: the longest bio, a long name, several genres, every photo size. */
function largeArtist(index: number): ArtistRecord {
  const name = `Maximiliana Rivers-Thornton ${index}`;
  const slug = name.toLowerCase().replace(/\s+/g, "-");
  return {
    id: randomUUID(),
    name,
    bio: "Singer-songwriter from Nashville who turns love stories into warm, heartfelt ballads. "
      .repeat(12)
      .slice(0, MAX_ARTIST_BIO_LENGTH - 1),
    photoPath: `${slug}.png`,
    photoDigest: DIGEST,
    photoVariants: WIDTHS.flatMap((width) =>
      (["webp", "jpeg"] as const).map((format) => ({
        path: `sized/${slug}/${width}.${format === "jpeg" ? "jpg" : "webp"}`,
        width,
        height: width,
        format,
        digest: DIGEST,
      })),
    ),
    genres: ["Pop", "Acoustic", "Country", "Singer-Songwriter"],
    specialties: ["Wedding songs", "First dance", "Love ballads", "Anniversaries"],
    rating: 4.7,
    reviewCount: 1280,
    availability: index % 3 !== 0,
    createdAt: new Date("2026-01-01T00:00:00Z"),
  };
}

/** The demo's artists as 200 (numbered names), each with a photo in every size. */
function demoArtists(count: number): ArtistRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const { slug, ...seed } = SEED_ARTISTS[index % SEED_ARTISTS.length]!;
    return {
      ...largeArtist(index),
      ...seed,
      id: randomUUID(),
      name: `${seed.name} ${index}`,
      photoPath: `${slug}-${index}.png`,
    };
  });
}

describe("artistSummaryView (the artist list's card shape)", () => {
  it("keeps 200 artists' list under 64 KB, where their full profiles would not be", () => {
    const artists = demoArtists(200);
    const list = { artists: artists.map(artistSummaryView), nextCursor: null };
    expect(artistListResponseSchema.parse(list)).toEqual(list);
    expect(Buffer.byteLength(JSON.stringify(list))).toBeLessThan(64 * 1024);
    expect(Buffer.byteLength(JSON.stringify({ artists: artists.map(artistView) }))).toBeGreaterThan(64 * 1024);
  });

  it("sends the start of the bio cut at a word, and the photo's largest size from which its sizes' URLs follow", () => {
    const record = largeArtist(1);
    const summary = artistSummaryView(record);
    expect(summary.bio).toBe("Singer-songwriter from Nashville who turns love stories into warm, heartfelt…");
    expect(summary.photoSize).toBe(960);
    expect(summary.photoUrl).toBe(`/images/artists/${DIGEST}/maximiliana-rivers-thornton-1.png`);
    const profile = artistView(record);
    expect(profile.bio).toBe(record.bio);
    expect(profile.photoVariants).toEqual(artistPhotoSources(summary.photoUrl, summary.photoSize));
    expect(profile.photoVariants.map((variant) => variant.url)).toEqual(
      record.photoVariants.map((variant) => `/images/artists/${DIGEST}/${variant.path}`),
    );
  });

  it("sends no sizes for an artist with no photo or only its original", () => {
    const bare = { ...largeArtist(2), photoPath: "", photoVariants: [] };
    expect(artistSummaryView(bare)).toMatchObject({ photoUrl: "", photoSize: 0 });
    expect(artistView(bare).photoVariants).toEqual([]);
    const original = { ...largeArtist(2), photoVariants: [] };
    expect(artistView(original).photoVariants).toEqual([]);
  });
});
