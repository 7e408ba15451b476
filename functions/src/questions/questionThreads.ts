import { askQuestionRequestSchema, answerQuestionRequestSchema, MESSAGES, QUESTION_MESSAGES, voiceUploadRequestSchema, type QuestionThread, type SongUploadResponse } from "@songs/domain";
import type { Dependencies } from "../http/Dependencies";
import { emptyQuerySchema, handler } from "../http/handler";
import { notFound } from "../http/errors";
import { orderParams, orderQuestionParams } from "../http/routeParams";
import type { OrderRecord } from "../orders";
import { completeUpload, settleUpload, uploadRejected } from "../uploads";
import { questions } from "./questions";
import { askerOf, requireAnyOrder, requireCustomersOrder, requireHeldOrder, requireOpenThread, threadView, type Participant } from "./threadAccess";
import { issueVoiceUpload, VOICE_NOTE_POLICY } from "./voiceNotes";

/** The thread is its participants' only: a signed-out caller gets the same 404 as a stranger. */
const PRIVATE = { signedOut: "not_found" } as const;

const questionsOf = ({ db, config }: Pick<Dependencies, "db" | "config">) => questions({ db, siteUrl: config.siteUrl });

async function thread(context: Pick<Dependencies, "db" | "config" | "blobs">, order: OrderRecord, participant: Participant): Promise<QuestionThread> {
  return threadView(context.blobs, order, await questionsOf(context).listFor(order.id), participant);
}

/** GET /api/orders/:orderId/questions: the order's questions and answers, for its customer. */
export const getCustomerThread = handler(
  emptyQuerySchema,
  async (context) => thread(context, await requireCustomersOrder(context.db, context.params.orderId, context.user.uid), { role: "customer" }),
  { auth: "customer", params: orderParams, ...PRIVATE },
);

/** GET /api/studio/orders/:orderId/questions: the thread, for the artist who holds the order. */
export const getStudioThread = handler(
  emptyQuerySchema,
  async (context) => thread(context, await requireHeldOrder(context.db, context.params.orderId, context.user), { role: "artist", artistId: context.user.artistId }),
  { auth: "artist", params: orderParams, ...PRIVATE },
);

/** GET /api/admin/orders/:orderId/questions: the thread, for the admins. */
export const getAdminThread = handler(
  emptyQuerySchema,
  async (context) => thread(context, await requireAnyOrder(context.db, context.params.orderId), { role: "admin" }),
  { auth: "admin", params: orderParams, ...PRIVATE },
);

/** POST /api/studio/orders/:orderId/questions {text}: the artist holding the order asks the customer (emailed). */
export const askFromStudio = handler(
  askQuestionRequestSchema,
  async (context): Promise<QuestionThread> => {
    const order = await requireHeldOrder(context.db, context.params.orderId, context.user);
    requireOpenThread(order, QUESTION_MESSAGES.orderClosed);
    await questionsOf(context).ask(order, await askerOf(context, context.user, "artist"), context.input.text);
    return thread(context, order, { role: "artist", artistId: context.user.artistId });
  },
  { auth: "artist", params: orderParams, ...PRIVATE },
);

/** POST /api/admin/orders/:orderId/questions {text}: an admin asks the customer (emailed). */
export const askFromAdmin = handler(
  askQuestionRequestSchema,
  async (context): Promise<QuestionThread> => {
    const order = await requireAnyOrder(context.db, context.params.orderId);
    if (order.status === "cancelled") throw notFound("Order not found");
    requireOpenThread(order, QUESTION_MESSAGES.orderClosed);
    await questionsOf(context).ask(order, await askerOf(context, context.user, "admin"), context.input.text);
    return thread(context, order, { role: "admin" });
  },
  { auth: "admin", params: orderParams, ...PRIVATE },
);

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
      const outcome = await completeUpload({ db, blobs }, VOICE_NOTE_POLICY, input.voiceUploadId, question.id, context.user.uid);
      if (!outcome.accepted) throw uploadRejected(MESSAGES.uploadFailed, outcome.errors);
      try {
        await questionsOf(context).answer(order, question.id, { text: null, voice: { path: outcome.upload.path, contentType: outcome.upload.contentType } });
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
