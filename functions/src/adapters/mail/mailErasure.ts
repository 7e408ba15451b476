import type { Firestore, Query, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { IN_QUERY_LIMIT, pagesOf } from "../firestore/queries";
import type { MailDeliveryState } from "./mailQueue";

/** The extension is done with these: delivered, or refused for good (sent again only when an admin asks). */
const SETTLED: readonly unknown[] = ["SUCCESS", "ERROR"] satisfies MailDeliveryState[];

/**
 * What an account's deletion does with `mail/*` (the outbox the Trigger Email extension reads):
 * the person's emails (to their address or from it as a reply-to, about their account, about
 * their orders, whoever they went to) are deleted once the extension is done with them. One still
 * waiting to go (the deletion's own confirmation, queued moments before) is left for a later run:
 * deleting it would stop it. Every email is deleted 30 days after it was queued anyway (TTL).
 */
export function mailErasure(db: Firestore) {
  const collection = db.collection("mail");

  /** Deletes the settled emails among the query's; answers how many still wait for delivery. */
  async function forgetSettled(query: Query): Promise<number> {
    let waiting = 0;
    for await (const page of pagesOf(query)) {
      const settled = page.filter((doc: QueryDocumentSnapshot) => SETTLED.includes(doc.get("delivery.state")));
      waiting += page.length - settled.length;
      if (settled.length === 0) continue;
      const batch = db.batch();
      for (const doc of settled) batch.delete(doc.ref);
      await batch.commit();
    }
    return waiting;
  }

  return {
    /** The emails to or from the address, and about the account; how many still wait for delivery. */
    async forgetOf(person: { uid: string; email: string | null }): Promise<number> {
      const queries = [collection.where("uid", "==", person.uid)];
      if (person.email)
        queries.push(collection.where("to", "==", person.email), collection.where("replyTo", "==", person.email));
      let waiting = 0;
      for (const query of queries) waiting += await forgetSettled(query);
      return waiting;
    },

    /** The emails about these orders, to whomever they went; how many still wait for delivery. */
    async forgetAbout(orderIds: readonly string[]): Promise<number> {
      let waiting = 0;
      for (let start = 0; start < orderIds.length; start += IN_QUERY_LIMIT)
        waiting += await forgetSettled(
          collection.where("orderId", "in", orderIds.slice(start, start + IN_QUERY_LIMIT)),
        );
      return waiting;
    },
  };
}
