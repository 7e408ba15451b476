import { z } from "zod";
import { ASKER_ROLES } from "@songs/domain";
import { orNull, storedRecord, timestamp } from "../adapters/firestore/storedRecord";

/** Who asked: the artist holding the order (by profile) or an admin, with the name the thread shows. */
const asker = z.object({
  uid: z.string(),
  role: z.enum(ASKER_ROLES),
  name: z.string(),
  /** The artist's profile, for an artist's question (their answer's email goes to its account). */
  artistId: orNull(z.string()),
});
export type Asker = z.output<typeof asker>;

const answer = z.object({
  text: orNull(z.string()),
  /** A voice note in the questions bucket. */
  voice: orNull(z.object({ path: z.string(), contentType: z.string() })),
  answeredAt: timestamp,
});
export type StoredAnswer = z.output<typeof answer>;

/**
 * `questions/{id}`: one question on an order (`orderId`) and its one answer. The thread is the
 * order's questions, oldest first; only its customer, the artist who holds the order and the admins
 * read it (functions/src/questions/threadAccess.ts).
 */
const storedQuestion = z.object({
  id: z.string(),
  orderId: z.string(),
  askedBy: asker,
  text: z.string(),
  askedAt: timestamp,
  answer: orNull(answer),
});
export type QuestionRecord = z.output<typeof storedQuestion>;

/** `questions/*` through the question's codec. */
export const questionRecord = storedRecord(storedQuestion, { id: "id" });
