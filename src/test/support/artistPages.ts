import { artistFitsGenre, isCheckoutGenre, type ArtistSummary } from "@songs/domain";
import { jsonResponse } from "./renderWithProviders";

/**
 * `GET /api/artists` over `artists` as the API answers it (artistListQuerySchema): only the
 * available with `available`, `genre` as a whole genre ignoring case, `fits` by the builder's
 * keyword mapping, rating descending, `limit` a page (default 50) and the next page's `cursor`.
 * Each answered path is recorded in `asked`. For `stubApi({ "/api/artists?*": artistPages(...) })`.
 */
export function artistPages(artists: readonly ArtistSummary[], asked: string[] = []) {
  return (url: string) => {
    asked.push(url);
    const query = new URL(url, "http://site").searchParams;
    const genre = query.get("genre")?.toLowerCase();
    const fits = query.get("fits") ?? "";
    const listed = artists
      .filter((artist) => query.get("available") !== "true" || artist.availability)
      .filter((artist) => !genre || artist.genres.some((g) => g.toLowerCase() === genre))
      .filter((artist) => !isCheckoutGenre(fits) || artistFitsGenre(artist.genres, fits))
      .sort((a, b) => b.rating - a.rating);
    const start = Number(query.get("cursor") ?? 0);
    const end = start + Number(query.get("limit") ?? 50);
    return jsonResponse(200, {
      artists: listed.slice(start, end),
      nextCursor: end < listed.length ? String(end) : null,
    });
  };
}
