import { artistItemsOf, songChecksQuerySchema, type SongCheck, type SongChecks } from "@songs/domain";
import { artists } from "../catalogue";
import { handler } from "../http/handler";
import { orderReads } from "./orderReads";
import { signSongUrl } from "./songFiles";

/**
 * GET /api/admin/song-checks[?cursor=]: a page (at most 50) of the versions artists submitted to
 * the song check, oldest first, each with signed URLs to play its song and instrumental, its
 * lyrics, and which items it changed; the next page's cursor, and how many wait (a count() query).
 */
export const listSongChecks = handler(
  songChecksQuerySchema,
  async ({ db, blobs, input }): Promise<SongChecks> => {
    const { orders: waiting, nextCursor, count } = await orderReads(db).pageInSongCheck(input.cursor);
    const names = await artists(db).namesOf(waiting.map((order) => order.work?.artistId ?? ""));
    const checks = await Promise.all(
      waiting.flatMap((order): Promise<SongCheck>[] => {
        const submission = order.work?.submission;
        const artistId = order.work?.artistId;
        if (!submission || !artistId) return [];
        const { song, instrumental, lyrics } = submission.items;
        const changed = (order.work?.versions ?? [])
          .filter((version) => version.by === "artist" && version.at.getTime() === submission.submittedAt.getTime())
          .map((version) => version.item);
        return [
          Promise.all([
            signSongUrl(blobs, song.path),
            instrumental ? signSongUrl(blobs, instrumental.path) : null,
          ]).then(([{ url }, instrumentalUrl]) => ({
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
    return { checks, nextCursor, count };
  },
  { auth: "admin" },
);
