import { sendBackSongSchema, STUDIO_MESSAGES } from "@songs/domain";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";

/** POST /api/admin/orders/:orderId/song-checks/send-back {notes}: the artist is told, reads the notes and submits again. */
export const sendBackSongCheck = handler(
  sendBackSongSchema,
  async (context) => {
    await lifecycleOf(context).run(context.params.orderId, {
      type: "send_back",
      notes: context.input.notes,
      actor: context.user,
    });
    return { message: STUDIO_MESSAGES.songSentBack };
  },
  { auth: "admin", params: orderParams },
);
