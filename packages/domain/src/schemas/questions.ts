import { z } from "zod";
import {
  ASKER_ROLES,
  contactDetailsProblem,
  MAX_ANSWER_LENGTH,
  MAX_QUESTION_LENGTH,
  MAX_VOICE_NOTE_BYTES,
  QUESTION_MESSAGES,
} from "../questions/questions";
import { requiredText } from "./text";

/** Text between an artist and a customer: required, limited, and with no email address or phone number. */
const threadText = (max: number, required: string, tooLong: string) =>
  requiredText(max, required, tooLong).superRefine((text, context) => {
    const problem = contactDetailsProblem(text);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** `POST .../questions` (the artist holding the order, or an admin). */
export const askQuestionRequestSchema = z.strictObject({
  text: threadText(MAX_QUESTION_LENGTH, QUESTION_MESSAGES.questionRequired, QUESTION_MESSAGES.questionTooLong),
});
export type AskQuestionRequest = z.infer<typeof askQuestionRequestSchema>;

/** `POST /api/orders/:orderId/questions/:questionId/answer` (the customer): text, or a voice note uploaded first. */
export const answerQuestionRequestSchema = z.union(
  [
    z.strictObject({
      text: threadText(MAX_ANSWER_LENGTH, QUESTION_MESSAGES.answerRequired, QUESTION_MESSAGES.answerTooLong),
    }),
    z.strictObject({ voiceUploadId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, QUESTION_MESSAGES.answerRequired) }),
  ],
  { error: QUESTION_MESSAGES.answerRequired },
);
export type AnswerQuestionRequest = z.infer<typeof answerQuestionRequestSchema>;

/** An answer as the thread shows it: text, or a voice note to play (a signed link, valid an hour). */
export const answerViewSchema = z.object({
  text: z.string().nullable(),
  voice: z.object({ url: z.string(), contentType: z.string() }).nullable(),
  answeredAt: z.iso.datetime(),
});
export type AnswerView = z.infer<typeof answerViewSchema>;

export const questionViewSchema = z.object({
  id: z.string(),
  askedBy: z.object({ role: z.enum(ASKER_ROLES), name: z.string() }),
  text: z.string(),
  askedAt: z.iso.datetime(),
  answer: answerViewSchema.nullable(),
});
export type QuestionView = z.infer<typeof questionViewSchema>;

/** The order's thread, oldest first, with what the caller may do in it. */
export const questionThreadSchema = z.object({
  questions: z.array(questionViewSchema),
  canAsk: z.boolean(),
  canAnswer: z.boolean(),
});
export type QuestionThread = z.infer<typeof questionThreadSchema>;

/** `POST /api/orders/:orderId/questions/:questionId/voice-uploads`: the recorded note to upload (WebM/Opus or MP4/AAC). */
export const voiceUploadRequestSchema = z.strictObject({
  fileName: z
    .string(QUESTION_MESSAGES.voiceType)
    .trim()
    .min(1, QUESTION_MESSAGES.voiceType)
    .max(255, QUESTION_MESSAGES.voiceType),
  contentType: z.string().trim().max(100).default(""),
  size: z
    .number(QUESTION_MESSAGES.voiceType)
    .int()
    .min(1, QUESTION_MESSAGES.voiceType)
    .max(MAX_VOICE_NOTE_BYTES - 1, QUESTION_MESSAGES.voiceTooLarge),
});
export type VoiceUploadRequest = z.infer<typeof voiceUploadRequestSchema>;
