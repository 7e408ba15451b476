import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { labelOf, CONTACT_SUBJECTS, type ContactMessage } from "@songs/domain";
import { mailQueue, type MailMessage } from "../adapters/mail/mailQueue";

/** The email to the support inbox, replying to the sender. */
export function supportMail(message: ContactMessage, supportEmail: string): MailMessage {
  const subject = labelOf(CONTACT_SUBJECTS, message.subject);
  return {
    to: supportEmail,
    replyTo: message.email,
    subject: `Contact form: ${subject} from ${message.fullName}`,
    text: [
      `Name: ${message.fullName}`,
      `Email: ${message.email}`,
      `Phone: ${message.phone}`,
      `Subject: ${subject}`,
      "",
      message.message,
    ].join("\n"),
  };
}

/** `contactMessages/{id}`: the footer form's messages, each emailed to support. */
export function contactMessages(db: Firestore) {
  return {
    /** Stores the message and queues its email to support in one atomic batch. */
    async save(message: ContactMessage, meta: { ip: string; supportEmail: string }): Promise<string> {
      const messageRef = db.collection("contactMessages").doc();
      const batch = db.batch();
      batch.create(messageRef, { ...message, ip: meta.ip, createdAt: FieldValue.serverTimestamp() });
      mailQueue(db).add(batch, supportMail(message, meta.supportEmail), { about: { contactMessageId: messageRef.id } });
      await batch.commit();
      return messageRef.id;
    },
  };
}
