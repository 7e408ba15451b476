import { z } from "zod";

/** The artists' ledger API (`/api/studio/earnings`, `/api/admin/earnings`). */

/** `GET /api/admin/earnings?artistId=` (and `.csv`): one artist's ledger, or every artist's without it. */
export const adminEarningsQuerySchema = z.strictObject({
  artistId: z.uuid("Choose a known artist").optional(),
});
export type AdminEarningsQuery = z.infer<typeof adminEarningsQuerySchema>;
