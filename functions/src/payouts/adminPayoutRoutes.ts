import type { Firestore } from "firebase-admin/firestore";
import {
  adminPayoutsQuerySchema,
  emptyAdminOrderActionSchema,
  MAX_PAGE_SIZE,
  payoutStatusOf,
  reconciliationQuerySchema,
  type AdminPayoutArtist,
  type AdminPayoutsResponse,
  type FailingTransfer,
  type ReconciliationResponse,
} from "@songs/domain";
import { artists } from "../catalog";
import { releaseTransfers } from "../earnings";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { payoutAccounts } from "./payoutAccounts";
import { payoutTotals } from "./payoutTotals";
import { reconcileTransfers } from "./reconcileTransfers";
import { retryTransfer } from "./retryTransfer";

/** A page of the artists the platform owes or paid (those with payout totals), by artist id after `cursor`, with their totals and account state. */
async function artistsPage(db: Firestore, cursor: string | undefined): Promise<Pick<AdminPayoutsResponse, "artists" | "nextCursor">> {
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
  const failing = await releaseTransfers(db).failing(MAX_PAGE_SIZE);
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
    const [page, failing] = await Promise.all([artistsPage(db, input.cursor), input.cursor ? Promise.resolve([]) : failingTransfers(db)]);
    return { ...page, failing };
  },
  { auth: "admin" },
);

/** POST /api/admin/payouts/transfers/:orderId/retry: a failing transfer's work runs again (`retryTransfer`). */
export const retryFailingTransfer = handler(
  emptyAdminOrderActionSchema,
  async ({ db, params }): Promise<{ orderId: string; requeued: true }> => {
    await retryTransfer(db, params.orderId);
    return { orderId: params.orderId, requeued: true };
  },
  { auth: "admin", params: orderParams },
);

/** GET /api/admin/payouts/reconciliation?month=YYYY-MM: the ledger's transfers of the month checked against Stripe's. */
export const getTransferReconciliation = handler(
  reconciliationQuerySchema,
  async ({ db, stripe, input }): Promise<ReconciliationResponse> => reconcileTransfers(db, stripe, input.month),
  { auth: "admin" },
);
