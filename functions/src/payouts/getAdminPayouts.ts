import type { Firestore } from "firebase-admin/firestore";
import {
  adminPayoutsQuerySchema,
  MAX_PAGE_SIZE,
  payoutStatusOf,
  type AdminPayoutArtist,
  type AdminPayoutsResponse,
  type FailingTransfer,
} from "@songs/domain";
import { artists } from "../catalogue";
import { releaseTransfers } from "../earnings";
import { handler } from "../http/handler";
import { payoutAccounts } from "./payoutAccounts";
import { payoutTotals } from "./payoutTotals";

/** A page of the artists the platform owes or paid (those with payout totals), by artist id after `cursor`, with their totals and account state. */
async function artistsPage(
  db: Firestore,
  cursor: string | undefined,
): Promise<Pick<AdminPayoutsResponse, "artists" | "nextCursor">> {
  const page = await payoutTotals(db).page(cursor, MAX_PAGE_SIZE);
  const ids = page.rows.map((row) => row.artistId);
  const [names, accounts] = await Promise.all([artists(db).namesOf(ids), payoutAccounts(db).getMany(ids)]);
  const rows: AdminPayoutArtist[] = page.rows.map(({ artistId, totals }) => ({
    artistId,
    artistName: names.get(artistId) ?? null,
    accountState: payoutStatusOf(accounts.get(artistId)?.facts ?? null).state,
    ...totals,
  }));
  return { artists: rows, nextCursor: page.nextCursor };
}

/** The failing transfers, oldest attempt first, with Stripe's reason. */
async function failingTransfers(db: Firestore): Promise<FailingTransfer[]> {
  const { rows: failing } = await releaseTransfers(db).pageFailing();
  const names = await artists(db).namesOf(failing.map((release) => release.artistId));
  return failing.map((release) => ({
    orderId: release.orderId,
    artistId: release.artistId,
    artistName: names.get(release.artistId) ?? null,
    amountCents: release.amountCents,
    reason: release.transfer?.lastError ?? "Stripe gave no reason.",
    attempts: release.transfer?.attempts ?? 0,
    updatedAt: (release.transfer?.updatedAt ?? release.createdAt).toISOString(),
  }));
}

/** GET /api/admin/payouts?cursor=: a page of artists with what they are owed, were transferred, had reversed and were paid out; and the failing transfers. */
export const getAdminPayouts = handler(
  adminPayoutsQuerySchema,
  async ({ db, input }): Promise<AdminPayoutsResponse> => {
    const [page, failing] = await Promise.all([
      artistsPage(db, input.cursor),
      input.cursor ? Promise.resolve([]) : failingTransfers(db),
    ]);
    return { ...page, failing };
  },
  { auth: "admin" },
);
