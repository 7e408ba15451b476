import type { Firestore } from "firebase-admin/firestore";
import { customerOrderPath, studioOrderPath } from "@songs/domain";
import { pushMessages } from "../notifications";
import type { PushComposers } from "../platform/pushComposers";
import { questionRecord, type QuestionRecord } from "./questionRecord";

/**
 * A question's notifications on the phone, composed when they are sent from the question as it is
 * then: none once it is gone (its order's customer deleted their account, and with it the thread).
 */
export function questionPushes(db: Firestore): Pick<PushComposers, "question" | "answer"> {
  const questionOf = async (orderId: string, questionId: string): Promise<QuestionRecord | null> => {
    const question = questionRecord.readIfExists(await db.collection("questions").doc(questionId).get());
    return question?.orderId === orderId ? question : null;
  };
  return {
    question: async (orderId, { questionId }) => {
      const question = await questionOf(orderId, questionId);
      return (
        question && { ...pushMessages.question(question.askedBy.name, question.text), url: customerOrderPath(orderId) }
      );
    },
    answer: async (orderId, { questionId }) => {
      const answer = (await questionOf(orderId, questionId))?.answer;
      return answer ? { ...pushMessages.answered(answer.text), url: studioOrderPath(orderId) } : null;
    },
  };
}
