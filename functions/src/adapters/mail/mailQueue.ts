import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import { runTransaction } from "../firestore/transactions";

/** How long a `mail` document is kept: the TTL policy on `expiresAt` (firestore.indexes.json) then deletes it. */
export const MAIL_RETENTION_DAYS = 30;

/** When a mail document queued now may be deleted, sent or not. */
export function mailExpiresAt(now = Date.now()): Timestamp {
  return Timestamp.fromMillis(now + MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/** One email: the Trigger Email extension sends it as `{ to, replyTo?, message: { subject, text } }`. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where replies go, when not to the sender (a contact message replies to its author). */
  replyTo?: string;
}

/** Fields that say what an email is about (`orderId`, `uid`, ...), stored beside it. */
export type MailAbout = Record<string, unknown>;

/** An email to queue once under a deterministic id. */
export interface OnceMail {
  id: string;
  mail: MailMessage;
  about: MailAbout;
}

/** The emails a transaction queues: `write()` among its writes; `ids` were not queued before. */
export interface PreparedMail {
  ids: string[];
  write(): void;
}

/** One line for an email header: no line breaks, no runs of spaces. */
export function headerSafe(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The `mail` document for a message, with the fields that say what it is about. */
export function mailDocument(mail: MailMessage, about: MailAbout = {}) {
  return {
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    message: { subject: headerSafe(mail.subject), text: mail.text },
    ...about,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: mailExpiresAt(),
  };
}

/**
 * The Trigger Email extension's record of a delivery on the mail document (`delivery`): PENDING,
 * PROCESSING, SUCCESS or ERROR (with `error`), or RETRY, which asks it to send the email again.
 */
export type MailDeliveryState = "PENDING" | "PROCESSING" | "RETRY" | "SUCCESS" | "ERROR";

/** An email whose delivery failed, as the admins see it. */
export interface FailedMail {
  id: string;
  to: string;
  subject: string;
  error: string | null;
  attempts: number;
  failedAt: Date | null;
  orderId: string | null;
}

/** What asking for an email to be sent again found: sent again now, asked before, or nothing to send. */
export type SendAgainOutcome = "retrying" | "already_retrying" | "delivered" | "not_failed" | "missing";

export function failedMailOf(doc: DocumentSnapshot): FailedMail {
  const to = doc.get("to") as unknown;
  const error = doc.get("delivery.error") as unknown;
  const attempts = doc.get("delivery.attempts") as unknown;
  const endTime = doc.get("delivery.endTime") as unknown;
  const orderId = doc.get("orderId") as unknown;
  return {
    id: doc.id,
    to: Array.isArray(to) ? to.join(", ") : String(to ?? ""),
    subject: String(doc.get("message.subject") ?? ""),
    error: typeof error === "string" ? error : null,
    attempts: typeof attempts === "number" ? attempts : 0,
    failedAt: endTime instanceof Timestamp ? endTime.toDate() : null,
    orderId: typeof orderId === "string" ? orderId : null,
  };
}

/**
 * `mail/{id}`: the outgoing email queue the Trigger Email extension sends from (the local stack
 * prints it). The one writer of every email the product queues. A deterministic id queues an email
 * at most once (`create()` on it fails when it was queued before; `prepareOnce` reads first).
 */
export function mailQueue(db: Firestore) {
  const collection = db.collection("mail");
  const ref = (id?: string) => (id ? collection.doc(id) : collection.doc());
  return {
    /** Queues the email with the batch's other writes; with an `id`, the batch fails when it was queued before. */
    add(batch: WriteBatch, mail: MailMessage, options: { id?: string; about?: MailAbout } = {}): void {
      batch.create(ref(options.id), mailDocument(mail, options.about));
    },

    /** Queues the email now. */
    async send(mail: MailMessage, about: MailAbout = {}): Promise<void> {
      await ref().create(mailDocument(mail, about));
    },

    /**
     * The read step of queueing emails in a transaction, once each: it reads which of the ids were
     * queued before (call it among the transaction's reads); `write()` queues the others.
     */
    async prepareOnce(transaction: Transaction, mails: readonly OnceMail[]): Promise<PreparedMail> {
      if (mails.length === 0) return { ids: [], write: () => undefined };
      const found = await transaction.getAll(...mails.map((item) => ref(item.id)));
      const fresh = mails.filter((_, index) => !found[index]?.exists);
      return {
        ids: fresh.map((item) => item.id),
        write: () => fresh.forEach((item) => transaction.create(ref(item.id), mailDocument(item.mail, item.about))),
      };
    },

    /** Queues the email under `id` unless it was queued before; whether it was queued now. */
    async sendOnce(id: string, mail: MailMessage, about: MailAbout = {}): Promise<boolean> {
      return runTransaction(db, async (transaction) => {
        const prepared = await this.prepareOnce(transaction, [{ id, mail, about }]);
        prepared.write();
        return prepared.ids.length > 0;
      });
    },

    /** The emails queued about an order (`orderId`), at most `limit`, oldest first: a dispute's evidence. */
    async aboutOrder(orderId: string, limit: number): Promise<{ to: string; subject: string; createdAt: Date }[]> {
      const snapshot = await collection.where("orderId", "==", orderId).limit(limit).get();
      return snapshot.docs
        .map((doc) => ({
          to: String(doc.get("to")),
          subject: String(doc.get("message.subject")),
          createdAt: (doc.get("createdAt") as Timestamp | undefined)?.toDate() ?? new Date(0),
        }))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    /**
     * The emails whose delivery failed (the extension's `delivery.state` ERROR), last failure first,
     * for a page by cursor (rows read with `failedMailOf`) and a count(). Index: mail
     * (delivery.state, delivery.endTime).
     */
    failedByLastFailure: () =>
      collection.where("delivery.state", "==", "ERROR" satisfies MailDeliveryState).orderBy("delivery.endTime", "desc"),

    async countFailed(): Promise<number> {
      return (
        await collection
          .where("delivery.state", "==", "ERROR" satisfies MailDeliveryState)
          .count()
          .get()
      ).data().count;
    },

    /** The email as the admins see it; null when there is none. */
    async failedMail(id: string): Promise<FailedMail | null> {
      const snapshot = await ref(id).get();
      return snapshot.exists ? failedMailOf(snapshot) : null;
    },

    /**
     * Asks the extension to send a failed email again, its documented way: `delivery.state` set to
     * RETRY, in a transaction that reads the state, so a repeated ask sends it once.
     */
    async sendAgain(id: string): Promise<SendAgainOutcome> {
      return runTransaction(db, async (transaction) => {
        const snapshot = await transaction.get(ref(id));
        if (!snapshot.exists) return "missing";
        const state = snapshot.get("delivery.state") as unknown;
        if (state === "SUCCESS") return "delivered";
        if (state === "RETRY" || state === "PROCESSING") return "already_retrying";
        if (state !== "ERROR") return "not_failed";
        transaction.update(ref(id), { "delivery.state": "RETRY" satisfies MailDeliveryState });
        return "retrying";
      });
    },
  };
}
