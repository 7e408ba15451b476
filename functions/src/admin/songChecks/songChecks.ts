import { artistItemsOf, emptyAdminOrderActionSchema, sendBackSongSchema, STUDIO_MESSAGES, type SongCheck, type SongChecks, type SongUploadCompleted } from "@songs/domain";
import { artists } from "../../catalogue";
import { emptyQuerySchema, handler } from "../../http/handler";
import { orderParams } from "../../http/routeParams";
import { lifecycleOf, orderReads, signSongUrl } from "../../orders";
import { deliveryAnswer } from "../orders/completeSongUpload";

/**
 * GET /api/admin/song-checks: the versions artists submitted to the song check, oldest first, each
 * with signed URLs to play its song and instrumental, its lyrics, and which items it changed.
 */
export const listSongChecks = handler(
  emptyQuerySchema,
  async ({ db, blobs }): Promise<SongChecks> => {
    const waiting = await orderReads(db).listInSongCheck();
    const names = await artists(db).namesOf(waiting.map((order) => order.work?.artistId ?? ""));
    const checks = await Promise.all(
      waiting.flatMap((order): Promise<SongCheck>[] => {
        const submission = order.work?.submission;
        const artistId = order.work?.artistId;
        if (!submission || !artistId) return [];
        const { song, instrumental, lyrics } = submission.items;
        const changed = (order.work?.versions ?? []).filter((version) => version.by === "artist" && version.at.getTime() === submission.submittedAt.getTime()).map((version) => version.item);
        return [
          Promise.all([signSongUrl(blobs, song.path), instrumental ? signSongUrl(blobs, instrumental.path) : null]).then(([{ url }, instrumentalUrl]) => ({
            orderId: order.id,
            recipientName: order.recipientName,
            occasion: order.occasion,
            package: order.package,
            artistId,
            artistName: names.get(artistId) ?? "",
            submittedAt: submission.submittedAt.toISOString(),
            listenUrl: url,
            instrumentalUrl: instrumentalUrl?.url ?? null,
            lyrics,
            changed,
            items: artistItemsOf(order),
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
 * song, as an admin upload delivers it, with the artist's ledger entry and the customer's email in
 * the same transaction.
 */
export const releaseSongCheck = handler(
  emptyAdminOrderActionSchema,
  async (context): Promise<SongUploadCompleted> => deliveryAnswer(await lifecycleOf(context).run(context.params.orderId, { type: "release", actor: context.user })),
  { auth: "admin", params: orderParams },
);

/** POST /api/admin/orders/:orderId/song-checks/send-back {notes}: the artist is told, reads the notes and submits again. */
export const sendBackSongCheck = handler(
  sendBackSongSchema,
  async (context) => {
    await lifecycleOf(context).run(context.params.orderId, { type: "send_back", notes: context.input.notes, actor: context.user });
    return { message: STUDIO_MESSAGES.songSentBack };
  },
  { auth: "admin", params: orderParams },
);
