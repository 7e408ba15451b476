import { declineOfferSchema, type OfferDecision } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf, type LifecycleResult } from "../orders";
import { artistOrderView } from "./artistOrderView";

/** The order after the artist's decision, as they now see it (null once it left them). */
const answer = ({ order }: LifecycleResult, artistId: string): OfferDecision => ({ order: order ? artistOrderView(order, artistId) : null });

/**
 * POST /api/studio/orders/:orderId/accept: the artist takes the offer, exactly once among
 * concurrent accepts (409 `offer_taken` for the others; `offer_lapsed` or `offer_declined` for an
 * artist whose own offer ended); the order moves to in progress.
 */
export const acceptOffer = handler(
  emptyQuerySchema,
  async (context) => {
    const { params, user } = context;
    return answer(await lifecycleOf(context).run(params.orderId, { type: "accept", artistId: user.artistId, actor: user }), user.artistId);
  },
  { auth: "artist", params: orderParams },
);

/** POST /api/studio/orders/:orderId/decline {reason}: the offer moves on, or the customer is asked. */
export const declineOffer = handler(
  declineOfferSchema,
  async (context) => {
    const { params, user, input } = context;
    return answer(await lifecycleOf(context).run(params.orderId, { type: "decline", artistId: user.artistId, reason: input.reason, actor: user }), user.artistId);
  },
  { auth: "artist", params: orderParams },
);
