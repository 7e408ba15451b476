import { FieldValue, Timestamp, type Firestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";

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
  };
}
