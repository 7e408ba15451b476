import { assignArtistSchema, type AdminOrderDetails } from "@songs/domain";
import { artists } from "../../catalog";
import { HttpError, unauthorized } from "../../http/errors";
import { handler } from "../../http/handler";
import { orderWork, requireOrder, sendWorkMails } from "../../orders";
import { loadAdminOrderDetails } from "./loadAdminOrderDetails";

/**
 * POST /api/admin/orders/:orderId/assign {artistId}: gives the order to an artist, or to another
 * one; a paid order moves to in progress. 422 for an unknown artist, 409 once the song was submitted
 * or delivered. Answers the updated order.
 */
export const assignArtist = handler(
  assignArtistSchema,
  async ({ db, config, params, input, user }): Promise<AdminOrderDetails> => {
    if (!user) throw unauthorized();
    const order = await requireOrder(db, String(params.orderId ?? ""));
    if (!(await artists(db).get(input.artistId))) throw new HttpError(422, "unknown_artist", "There is no such artist.", { artistId: "Choose an artist." });
    const outcome = await orderWork(db).assign(order.id, input.artistId, { uid: user.uid, email: user.email });
    await sendWorkMails(db, config.siteUrl, outcome);
    return loadAdminOrderDetails(db, order.id);
  },
  { auth: "admin" },
);
