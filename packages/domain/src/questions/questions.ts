/**
 * Questions on an order: the artist who holds it (or an admin) asks the customer about the story
 * (how a name is said, which dog it means) before the song is written; the customer answers in
 * text or with a voice note. Limits and words.
 */
import { isReleased, type LifecycleOrder } from "../lifecycle/orderState";
import { containsEmailAddress, containsPhoneNumber } from "./contactDetails";

export const MAX_QUESTION_LENGTH = 1000;
export const MAX_ANSWER_LENGTH = 1000;
/** A voice answer is at most a minute long; the recorder stops itself then. */
export const MAX_VOICE_NOTE_SECONDS = 60;
/** A minute of speech as browsers record it (Opus or AAC at up to 256 kbit/s), with room to spare. */
export const MAX_VOICE_NOTE_BYTES = 3 * 1024 * 1024;
/** Open questions on one order at once: a conversation about the story, not a chat. */
export const MAX_OPEN_QUESTIONS = 5;
/** A question still unanswered this long after it was asked: the customer is reminded of it, once. */
export const QUESTION_REMINDER_MS = 2 * 24 * 60 * 60 * 1000;

export const QUESTION_MESSAGES = {
  questionRequired: "Please write your question",
  questionTooLong: `Your question must be less than ${MAX_QUESTION_LENGTH} characters`,
  answerRequired: "Please write your answer or record a voice note",
  answerTooLong: `Your answer must be less than ${MAX_ANSWER_LENGTH} characters`,
  contactDetails: "Please leave out email addresses and phone numbers: questions and answers stay on the marketplace.",
  tooManyOpen: `This order already has ${MAX_OPEN_QUESTIONS} questions waiting for an answer.`,
  alreadyAnswered: "This question has been answered already.",
  questionNotFound: "Question not found",
  orderClosed: "Questions can only be asked while the song is being made.",
  answersClosed: "Your song has been delivered, so this question is closed and can no longer be answered.",
  voiceTooLarge: "Your voice note is too large. Please keep it under a minute.",
  voiceType: "Please record your answer in the browser (WebM/Opus or MP4/AAC).",
  voiceTooLong: `Your voice note is longer than a minute. Please record it again, at most ${MAX_VOICE_NOTE_SECONDS} seconds.`,
  voiceUnreadable:
    "Your voice note could not be played: it is not a complete audio recording. Please record it again in the browser.",
  answerQueued: "You're offline. Your answer is saved on this device and will be sent when you're back online.",
} as const;

/** Why a message cannot be sent as it is (contact details in it), or null. */
export function contactDetailsProblem(text: string): string | null {
  return containsEmailAddress(text) || containsPhoneNumber(text) ? QUESTION_MESSAGES.contactDetails : null;
}

/**
 * Whether an order's questions are open: while the song is being made, not once it is delivered
 * (or the order is cancelled). The thread stays readable.
 */
export function areQuestionsOpen(order: Pick<LifecycleOrder, "status" | "songPath">): boolean {
  return order.status !== "cancelled" && !isReleased(order);
}

/** Who asked a question, as the thread shows it. */
export const ASKER_ROLES = ["artist", "admin"] as const;
export type AskerRole = (typeof ASKER_ROLES)[number];
