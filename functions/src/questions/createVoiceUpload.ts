import { QUESTION_MESSAGES, voiceUploadRequestSchema, type SongUploadResponse } from "@songs/domain";
import { handler } from "../http/handler";
import { notFound } from "../http/errors";
import { orderQuestionParams } from "../http/routeParams";
import { requireCustomersOrder, requireOpenThread } from "./threadAccess";
import { issueVoiceUpload } from "./voiceNotes";
import { PRIVATE, questionsOf } from "./threadResponses";

/**
 * POST /api/orders/:orderId/questions/:questionId/voice-uploads {fileName, contentType, size}: a
 * signed upload for the customer's recorded answer (WebM/Opus or MP4/AAC, a minute at most).
 */
export const createVoiceUpload = handler(
  voiceUploadRequestSchema,
  async (context): Promise<SongUploadResponse> => {
    const order = await requireCustomersOrder(context.db, context.params.orderId, context.user.uid);
    const question = await questionsOf(context).get(order.id, context.params.questionId);
    if (!question) throw notFound("Question not found");
    requireOpenThread(order, QUESTION_MESSAGES.answersClosed);
    return issueVoiceUpload(context, context.input, { questionId: question.id, uploadedBy: context.user.uid });
  },
  { auth: "customer", params: orderQuestionParams, ...PRIVATE },
);
