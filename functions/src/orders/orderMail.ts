import type { Firestore } from "firebase-admin/firestore";
import { users } from "../account";
import type { OutboxMessage } from "../outbox";
import { artistAccounts } from "../artistAccounts";
import { loadContactConfig } from "../contact";
import type { NoticeRecipient, OrderNotice } from "../notifications";
import type { OrderRecord } from "./orderRecord";

/** Where the customer of an order is emailed: the address Stripe collected, else their profile's. */
export function customerEmailOf(
  db: Firestore,
  order: Pick<OrderRecord, "customerEmail" | "userId">,
): Promise<string | null> {
  return order.customerEmail ? Promise.resolve(order.customerEmail) : users(db).emailOf(order.userId);
}

/**
 * The `mail` documents of an order's notices: each addressed to the customer (the email Stripe
 * collected, else their profile's), to an artist (their linked studio account's; an artist without
 * one gets nothing), or to the admins (the support inbox). Plain reads, outside the transaction.
 */
export async function orderMails(
  db: Firestore,
  notices: readonly OrderNotice[],
  order: OrderRecord,
): Promise<OutboxMessage[]> {
  /** Where each recipient is emailed, and the account whose devices are notified (none for the admins' inbox). */
  const addresses = new Map<string, Promise<{ email: string | null; uid: string | null }>>();
  const addressOf = (to: NoticeRecipient): Promise<{ email: string | null; uid: string | null }> => {
    const key = to.role === "artist" ? `artist:${to.artistId}` : to.role;
    let address = addresses.get(key);
    if (!address) {
      address =
        to.role === "customer"
          ? customerEmailOf(db, order).then((email) => ({ email, uid: order.userId || null }))
          : to.role === "artist"
            ? artistAccounts(db)
                .get(to.artistId)
                .then((account) => ({ email: account?.email || null, uid: account?.uid || null }))
            : Promise.resolve({ email: loadContactConfig().supportEmail, uid: null });
      addresses.set(key, address);
    }
    return address;
  };
  const mails = await Promise.all(
    notices.map(async (notice): Promise<OutboxMessage | null> => {
      const { email: to, uid } = await addressOf(notice.to);
      if (!to) return null;
      const about = { orderId: order.id, ...(notice.to.role === "artist" ? { artistId: notice.to.artistId } : {}) };
      const push = notice.push && uid ? { push: { uid, orderId: order.id, notice: notice.push } } : {};
      return { id: notice.id, mail: { to, ...notice.message }, about, ...push };
    }),
  );
  return mails.filter((mail): mail is OutboxMessage => mail !== null);
}
