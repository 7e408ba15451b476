import type { Firestore } from "firebase-admin/firestore";
import { MAX_PAGE_SIZE, type Roster } from "@songs/domain";
import { artistAccounts } from "../artistAccounts";
import { artists } from "../catalogue";

/** An order is offered to at most this many fitting artists at once, best rated first. */
export const ROSTER_LIMIT = MAX_PAGE_SIZE;

/**
 * Who can answer an offer of an order of `genre`: the available artists whose genres fit it by the
 * builder's rule (stored on each profile as `offerGenres`), at most ROSTER_LIMIT best rated, of
 * those the ones with a linked studio account; and whether the customer's `chosenArtistId` has one.
 * One bounded query and one batch of account reads, never the whole artist list; read outside the
 * order's transaction (who is in the studio is not part of the order's consistency). `inStudio`
 * holds the linked artists among those asked about (the fitting ones and the chosen one).
 */
export async function rosterFor(db: Firestore, genre: string, chosenArtistId: string | null = null): Promise<Roster> {
  const candidates = await artists(db).availableFor(genre, ROSTER_LIMIT);
  const linked = new Set(
    await artistAccounts(db).linkedAmong(chosenArtistId ? [...candidates, chosenArtistId] : candidates),
  );
  return { inStudio: [...linked], fitting: candidates.filter((id) => linked.has(id)) };
}
