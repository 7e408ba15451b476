import { answerQuestionRequestSchema, MESSAGES, QUESTION_MESSAGES, type QuestionThread } from "@songs/domain";
import { handler } from "../http/handler";
import { notFound } from "../http/errors";
import { orderQuestionParams } from "../http/routeParams";
import { completeUpload, settleUpload, uploadRejected } from "../uploads";
import { requireCustomersOrder, requireOpenThread } from "./threadAccess";
import { VOICE_NOTE_POLICY } from "./voiceNotes";
import { PRIVATE, questionsOf, thread } from "./threadResponses";

/**
 * POST /api/orders/:orderId/questions/:questionId/answer {text} | {voiceUploadId}: the customer's one
 * answer; a voice note's stored bytes are judged first (422 `upload_rejected` for anything else).
 */
export const answerQuestion = handler(
  answerQuestionRequestSchema,
  async (context): Promise<QuestionThread> => {
    const { db, blobs, params, input } = context;
    const order = await requireCustomersOrder(db, params.orderId, context.user.uid);
    const question = await questionsOf(context).get(order.id, params.questionId);
    if (!question) throw notFound("Question not found");
    requireOpenThread(order, QUESTION_MESSAGES.answersClosed);
    if ("text" in input) {
      await questionsOf(context).answer(order, question.id, { text: input.text, voice: null });
    } else {
      const outcome = await completeUpload(
        { db, blobs },
        VOICE_NOTE_POLICY,
        input.voiceUploadId,
        question.id,
        context.user.uid,
      );
      if (!outcome.accepted) throw uploadRejected(MESSAGES.uploadFailed, outcome.errors);
      try {
        await questionsOf(context).answer(order, question.id, {
          text: null,
          voice: { path: outcome.upload.path, contentType: outcome.upload.contentType },
        });
      } catch (error) {
        await settleUpload({ db, blobs }, outcome.upload, false);
        throw error;
      }
      await settleUpload({ db, blobs }, outcome.upload, true);
    }
    return thread(context, order, { role: "customer" });
  },
  { auth: "customer", params: orderQuestionParams, ...PRIVATE },
);
