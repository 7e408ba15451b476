import { askQuestionRequestSchema, QUESTION_MESSAGES, type QuestionThread } from "@songs/domain";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { askerOf, requireHeldOrder, requireOpenThread } from "./threadAccess";
import { PRIVATE, questionsOf, thread } from "./threadResponses";

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
