import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { decisionAnswer } from "./offerDecisionAnswer";

/**
 * POST /api/studio/orders/:orderId/accept: the artist takes the offer, exactly once among
 * concurrent accepts (409 `offer_taken` for the others; `offer_lapsed` or `offer_declined` for an
 * artist whose own offer ended); the order moves to in progress.
 */
export const acceptOffer = handler(
  emptyQuerySchema,
  async (context) => {
    const { params, user } = context;
    return decisionAnswer(
      await lifecycleOf(context).run(params.orderId, { type: "accept", artistId: user.artistId, actor: user }),
      user.artistId,
    );
  },
  { auth: "artist", params: orderParams },
);
