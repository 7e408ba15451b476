import { areQuestionsOpen, workOf, type QuestionThread } from "@songs/domain";
import { SITE_NAME } from "../notifications";
import type { Dependencies } from "../http/Dependencies";
import type { ArtistUser } from "../http/artistAccess";
import { HttpError, notFound } from "../http/errors";
import { orderReads, requireOwnedOrder, type OrderRecord } from "../orders";
import { artists } from "../catalogue";
import type { Asker, QuestionRecord } from "./questionRecord";
import { signVoiceUrl } from "./voiceNotes";

/**
 * Who takes part in an order's thread: its customer, the artist who holds it (accepted or assigned,
 * until it is cancelled) and the admins. Everyone else gets the order's 404.
 */
export type Participant = { role: "customer" } | { role: "artist"; artistId: string } | { role: "admin" };

/** The order, for the artist who holds it; 404 for any other artist. */
export async function requireHeldOrder(
  db: Dependencies["db"],
  orderId: string,
  user: ArtistUser,
): Promise<OrderRecord> {
  const order = await orderReads(db).get(orderId);
  if (!order || order.status === "cancelled" || workOf(order).artistId !== user.artistId)
    throw notFound("Order not found");
  return order;
}

/**
 * 409 `questions_closed` with `message` once the order's song is delivered (or it is cancelled):
 * questions are for while the song is being made; the thread stays readable.
 */
export function requireOpenThread(order: OrderRecord, message: string): void {
  if (!areQuestionsOpen(order)) throw new HttpError(409, "questions_closed", message);
}

/** The order, for the admins; 404 when there is none. */
export async function requireAnyOrder(db: Dependencies["db"], orderId: string): Promise<OrderRecord> {
  const order = await orderReads(db).get(orderId);
  if (!order) throw notFound("Order not found");
  return order;
}

/** The order, for its customer; 404 for anyone else. */
export const requireCustomersOrder = (db: Dependencies["db"], orderId: string, uid: string) =>
  requireOwnedOrder(db, orderId, uid);

/** Who is asking: the artist under their public name, or the marketplace's team. */
export async function askerOf(
  context: Pick<Dependencies, "db">,
  user: { uid: string; artistId?: string | null },
  role: Participant["role"],
): Promise<Asker> {
  if (role === "artist" && user.artistId) {
    const names = await artists(context.db).namesOf([user.artistId]);
    return { uid: user.uid, role: "artist", name: names.get(user.artistId) ?? "Your artist", artistId: user.artistId };
  }
  return { uid: user.uid, role: "admin", name: `The ${SITE_NAME} team`, artistId: null };
}

/** The thread as a participant sees it: voice answers with links to play them, what they may do. */
export async function threadView(
  blobs: Dependencies["blobs"],
  order: OrderRecord,
  list: readonly QuestionRecord[],
  participant: Participant,
): Promise<QuestionThread> {
  const questions = await Promise.all(
    list.map(async (question) => ({
      id: question.id,
      askedBy: { role: question.askedBy.role, name: question.askedBy.name },
      text: question.text,
      askedAt: question.askedAt.toISOString(),
      answer: question.answer
        ? {
            text: question.answer.text,
            voice: question.answer.voice
              ? {
                  url: await signVoiceUrl(blobs, question.answer.voice.path),
                  contentType: question.answer.voice.contentType,
                }
              : null,
            answeredAt: question.answer.answeredAt.toISOString(),
          }
        : null,
    })),
  );
  const isOpen = areQuestionsOpen(order);
  return {
    questions,
    canAsk: isOpen && participant.role !== "customer",
    canAnswer: isOpen && participant.role === "customer",
  };
}
