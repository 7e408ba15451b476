import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { addToBooks, emptyBooksTotals, type BooksTotals, type ReconciliationDifference } from "@songs/domain";
import { releaseTransfers, type ReleaseWithTransfer } from "../earnings";

/** What the books read of a span of time: the totals, the transfers on both sides and every difference. */
export interface BooksSpan {
  totals: BooksTotals;
  balanceTransactions: number;
  stripeTransfers: number;
  ledgerTransfers: number;
  differences: ReconciliationDifference[];
}

/** Stripe's balance transactions are read this many a page (Stripe's largest). */
const STRIPE_PAGE = 100;

const isNoSuchTransfer = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode === 404;

const recordsTransfer = (release: ReleaseWithTransfer | null): string | null =>
  release?.transfer && (release.transfer.state === "transferred" || release.transfer.state === "reversed")
    ? release.transfer.stripeTransferId
    : null;

/**
 * The platform's books over [start, end), read from Stripe's balance transactions page by page
 * (each transfer's transfer expanded, for its order), checked against the ledger:
 * - each transfer Stripe made in the span must be the one its order's release entry records
 *   (`transfer_group` = the order), for the same amount ("missing in the ledger", "amount differs");
 * - each release entry written in the span that records a transfer must find it in Stripe ("missing
 *   in Stripe"); one Stripe made in another span is that span's to compare.
 * So the ledger's count is the span's Stripe transfers it records plus those it records that Stripe
 * lacks, and the counts agree exactly when there is no difference.
 */
export async function readBooks(db: Firestore, stripe: Stripe, start: Date, end: Date): Promise<BooksSpan> {
  const created = { gte: Math.floor(start.getTime() / 1000), lt: Math.floor(end.getTime() / 1000) };
  let totals = emptyBooksTotals();
  let balanceTransactions = 0;
  const transfers = new Map<string, Stripe.Transfer>();
  for await (const txn of stripe.balanceTransactions.list({ created, limit: STRIPE_PAGE, expand: ["data.source"] })) {
    balanceTransactions++;
    totals = addToBooks(totals, txn);
    const source = txn.source;
    if (txn.reporting_category === "transfer" && typeof source === "object" && source?.object === "transfer")
      transfers.set(source.id, source);
  }

  const differences: ReconciliationDifference[] = [];
  const difference = (
    kind: ReconciliationDifference["kind"],
    release: ReleaseWithTransfer | null,
    transferId: string,
    transfer: Stripe.Transfer | null,
  ) =>
    differences.push({
      kind,
      orderId: release?.orderId ?? transfer?.transfer_group ?? null,
      artistId: release?.artistId ?? null,
      stripeTransferId: transferId,
      ledgerCents: release?.amountCents ?? null,
      stripeCents: transfer?.amount ?? null,
    });

  let ledgerTransfers = 0;
  const releases = await releaseTransfers(db).ofOrders([...transfers.values()].map((t) => t.transfer_group ?? ""));
  for (const transfer of transfers.values()) {
    const release = releases.get(transfer.transfer_group ?? "") ?? null;
    if (recordsTransfer(release) !== transfer.id) difference("missing_in_ledger", release, transfer.id, transfer);
    else {
      ledgerTransfers++;
      if (transfer.amount !== release?.amountCents) difference("amount_differs", release, transfer.id, transfer);
    }
  }

  for await (const page of releaseTransfers(db).writtenBetween(start, end)) {
    for (const release of page) {
      const transferId = recordsTransfer(release);
      if (!transferId || transfers.has(transferId)) continue;
      try {
        await stripe.transfers.retrieve(transferId);
      } catch (error) {
        if (!isNoSuchTransfer(error)) throw error;
        ledgerTransfers++;
        difference("missing_in_stripe", release, transferId, null);
      }
    }
  }
  return { totals, balanceTransactions, stripeTransfers: transfers.size, ledgerTransfers, differences };
}
