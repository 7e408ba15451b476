import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { labelOf, CONTACT_SUBJECTS, type ContactMessage } from "@songs/domain";
import { headerSafe, mailExpiresAt } from "../adapters/firestore/mail";

/** The Trigger Email document for the support inbox (`{ to, replyTo, message: { subject, text } }`). */
export function supportMail(message: ContactMessage, supportEmail: string) {
  const subject = labelOf(CONTACT_SUBJECTS, message.subject);
  return {
    to: supportEmail,
    replyTo: message.email,
    message: {
      subject: headerSafe(`Contact form: ${subject} from ${message.fullName}`),
      text: [
        `Name: ${message.fullName}`,
        `Email: ${message.email}`,
        `Phone: ${message.phone}`,
        `Subject: ${subject}`,
        "",
        message.message,
      ].join("\n"),
    },
  };
}

/** The `contactMessages` collection and the `mail` queue it feeds. */
export function contactMessages(db: Firestore) {
  return {
    /** Stores the message and queues its email to support in one atomic batch. */
    async save(message: ContactMessage, meta: { ip: string; supportEmail: string }): Promise<string> {
      const messageRef = db.collection("contactMessages").doc();
      const mailRef = db.collection("mail").doc();
      const batch = db.batch();
      batch.create(messageRef, { ...message, ip: meta.ip, createdAt: FieldValue.serverTimestamp() });
      batch.create(mailRef, {
        ...supportMail(message, meta.supportEmail),
        contactMessageId: messageRef.id,
        createdAt: FieldValue.serverTimestamp(),
        expiresAt: mailExpiresAt(),
      });
      await batch.commit();
      return messageRef.id;
    },
  };
}
