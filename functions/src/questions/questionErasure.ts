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
  /** The order's questions and answers, oldest first (a thread is short). */
  const questionsOf = async (orderId: string): Promise<QuestionRecord[]> =>
    (await threadOf(orderId)).map(questionRecord.read).sort((a, b) => a.askedAt.getTime() - b.askedAt.getTime());
  return {
    /**
     * Each order's thread as its customer's copy of their data holds it, by order id (an empty list
     * for an order without questions): who asked what, and their answers, a voice note as a link.
     */
    async copyOf(orderIds: readonly string[], link: (bucket: string, path: string) => Promise<string>) {
      const threads = await Promise.all(
        orderIds.map(async (orderId) => {
          const questions = await questionsOf(orderId);
          const copy = await Promise.all(
            questions.map(async (question) => ({
              askedBy: question.askedBy.name,
              question: question.text,
              askedAt: question.askedAt.toISOString(),
              answer: question.answer
                ? {
                    text: question.answer.text,
                    voiceNote: question.answer.voice
                      ? await link(VOICE_NOTES_BUCKET, question.answer.voice.path)
                      : null,
                    answeredAt: question.answer.answeredAt.toISOString(),
                  }
                : null,
            })),
          );
          return [orderId, copy] as const;
        }),
      );
      return new Map(threads);
    },

    /** Deletes these orders' questions and the voice notes of their answers; nothing for an order without any. */
    async forget(orderIds: readonly string[], blobs: BlobStore): Promise<void> {
      for (const orderId of orderIds) {
        const docs = await threadOf(orderId);
        if (docs.length === 0) continue;
        for (const question of docs.map(questionRecord.read)) {
          if (question.answer?.voice) await blobs.delete(VOICE_NOTES_BUCKET, question.answer.voice.path);
        }
        const batch = db.batch();
        for (const doc of docs) batch.delete(doc.ref);
        await batch.commit();
      }
    },
  };
}
