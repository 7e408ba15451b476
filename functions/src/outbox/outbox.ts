import type { Firestore, Transaction } from "firebase-admin/firestore";
import { mailQueue, type OnceMail, type PreparedMail } from "../adapters/mail/mailQueue";
import { preparePushes, type OutboxPush } from "../webPush";

/** A message of the outbox: an email queued once under its id, with the notification on the phone that goes with it, if any. */
export interface OutboxMessage extends OnceMail {
  /** The notification on the user's devices, if they have any, written with the email. */
  push?: OutboxPush;
}

/**
 * The outbox (docs/architecture.md, "One outbox for every message"): the one place an email that
 * tells a user about their order is queued together with its notification on the phone. Its read
 * step reads which emails were queued before (`mail/{id}`) and whether each new one's user has a
 * device; `write()` queues the new emails and, for each with a notification and a device, a
 * `push_notification` follow-up, all in the caller's transaction, so a notification is never lost
 * nor written twice, and is sent by a follow-up after the change is committed.
 */
export function outbox(db: Firestore) {
  return {
    async prepareOnce(transaction: Transaction, messages: readonly OutboxMessage[]): Promise<PreparedMail> {
      const mail = await mailQueue(db).prepareOnce(transaction, messages);
      const fresh = new Set(mail.ids);
      const pushes = await preparePushes(
        db,
        transaction,
        messages.flatMap((message) =>
          message.push && fresh.has(message.id) ? [{ mailId: message.id, push: message.push }] : [],
        ),
      );
      return {
        ids: mail.ids,
        write: () => {
          mail.write();
          pushes();
        },
      };
    },
  };
}
