import { isPackageKey, type EarningEntryView } from "@songs/domain";
import { earnings } from "../../functions/src/earnings";
import { stackFirestore } from "./adminSession";

/**
 * Releases an order for `artistId` through the ledger's own operation, in a transaction as the
 * release does, reading the order's package, add-ons and recipient. Answers the share recorded.
 */
export async function releaseOrder(orderId: string, artistId: string): Promise<number | null> {
  const db = stackFirestore();
  return db.runTransaction(async (transaction) => {
    const order = await transaction.get(db.collection("orders").doc(orderId));
    const release = await earnings(db).prepareRelease(transaction, orderId);
    const pkg = String(order.get("package"));
    if (!isPackageKey(pkg)) throw new Error(`Order ${orderId} has no package`);
    return release.write({
      artistId,
      package: pkg,
      addOns: order.get("addOns") as string[],
      recipientName: order.get("recipientName") as string,
    });
  });
}

/** The ledger entries of one order, as stored, oldest first. */
export async function ledgerOfOrder(
  orderId: string,
): Promise<Pick<EarningEntryView, "id" | "kind" | "amountCents" | "artistId">[]> {
  const snapshot = await stackFirestore().collection("earnings").where("orderId", "==", orderId).get();
  return snapshot.docs
    .map((doc) => ({
      id: doc.id,
      kind: doc.get("kind") as EarningEntryView["kind"],
      amountCents: doc.get("amountCents") as number,
      artistId: doc.get("artistId") as string,
    }))
    .sort((a, b) => (a.kind === b.kind ? a.id.localeCompare(b.id) : a.kind === "release" ? -1 : 1));
}
