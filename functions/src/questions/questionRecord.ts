import { Timestamp, type DocumentData, type DocumentSnapshot } from "firebase-admin/firestore";
import type { AskerRole } from "@songs/domain";
import { dateOrNull, text, textOrNull } from "../adapters/firestore/documentFields";
import { toDate } from "../adapters/firestore/timestamps";

/** Who asked: the artist holding the order (by profile) or an admin, with the name the thread shows. */
export interface Asker {
  uid: string;
  role: AskerRole;
  name: string;
  /** The artist's profile, for an artist's question (their answer's email goes to its account). */
  artistId: string | null;
}

export interface StoredAnswer {
  text: string | null;
  /** A voice note in the questions bucket. */
  voice: { path: string; contentType: string } | null;
  answeredAt: Date;
}

/**
 * `questions/{id}`: one question on an order (`orderId`) and its one answer. The thread is the
 * order's questions, oldest first; only its customer, the artist who holds the order and the admins
 * read it (functions/src/questions/threadAccess.ts).
 */
export interface QuestionRecord {
  id: string;
  orderId: string;
  askedBy: Asker;
  text: string;
  askedAt: Date;
  answer: StoredAnswer | null;
}

export function questionFromSnapshot(snapshot: DocumentSnapshot): QuestionRecord | null {
  if (!snapshot.exists) return null;
  const data = snapshot.data() ?? {};
  const asker = (data.askedBy ?? {}) as Record<string, unknown>;
  const answer = data.answer as Record<string, unknown> | null | undefined;
  const voice = answer?.voice as { path?: unknown; contentType?: unknown } | null | undefined;
  return {
    id: snapshot.id,
    orderId: text(data.orderId),
    askedBy: {
      uid: text(asker.uid),
      role: asker.role === "admin" ? "admin" : "artist",
      name: text(asker.name),
      artistId: textOrNull(asker.artistId),
    },
    text: text(data.text),
    askedAt: toDate(data.askedAt),
    answer: answer
      ? {
          text: textOrNull(answer.text),
          voice:
            voice && typeof voice.path === "string" ? { path: voice.path, contentType: text(voice.contentType) } : null,
          answeredAt: dateOrNull(answer.answeredAt) ?? new Date(0),
        }
      : null,
  };
}

export function questionToData(question: QuestionRecord): DocumentData {
  const { id: _id, ...fields } = question;
  return {
    ...fields,
    askedAt: Timestamp.fromDate(question.askedAt),
    answer: question.answer ? { ...question.answer, answeredAt: Timestamp.fromDate(question.answer.answeredAt) } : null,
  };
}
