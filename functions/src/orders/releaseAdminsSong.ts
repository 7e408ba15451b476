import { handInRequestSchema, type SongUploadCompleted } from "@songs/domain";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { deliveryAnswer } from "./deliveryAnswer";

/**
 * POST /api/admin/orders/:orderId/delivery {lyrics}: the admins release their uploaded files and
 * these lyrics, over the latest versions, directly (the lifecycle's `release` from the admins, one transaction: the
 * items set, the order completed with a new version, open revision requests resolved, open offers
 * closed, the history entry and the song-ready email). 409 `delivery_incomplete` naming what the
 * order still lacks.
 */
export const releaseAdminsSong = handler(
  handInRequestSchema,
  async (context): Promise<SongUploadCompleted> =>
    deliveryAnswer(
      await lifecycleOf(context).run(context.params.orderId, {
        type: "release",
        from: "admins",
        lyrics: context.input.lyrics,
        actor: context.user,
      }),
    ),
  { auth: "admin", params: orderParams },
);
