import { describe, expect, it } from "vitest";
import { ARTIST_GENRES, ARTIST_PROFILE_MESSAGES as M } from "./artistProfile";
import { fieldErrors } from "./schemas/fieldErrors";
import { artistProfileUpdateSchema } from "./schemas/artistProfile";

const valid = {
  bio: "  I write warm acoustic songs.  ",
  genres: ["Pop", "Folk", "Pop"],
  specialties: [" Weddings ", "", "Weddings"],
  availability: false,
};

describe("the artist's profile", () => {
  it("lists every order genre except Other, by label", () => {
    expect(ARTIST_GENRES).toEqual([
      "Pop",
      "Rock",
      "Country",
      "R&B",
      "Acoustic",
      "Hip-Hop",
      "Latin",
      "Reggae",
      "Soft Rock",
      "Indie",
      "Folk",
      "Christian",
    ]);
  });

  it("trims the bio and drops repeated or empty genres and specialties", () => {
    expect(artistProfileUpdateSchema.parse(valid)).toEqual({
      bio: "I write warm acoustic songs.",
      genres: ["Pop", "Folk"],
      specialties: ["Weddings"],
      availability: false,
    });
  });

  it("reports each field's problem on the field", () => {
    const result = artistProfileUpdateSchema.safeParse({
      bio: " ",
      genres: ["Polka"],
      specialties: ["x".repeat(41)],
      availability: true,
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      bio: M.bioRequired,
      genres: M.unknownGenre,
      specialties: M.specialtyTooLong,
    });
    expect(fieldErrors(artistProfileUpdateSchema.safeParse({ ...valid, genres: [] }).error!)).toEqual({
      genres: M.genresRequired,
    });
  });
});
