import { z } from "zod";
import {
  ARTIST_GENRES,
  ARTIST_PROFILE_MESSAGES as M,
  MAX_ARTIST_BIO_LENGTH,
  MAX_ARTIST_GENRES,
  MAX_ARTIST_SPECIALTIES,
  MAX_ARTIST_SPECIALTY_LENGTH,
} from "../artistProfile";
import { requiredText } from "./text";

/** `PUT /api/studio/profile`: what the artist edits of their public profile. */
export const artistProfileUpdateSchema = z.strictObject({
  bio: requiredText(MAX_ARTIST_BIO_LENGTH, M.bioRequired, M.bioTooLong),
  // Whole-list checks, so a mistake is reported on the field ("genres"), not on one item of it.
  genres: z
    .array(z.string(), M.genresRequired)
    .min(1, M.genresRequired)
    .max(MAX_ARTIST_GENRES, M.tooManyGenres)
    .refine((genres) => genres.every((genre) => ARTIST_GENRES.includes(genre)), M.unknownGenre)
    .transform((genres) => [...new Set(genres)]),
  specialties: z
    .array(z.string(), M.tooManySpecialties)
    .transform((specialties) => [
      ...new Set(specialties.map((specialty) => specialty.trim()).filter((specialty) => specialty !== "")),
    ])
    .refine((specialties) => specialties.length <= MAX_ARTIST_SPECIALTIES, M.tooManySpecialties)
    .refine(
      (specialties) => specialties.every((specialty) => specialty.length <= MAX_ARTIST_SPECIALTY_LENGTH),
      M.specialtyTooLong,
    ),
  availability: z.boolean(),
});
export type ArtistProfileUpdate = z.infer<typeof artistProfileUpdateSchema>;
export type ArtistProfileForm = z.input<typeof artistProfileUpdateSchema>;

/** `GET` and `PUT /api/studio/profile`: the artist's profile as they edit it, with their name (set by the admins). */
export const studioProfileSchema = z.object({
  artistId: z.string(),
  name: z.string(),
  bio: z.string(),
  genres: z.array(z.string()),
  specialties: z.array(z.string()),
  availability: z.boolean(),
});
export type StudioProfile = z.infer<typeof studioProfileSchema>;
