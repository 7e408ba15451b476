import { occasionLabel } from "@songs/domain";
import { customerOrderLink, type MessageText } from "./orderMessages";
import { SITE_NAME } from "./siteName";

/** What the question emails say of the order they are about. */
export interface NoticeQuestionOrder {
  id: string;
  occasion: string;
  recipientName: string;
}

const lines = (...body: string[]) => [...body, "", SITE_NAME].join("\n");
const about = (order: NoticeQuestionOrder) => `the ${occasionLabel(order.occasion)} song for ${order.recipientName}`;

/** The emails of an order's questions: a new question to the customer (and a reminder of it), an answer to whoever asked. */
export const questionMessages = {
  asked(order: NoticeQuestionOrder, askerName: string, question: string, siteUrl: string): MessageText {
    return {
      subject: `A question about your song for ${order.recipientName}`,
      text: lines(
        `${askerName} is working on ${about(order)} and asks:`,
        "",
        `"${question}"`,
        "",
        `Answer in text or with a voice note on your order: ${customerOrderLink(siteUrl, order)}`,
      ),
    };
  },

  /** The question is still unanswered two days after it was asked (QUESTION_REMINDER_MS). */
  unansweredReminder(order: NoticeQuestionOrder, askerName: string, question: string, siteUrl: string): MessageText {
    return {
      subject: `Reminder: a question about your song for ${order.recipientName}`,
      text: lines(
        `${askerName} asked you a question about ${about(order)} two days ago and is waiting for your answer:`,
        "",
        `"${question}"`,
        "",
        `Answer in text or with a voice note on your order: ${customerOrderLink(siteUrl, order)}`,
      ),
    };
  },

  answered(order: NoticeQuestionOrder, question: string, answer: string | null, link: string): MessageText {
    return {
      subject: `The customer answered your question about ${about(order)}`,
      text: lines(
        `You asked: "${question}"`,
        "",
        answer ? `They answered: "${answer}"` : "They answered with a voice note.",
        "",
        `Read or listen: ${link}`,
      ),
    };
  },
};
