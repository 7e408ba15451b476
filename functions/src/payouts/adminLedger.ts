import type { Firestore } from "firebase-admin/firestore";
import type { AdminEarningEntryView, EarningEntryView } from "@songs/domain";
import { artists } from "../catalogue";

/** Ledger entries with their artist's name, as the admins see every artist's ledger. */
export async function withArtistNames(db: Firestore, entries: EarningEntryView[]): Promise<AdminEarningEntryView[]> {
  const names = await artists(db).namesOf(entries.map((entry) => entry.artistId));
  return entries.map((entry) => ({ ...entry, artistName: names.get(entry.artistId) ?? null }));
}
