import { declineOfferSchema } from "@songs/domain";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { decisionAnswer } from "./offerDecisionAnswer";

/** POST /api/studio/orders/:orderId/decline {reason}: the offer moves on, or the customer is asked. */
export const declineOffer = handler(
  declineOfferSchema,
  async (context) => {
    const { params, user, input } = context;
    return decisionAnswer(
      await lifecycleOf(context).run(params.orderId, {
        type: "decline",
        artistId: user.artistId,
        reason: input.reason,
        actor: user,
      }),
      user.artistId,
    );
  },
  { auth: "artist", params: orderParams },
);
