import { emptyAdminOrderActionSchema, MESSAGES, sendBackSongSchema, STUDIO_MESSAGES, type SongCheck, type SongChecks } from "@songs/domain";
import { artists } from "../../catalog";
import { unauthorized } from "../../http/errors";
import { emptyQuerySchema, handler } from "../../http/handler";
import { isOrderId, orderWork, releaseSong, signSongUrl } from "../../orders";
import { notFound } from "../../http/errors";

const orderIdOf = (params: Record<string, string | string[]>): string => {
  const orderId = String(params.orderId ?? "");
  if (!isOrderId(orderId)) throw notFound("Order not found");
  return orderId;
};

/** GET /api/admin/song-checks: the versions artists submitted, oldest first, each with a signed URL to play it. */
export const listSongChecks = handler(
  emptyQuerySchema,
  async ({ db, blobs }): Promise<SongChecks> => {
    const waiting = await orderWork(db).listInReview();
    const names = await artists(db).namesOf(waiting.map((order) => order.work.artistId ?? ""));
    const checks = await Promise.all(
      waiting.flatMap((order): Promise<SongCheck>[] => {
        const { submission, artistId } = order.work;
        if (!submission || !artistId) return [];
        return [
          signSongUrl(blobs, submission.path).then(({ url }) => ({
            orderId: order.id,
            recipientName: order.recipientName,
            occasion: order.occasion,
            package: order.package,
            artistId,
            artistName: names.get(artistId) ?? "",
            submittedAt: submission.submittedAt.toISOString(),
            listenUrl: url,
          })),
        ];
      }),
    );
    return { checks };
  },
  { auth: "admin" },
);

/**
 * POST /api/admin/orders/:orderId/song-checks/release: the submitted version becomes the order's
 * song, as an admin upload delivers it (the customer emailed exactly as today).
 */
export const releaseSongCheck = handler(
  emptyAdminOrderActionSchema,
  async ({ db, config, params, user }) => {
    if (!user) throw unauthorized();
    const delivery = await releaseSong({ db, siteUrl: config.siteUrl }, orderIdOf(params), { uid: user.uid, email: user.email });
    return { message: delivery.mailQueued ? MESSAGES.songUploaded : MESSAGES.songUploadedNotifyFailed, version: delivery.version };
  },
  { auth: "admin" },
);

/** POST /api/admin/orders/:orderId/song-checks/send-back {notes}: the artist sees the notes and submits again. */
export const sendBackSongCheck = handler(
  sendBackSongSchema,
  async ({ db, params, input }) => {
    await orderWork(db).sendBack(orderIdOf(params), input.notes);
    return { message: STUDIO_MESSAGES.songSentBack };
  },
  { auth: "admin" },
);
