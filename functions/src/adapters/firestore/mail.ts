import { FieldValue, Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";

/** How long a `mail` document is kept: the TTL policy on `expiresAt` (firestore.indexes.json) then deletes it. */
export const MAIL_RETENTION_DAYS = 30;

/** When a mail document queued now may be deleted, sent or not. */
export function mailExpiresAt(now = Date.now()): Timestamp {
  return Timestamp.fromMillis(now + MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/** One email in the Trigger Email extension's format (`{ to, message: { subject, text } }`). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** One line for an email header: no line breaks, no runs of spaces. */
export function headerSafe(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The `mail` document for a message, with any fields that say what it is about. */
export function mailDocument(mail: MailMessage, about: Record<string, unknown> = {}) {
  return {
    to: mail.to,
    message: { subject: headerSafe(mail.subject), text: mail.text },
    ...about,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: mailExpiresAt(),
  };
}

/**
 * A reference in the `mail` queue. Pass a deterministic id to queue an email at most once
 * (`create()` on it fails when it was queued before).
 */
export function mailRef(db: Firestore, id?: string): DocumentReference {
  return id ? db.collection("mail").doc(id) : db.collection("mail").doc();
}
