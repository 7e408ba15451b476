import { isReleased, type ListenResponse, occasionLabel } from "@songs/domain";
import type { Dependencies } from "../http/Dependencies";
import { orderReads, sharedLyricsOf, signSongUrl } from "../orders";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * What a private listening link shows: the recipient's first name, the occasion, a signed audio
 * URL and, when the customer chose to share them, the lyrics; nothing else of the order. Null for unknown, revoked, replaced and
 * no-longer-deliverable links.
 */
export async function readSharedSong(
  { db, blobs }: Pick<Dependencies, "db" | "blobs">,
  token: string,
): Promise<ListenResponse | null> {
  const share = TOKEN_PATTERN.test(token) ? await orderReads(db).share(token) : null;
  if (!share || share.revokedAt) return null;
  const order = await orderReads(db).get(share.orderId);
  // Only the order's current link plays, so a link replaced or revoked since stays dead.
  if (!order || order.userId !== share.userId || order.shareToken !== token || !isReleased(order) || !order.songPath)
    return null;
  return {
    recipientFirstName: order.recipientName.trim().split(/\s+/)[0] ?? "",
    occasion: order.occasion,
    occasionLabel: occasionLabel(order.occasion),
    audioUrl: (await signSongUrl(blobs, order.songPath)).url,
    contentType: order.songContentType ?? "application/octet-stream",
    lyrics: sharedLyricsOf(order),
  };
}
