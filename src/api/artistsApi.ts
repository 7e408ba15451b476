import { PUBLIC_READ_PATHS, type Artist, type ArtistProfile } from "@songs/domain";
import { apiGet } from "./client";
import { typedBody } from "./typedBody";

/** `GET /api/artists`: all artists, rating descending. */
export const ARTISTS_PATH = PUBLIC_READ_PATHS.artists;
export const artistListResponse = typedBody<{ artists: Artist[] }>();
export const artistProfileResponse = typedBody<ArtistProfile>();

/** `GET /api/artists/:id`: one artist with samples and reviews. */
export const artistProfilePath = PUBLIC_READ_PATHS.artist;

/** The artist list read once (for screens that act on it rather than show it). */
export async function listArtists(): Promise<Artist[]> {
  return (await apiGet(ARTISTS_PATH, artistListResponse)).artists;
}
