import type { Firestore } from "firebase-admin/firestore";
import type { BlobStore } from "../adapters/blobs/BlobStore";
import { questionRecord, type QuestionRecord } from "./questionRecord";
import { VOICE_NOTES_BUCKET } from "./voiceNotes";

/**
 * What a person's data requests do with `questions/*` (the questions capability, its one owner):
 * an order's thread for their copy of their data, and an account's deletion removing the thread
 * and its voice notes (the messages and the recorded voice are the customer's).
 */
export function questionErasure(db: Firestore) {
  const collection = db.collection("questions");
  const threadOf = async (orderId: string) => (await collection.where("orderId", "==", orderId).get()).docs;
  return {
    /** The order's questions and answers, oldest first (a thread is short). */
    async threadOf(orderId: string): Promise<QuestionRecord[]> {
      return (await threadOf(orderId))
        .map(questionRecord.read)
        .sort((a, b) => a.askedAt.getTime() - b.askedAt.getTime());
    },

    /** Deletes the order's questions and the voice notes of their answers; nothing when none is left. */
    async forget(orderId: string, blobs: BlobStore): Promise<void> {
      const docs = await threadOf(orderId);
      if (docs.length === 0) return;
      for (const question of docs.map(questionRecord.read)) {
        if (question.answer?.voice) await blobs.delete(VOICE_NOTES_BUCKET, question.answer.voice.path);
      }
      const batch = db.batch();
      for (const doc of docs) batch.delete(doc.ref);
      await batch.commit();
    },
  };
}
