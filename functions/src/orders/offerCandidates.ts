import type { Firestore } from "firebase-admin/firestore";
import { artistFitsGenre, CHECKOUT_GENRE_IDS, type CheckoutGenreId } from "@songs/domain";
import { artists } from "../catalog";

const isCheckoutGenre = (genre: string): genre is CheckoutGenreId => (CHECKOUT_GENRE_IDS as readonly string[]).includes(genre);

/**
 * The artists an "any available artist" order of `genre` is offered to: available, with genres that
 * fit it by the builder's rule (`artistFitsGenre`). The roster is small, so it is read whole.
 */
export async function offerCandidates(db: Firestore, genre: string): Promise<string[]> {
  const roster = await artists(db).listByRating();
  return roster.filter((artist) => artist.availability && (!isCheckoutGenre(genre) || artistFitsGenre(artist.genres, genre))).map((artist) => artist.id);
}
