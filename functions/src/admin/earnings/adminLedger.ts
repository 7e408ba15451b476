import type { Firestore } from "firebase-admin/firestore";
import type { AdminEarningEntryView, AdminEarningsQuery } from "@songs/domain";
import { artists } from "../../catalog";
import { earnings } from "../../earnings";

/** One artist's ledger (or every artist's), newest first, each entry with its artist's name. */
export async function adminLedger(db: Firestore, query: AdminEarningsQuery): Promise<AdminEarningEntryView[]> {
  const ledger = earnings(db);
  const entries = query.artistId ? await ledger.listByArtist(query.artistId) : await ledger.listAll();
  const names = await artists(db).namesOf(entries.map((entry) => entry.artistId));
  return entries.map((entry) => ({ ...entry, artistName: names.get(entry.artistId) ?? null }));
}
