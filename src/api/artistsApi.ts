import { PUBLIC_READ_PATHS, type ArtistListResponse, type ArtistProfile, type ArtistSummary } from "@songs/domain";
import { apiGet } from "./client";
import { typedBody } from "./typedBody";

/** `GET /api/artists`: all artists as their cards show them (ArtistSummary), rating descending. */
export const ARTISTS_PATH = PUBLIC_READ_PATHS.artists;
export const artistListResponse = typedBody<ArtistListResponse>();
export const artistProfileResponse = typedBody<ArtistProfile>();

/** `GET /api/artists/:id`: one artist with samples and reviews. */
export const artistProfilePath = PUBLIC_READ_PATHS.artist;

/** The artist list read once (for screens that act on it rather than show it). */
export async function listArtists(): Promise<ArtistSummary[]> {
  return (await apiGet(ARTISTS_PATH, artistListResponse)).artists;
}
