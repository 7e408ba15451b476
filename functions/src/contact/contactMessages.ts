import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { type ContactMessage } from "@songs/domain";
import { mailQueue } from "../adapters/mail/mailQueue";
import { supportMail } from "../notifications";

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
