import { describe, expect, it } from "vitest";
import {
  ADMIN_SAMPLE_GENRES,
  ADMIN_SAMPLE_MOODS,
  ADMIN_SAMPLE_OCCASIONS,
  BUILDER_GENRE_IDS,
  CHECKOUT_GENRE_IDS,
  CONTACT_SUBJECTS,
  OCCASIONS,
  SAMPLE_LIBRARY_GENRES,
  artistFitsGenre,
  distinctSorted,
  labelOf,
} from "./options";

describe("option lists", () => {
  it("has the six occasions in the spec's order", () => {
    expect(OCCASIONS.map((o) => o.id)).toEqual([
      "wedding",
      "birthday",
      "anniversary",
      "memorial",
      "graduation",
      "other",
    ]);
  });

  it("has the builder genres, and the checkout accepts indie, folk and christian too", () => {
    expect(BUILDER_GENRE_IDS).toEqual([
      "pop",
      "rock",
      "country",
      "rnb",
      "acoustic",
      "hiphop",
      "latin",
      "reggae",
      "softrock",
      "other",
    ]);
    expect(CHECKOUT_GENRE_IDS).toEqual([...BUILDER_GENRE_IDS, "indie", "folk", "christian"]);
  });

  it("has the admin sample genres, moods and occasions", () => {
    expect(ADMIN_SAMPLE_GENRES).toHaveLength(11);
    expect(ADMIN_SAMPLE_MOODS).toEqual(["Happy", "Romantic", "Emotional", "Upbeat", "Sentimental", "Celebratory"]);
    expect(ADMIN_SAMPLE_OCCASIONS).toEqual([
      "Birthday",
      "Wedding",
      "Anniversary",
      "Memorial",
      "Graduation",
      "Thank You",
      "Love",
    ]);
  });

  it("has the sample library's fixed genre list", () => {
    expect(SAMPLE_LIBRARY_GENRES).toEqual([
      "Christian",
      "Country",
      "Folk",
      "Hip-Hop",
      "Indie",
      "Latin",
      "Pop",
      "R&B",
      "Reggae",
      "Rock",
      "Other",
    ]);
  });

  it("has the five contact subjects with their labels", () => {
    expect(CONTACT_SUBJECTS.map((s) => `${s.id}:${s.label}`)).toEqual([
      "billing:Billing",
      "order_status:Order Status",
      "general_request:General Request",
      "refund:Refund",
      "other:Other",
    ]);
  });

  it("labels a known id and keeps an unknown one", () => {
    expect(labelOf(OCCASIONS, "memorial")).toBe("Memorial");
    expect(labelOf(OCCASIONS, "retirement")).toBe("retirement");
  });

  it("derives distinct, alphabetically sorted options from data", () => {
    expect(distinctSorted(["Wedding", "Birthday", "Wedding", "", "Anniversary"])).toEqual([
      "Anniversary",
      "Birthday",
      "Wedding",
    ]);
  });
});

describe("artistFitsGenre", () => {
  it("matches an artist whose genres contain a keyword of the chosen genre", () => {
    expect(artistFitsGenre(["R&B", "Soul"], "rnb")).toBe(true);
    expect(artistFitsGenre(["Hip-Hop"], "hiphop")).toBe(true);
    expect(artistFitsGenre(["Country"], "rnb")).toBe(false);
  });

  it("fits every artist for a genre with an empty mapping", () => {
    expect(artistFitsGenre(["Country"], "other")).toBe(true);
    expect(artistFitsGenre([], "other")).toBe(true);
  });
});
