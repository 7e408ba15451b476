import { assignArtistSchema, type AdminOrderDetails } from "@songs/domain";
import { artists } from "../catalogue";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { requireOrder } from "./ownedOrder";
import { loadAdminOrderDetails } from "./loadAdminOrderDetails";

/**
 * POST /api/admin/orders/:orderId/assign {artistId}: gives the order to an artist, or to another
 * one; a paid order moves to in progress, open offers close, and the artists are emailed. 422 for
 * an unknown artist, 409 once the song was submitted or delivered. Answers the updated order.
 */
export const assignArtist = handler(
  assignArtistSchema,
  async (context): Promise<AdminOrderDetails> => {
    const { db, params, input, user } = context;
    const order = await requireOrder(db, params.orderId);
    if (!(await artists(db).get(input.artistId)))
      throw new HttpError(422, "unknown_artist", "There is no such artist.", { artistId: "Choose an artist." });
    await lifecycleOf(context).run(order.id, { type: "assign", artistId: input.artistId, actor: user });
    return loadAdminOrderDetails(db, order.id);
  },
  { auth: "admin", params: orderParams },
);
