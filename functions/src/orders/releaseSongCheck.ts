import { emptyAdminOrderActionSchema, type SongUploadCompleted } from "@songs/domain";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { deliveryAnswer } from "./deliveryAnswer";

/**
 * POST /api/admin/orders/:orderId/song-checks/release: the submitted version becomes the order's
 * song, as an admin upload delivers it, with the artist's ledger entry and the customer's email in
 * the same transaction.
 */
export const releaseSongCheck = handler(
  emptyAdminOrderActionSchema,
  async (context): Promise<SongUploadCompleted> =>
    deliveryAnswer(
      await lifecycleOf(context).run(context.params.orderId, {
        type: "release",
        from: "song_check",
        actor: context.user,
      }),
    ),
  { auth: "admin", params: orderParams },
);
