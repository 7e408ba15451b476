import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import type { ReconciliationDifference, ReconciliationResponse } from "@songs/domain";
import { releaseTransfers, type ReleaseWithTransfer } from "../earnings";

/** The UTC month "2026-11" as [first instant, first instant of the next). */
function monthRange(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return { start: new Date(Date.UTC(year, monthNumber - 1, 1)), end: new Date(Date.UTC(year, monthNumber, 1)) };
}

const isNoSuchTransfer = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode === 404;

/**
 * The ledger checked against Stripe for a UTC month. Each release entry written in the month whose
 * transfer the ledger records (transferred or reversed) must have that transfer in Stripe, for its
 * amount; each Stripe transfer made in the month must be the one its order's release entry
 * (`transfer_group` = the order) records. Every difference is listed: missing in Stripe, missing in
 * the ledger, amount differs. A transfer made in a later month for a share of this one (owed at
 * first) is read from Stripe by id; a transfer of this month recorded by an earlier month's entry is
 * that month's to compare. So each difference is listed once: in the month of the ledger entry, or,
 * for a transfer the ledger does not record, in the month Stripe made it.
 */
export async function reconcileTransfers(
  db: Firestore,
  stripe: Stripe,
  month: string,
): Promise<ReconciliationResponse> {
  const { start, end } = monthRange(month);
  const startSeconds = Math.floor(start.getTime() / 1000);
  const endSeconds = Math.floor(end.getTime() / 1000);
  const inStripe = new Map<string, Stripe.Transfer>();
  for await (const transfer of stripe.transfers.list({ created: { gte: startSeconds, lt: endSeconds }, limit: 100 })) {
    if (transfer.created >= startSeconds && transfer.created < endSeconds) inStripe.set(transfer.id, transfer);
  }

  const differences: ReconciliationDifference[] = [];
  const difference = (
    kind: ReconciliationDifference["kind"],
    release: ReleaseWithTransfer | null,
    transfer: Stripe.Transfer | null,
    transferId: string | null,
  ) =>
    differences.push({
      kind,
      orderId: release?.orderId ?? transfer?.transfer_group ?? null,
      artistId: release?.artistId ?? null,
      stripeTransferId: transferId,
      ledgerCents: release?.amountCents ?? null,
      stripeCents: transfer?.amount ?? null,
    });
  const matched = new Set<string>();
  let ledgerTransfers = 0;

  for await (const page of releaseTransfers(db).writtenBetween(start, end)) {
    for (const release of page) {
      const transferId = release.transfer?.stripeTransferId ?? null;
      if (!transferId || (release.transfer?.state !== "transferred" && release.transfer?.state !== "reversed"))
        continue;
      ledgerTransfers++;
      let transfer = inStripe.get(transferId) ?? null;
      if (!transfer) {
        try {
          transfer = await stripe.transfers.retrieve(transferId);
        } catch (error) {
          if (!isNoSuchTransfer(error)) throw error;
        }
      }
      matched.add(transferId);
      if (!transfer) difference("missing_in_stripe", release, null, transferId);
      else if (transfer.amount !== release.amountCents) difference("amount_differs", release, transfer, transferId);
    }
  }

  const unmatched = [...inStripe.values()].filter((transfer) => !matched.has(transfer.id));
  const releases = await releaseTransfers(db).ofOrders(unmatched.map((transfer) => transfer.transfer_group ?? ""));
  for (const transfer of unmatched) {
    const release = transfer.transfer_group ? (releases.get(transfer.transfer_group) ?? null) : null;
    // Recorded by an entry of another month: that month's reconciliation compares them.
    if (!release || release.transfer?.stripeTransferId !== transfer.id)
      difference("missing_in_ledger", release, transfer, transfer.id);
  }
  return { month, ledgerTransfers, stripeTransfers: inStripe.size, differences };
}
