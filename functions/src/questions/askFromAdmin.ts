import { askQuestionRequestSchema, QUESTION_MESSAGES, type QuestionThread } from "@songs/domain";
import { handler } from "../http/handler";
import { notFound } from "../http/errors";
import { orderParams } from "../http/routeParams";
import { askerOf, requireAnyOrder, requireOpenThread } from "./threadAccess";
import { PRIVATE, questionsOf, thread } from "./threadResponses";

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
