import { randomUUID } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { adminOrderPath, followUpOf, MAX_OPEN_QUESTIONS, QUESTION_MESSAGES, studioOrderPath } from "@songs/domain";
import { followUps, type FollowUpOf } from "../followUps";
import { outbox, type OutboxMessage } from "../outbox";
import { artistAccounts } from "../artistAccounts";
import { loadContactConfig } from "../contact";
import { HttpError, notFound } from "../http/errors";
import { questionMessages } from "../notifications";
import { customerEmailOf, orderReads, type OrderRecord } from "../orders";
import { orderNews } from "../orderNews";
import { questionRecord, type Asker, type QuestionRecord, type StoredAnswer } from "./questionRecord";
import { runTransaction } from "../adapters/firestore/transactions";

export interface QuestionDependencies {
  db: Firestore;
  siteUrl: string;
}

/** Where an answer's email goes: the asking artist's studio account (whose devices are notified too), or the admins' support inbox. */
async function askerAddress(db: Firestore, asker: Asker): Promise<{ email: string | null; uid: string | null }> {
  if (asker.role === "admin") return { email: loadContactConfig().supportEmail, uid: null };
  const account = asker.artistId ? await artistAccounts(db).get(asker.artistId) : null;
  return { email: account?.email || null, uid: account?.uid || null };
}

/** Where the asker reads the answer. */
const threadLink = (siteUrl: string, question: QuestionRecord) =>
  `${siteUrl}${question.askedBy.role === "admin" ? adminOrderPath(question.orderId) : studioOrderPath(question.orderId)}`;

/**
 * The owner of `questions/*`: an order's questions and their answers. Asking and answering each run
 * in a transaction with the email they send (`mail/*` under deterministic ids), so an email is
 * never lost or sent twice, and a question is answered once.
 */
export function questions(deps: QuestionDependencies, clock: () => Date = () => new Date()) {
  const { db } = deps;
  const collection = db.collection("questions");

  return {
    /** The order's thread, oldest first (a thread is short: it needs no composite index). */
    async listFor(orderId: string): Promise<QuestionRecord[]> {
      const snapshot = await collection.where("orderId", "==", orderId).get();
      return snapshot.docs.map(questionRecord.read).sort((a, b) => a.askedAt.getTime() - b.askedAt.getTime());
    },

    /** A question of `orderId`; null for another order's or none. */
    async get(orderId: string, questionId: string): Promise<QuestionRecord | null> {
      const question = questionRecord.readIfExists(await collection.doc(questionId).get());
      return question?.orderId === orderId ? question : null;
    },

    /**
     * Asks the customer; they are emailed, and reminded once if it is still unanswered after
     * QUESTION_REMINDER_MS (its follow-up written with the question). At most MAX_OPEN_QUESTIONS
     * wait for an answer at once.
     */
    async ask(order: OrderRecord, asker: Asker, text: string): Promise<QuestionRecord> {
      const question: QuestionRecord = {
        id: randomUUID(),
        orderId: order.id,
        askedBy: asker,
        text,
        askedAt: clock(),
        answer: null,
      };
      const to = await customerEmailOf(db, order);
      const mails: OutboxMessage[] = to
        ? [
            {
              id: `question-asked-${question.id}`,
              mail: { to, ...questionMessages.asked(order, asker.name, text, deps.siteUrl) },
              about: { orderId: order.id },
              push: { uid: order.userId, orderId: order.id, notice: { about: "question", questionId: question.id } },
            },
          ]
        : [];
      await runTransaction(db, async (transaction) => {
        const thread = await transaction.get(collection.where("orderId", "==", order.id));
        const open = thread.docs.map(questionRecord.read).filter((asked) => !asked.answer).length;
        if (open >= MAX_OPEN_QUESTIONS)
          throw new HttpError(409, "too_many_open_questions", QUESTION_MESSAGES.tooManyOpen);
        const mail = await outbox(db).prepareOnce(transaction, mails);
        transaction.create(collection.doc(question.id), questionRecord.write(question));
        followUps(db).createNew(transaction, [
          followUpOf(order.id, { kind: "remind_question", questionId: question.id }, { askedAt: question.askedAt }),
        ]);
        orderNews(db).note(
          transaction,
          order,
          { kind: "questions_open", open: open + 1, askedBy: asker.name },
          question.askedAt,
        );
        mail.write();
      });
      return question;
    },

    /** The customer's one answer (text or a voice note); whoever asked is emailed. 409 when it was answered. */
    async answer(
      order: OrderRecord,
      questionId: string,
      answer: Omit<StoredAnswer, "answeredAt">,
    ): Promise<QuestionRecord> {
      return runTransaction(db, async (transaction) => {
        const question = questionRecord.readIfExists(await transaction.get(collection.doc(questionId)));
        if (!question || question.orderId !== order.id) throw notFound(QUESTION_MESSAGES.questionNotFound);
        const thread = await transaction.get(collection.where("orderId", "==", order.id));
        if (question.answer) throw new HttpError(409, "already_answered", QUESTION_MESSAGES.alreadyAnswered);
        const answered: QuestionRecord = { ...question, answer: { ...answer, answeredAt: clock() } };
        const { email: to, uid } = await askerAddress(db, question.askedBy);
        const mails: OutboxMessage[] = to
          ? [
              {
                id: `question-answered-${question.id}`,
                mail: {
                  to,
                  ...questionMessages.answered(order, question.text, answer.text, threadLink(deps.siteUrl, question)),
                },
                about: { orderId: order.id },
                ...(uid ? { push: { uid, orderId: order.id, notice: { about: "answer", questionId } } } : {}),
              },
            ]
          : [];
        const mail = await outbox(db).prepareOnce(transaction, mails);
        transaction.set(collection.doc(question.id), questionRecord.write(answered));
        const stillOpen = thread.docs
          .map(questionRecord.read)
          .filter((asked) => asked.id !== question.id && !asked.answer).length;
        orderNews(db).note(
          transaction,
          order,
          { kind: "questions_open", open: stillOpen },
          answered.answer?.answeredAt ?? clock(),
        );
        mail.write();
        return answered;
      });
    },

    /**
     * The question's reminder follow-up: the customer is emailed once when it is still unanswered and
     * the order still being made (not cancelled or completed); either way the follow-up is done.
     */
    async remindUnanswered(record: FollowUpOf<"remind_question">): Promise<string> {
      const order = await orderReads(db).get(record.orderId);
      const to = order ? await customerEmailOf(db, order) : null;
      return runTransaction(db, async (transaction) => {
        const [followUp, question] = await Promise.all([
          followUps(db).read(transaction, record.id),
          transaction.get(collection.doc(record.action.questionId)).then(questionRecord.readIfExists),
        ]);
        if (followUp?.state !== "pending") return "done before";
        const done = (outcome: string) => {
          followUps(db).markDone(transaction, record.id, outcome);
          return outcome;
        };
        if (!question || question.orderId !== record.orderId) return done("no such question");
        if (question.answer) return done("answered");
        if (!order || order.status === "cancelled" || order.status === "completed") return done("order closed");
        if (!to) return done("no customer email");
        const mail = await outbox(db).prepareOnce(transaction, [
          {
            id: `question-reminder-${question.id}`,
            mail: {
              to,
              ...questionMessages.unansweredReminder(order, question.askedBy.name, question.text, deps.siteUrl),
            },
            about: { orderId: order.id },
          },
        ]);
        mail.write();
        return done("reminded");
      });
    },
  };
}
