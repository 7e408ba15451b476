import type { Firestore } from "firebase-admin/firestore";
import { artistFitsGenre, CHECKOUT_GENRE_IDS, type CheckoutGenreId, type Roster } from "@songs/domain";
import { artistAccounts } from "../artistAccounts";
import { artists } from "../catalog";

const isCheckoutGenre = (genre: string): genre is CheckoutGenreId => (CHECKOUT_GENRE_IDS as readonly string[]).includes(genre);

/**
 * Who can answer an offer of an order of `genre`: the artists with a linked studio account, and of
 * them the available ones whose genres fit it by the builder's rule (`artistFitsGenre`). The roster
 * and the accounts are small, so both are read whole, outside the order's transaction (who is in
 * the studio is not part of the order's consistency).
 */
export async function rosterFor(db: Firestore, genre: string): Promise<Roster> {
  const [roster, accounts] = await Promise.all([artists(db).listByRating(), artistAccounts(db).list()]);
  const inStudio = new Set(accounts.map((account) => account.artistId));
  const fitting = roster.filter((artist) => inStudio.has(artist.id) && artist.availability && (!isCheckoutGenre(genre) || artistFitsGenre(artist.genres, genre)));
  return { inStudio: [...inStudio], fitting: fitting.map((artist) => artist.id) };
}
