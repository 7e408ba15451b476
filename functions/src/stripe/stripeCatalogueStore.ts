import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { stripeCatalogueSchema, type StripeCatalogue } from "@songs/domain";

/**
 * The seeded price ids, with the amount each price charges: checkout uses a stored price only
 * while its amount is still the catalogue's, so a price change never charges an old amount.
 */
export interface StoredStripeCatalogue extends StripeCatalogue {
  priceCents: Record<string, number>;
}

const storedSchema = stripeCatalogueSchema.extend({ priceCents: z.record(z.string(), z.number().int()) });

/** `config/stripeCatalogue`, written by catalogue seeding and read by every checkout. */
export function stripeCatalogueStore(db: Firestore) {
  const ref = db.collection("config").doc("stripeCatalogue");
  return {
    /** The stored catalogue, or null when none was seeded (or it no longer has today's shape). */
    async read(): Promise<StoredStripeCatalogue | null> {
      const parsed = storedSchema.safeParse((await ref.get()).data());
      return parsed.success ? parsed.data : null;
    },
    async save(stored: StoredStripeCatalogue): Promise<void> {
      await ref.set({ ...stored, updatedAt: FieldValue.serverTimestamp() });
    },
  };
}
