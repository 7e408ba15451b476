import { artistChoiceSchema, type OrderView } from "@songs/domain";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { loadOrderView } from "./orderView";
import { requireOwnedOrder } from "./ownedOrder";

/**
 * POST /api/orders/:orderId/artist-choice {choice}: after the artist the customer chose declined
 * or let the offer lapse, the customer has another artist of the same style make the song
 * ("another": offered to the fitting artists in the studio) or cancels with a full refund
 * ("cancel": cancelled at once, the refund follow-up written in the same transaction). 409 unless
 * the order waits for this choice.
 */
export const chooseArtist = handler(
  artistChoiceSchema,
  async (context): Promise<OrderView> => {
    const { db, input, params, user } = context;
    const order = await requireOwnedOrder(db, params.orderId, user.uid);
    const command =
      input.choice === "another"
        ? ({ type: "choose_another", actor: user } as const)
        : ({ type: "choose_refund", actor: user } as const);
    const { order: updated } = await lifecycleOf(context).run(order.id, command);
    return loadOrderView(context, updated ?? order);
  },
  { auth: "customer", params: orderParams },
);
