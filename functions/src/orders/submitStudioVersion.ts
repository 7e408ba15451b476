import { handInRequestSchema, STUDIO_MESSAGES } from "@songs/domain";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";

/**
 * POST /api/studio/orders/:orderId/submission {lyrics}: the artist's uploaded files and these
 * lyrics, over their latest versions, go to the admins' song check as the next version of every
 * item it changes. 409 `delivery_incomplete` naming what the order still lacks (the domain's
 * words), `nothing_new` when nothing changed.
 */
export const submitStudioVersion = handler(
  handInRequestSchema,
  async (context) => {
    const { params, user, input } = context;
    await lifecycleOf(context).run(params.orderId, {
      type: "submit",
      artistId: user.artistId,
      lyrics: input.lyrics,
      actor: user,
    });
    return { message: STUDIO_MESSAGES.songSubmitted };
  },
  { auth: "artist", params: orderParams },
);
