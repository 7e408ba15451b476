import type { StudioProfile } from "@songs/domain";
import { notFound } from "../http/errors";
import type { ArtistRecord } from "./artists";

/** The profile as the artist edits it in the studio. */
export function studioProfileView(artist: ArtistRecord): StudioProfile {
  return {
    artistId: artist.id,
    name: artist.name,
    bio: artist.bio,
    genres: artist.genres,
    specialties: artist.specialties,
    availability: artist.availability,
  };
}

/** 404 when the artist's linked profile is gone (an admin removed it). */
export function requireProfile(artist: ArtistRecord | null): ArtistRecord {
  if (!artist) throw notFound("Your artist profile was not found. Please contact us.");
  return artist;
}
