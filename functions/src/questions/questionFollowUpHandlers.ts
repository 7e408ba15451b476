import type { FollowUpHandlers } from "../followUps";
import { questions, type QuestionDependencies } from "./questions";

/** The questions' follow-up: a question still unanswered two days on reminds the customer, once. */
export function questionFollowUpHandlers(deps: QuestionDependencies): Pick<FollowUpHandlers, "remind_question"> {
  return {
    remind_question: (record) =>
      questions(deps)
        .remindUnanswered(record)
        .then(() => undefined),
  };
}
