import type { z } from "zod";
import { apiGet, apiSend } from "../api/client";
import { noContent } from "../api/noContent";
import { putFileWithProgress } from "../api/putFileWithProgress";
import {
  type ReviewRequest,
  downloadResponseSchema,
  orderViewSchema,
  ordersResponseSchema,
  reviewSubmittedResponseSchema,
  shareResponseSchema,
  type DownloadResponse,
  type OrderView,
  type ShareResponse,
  type ArtistChoice,
  giftResponseSchema,
  questionThreadSchema,
  songUploadResponseSchema,
  type GiftDeliveryRequest,
  type GiftResponse,
  type QuestionThread,
  type AudioItemKey,
  type PostalAddressRequest,
} from "@songs/domain";

/** The customer's orders API (signed in; the server answers 404 for anyone else's order). */

const orderPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`;

/** `POST /api/orders/:orderId/stream`: a signed URL to play the song; nothing is recorded. */
const streamResponseSchema = downloadResponseSchema.pick({ url: true, expiresInSeconds: true, contentType: true });
export type StreamResponse = z.infer<typeof streamResponseSchema>;

/** Every one of the caller's orders, newest first: the server answers a page at a time and this follows `nextCursor` to the end. */
export async function fetchOrders(signal?: AbortSignal): Promise<OrderView[]> {
  const orders: OrderView[] = [];
  let cursor: string | null = null;
  do {
    const path: string = cursor ? `/api/orders?cursor=${encodeURIComponent(cursor)}` : "/api/orders";
    const page = await apiGet(path, ordersResponseSchema, { signal });
    orders.push(...page.orders);
    cursor = page.nextCursor;
  } while (cursor);
  return orders;
}

/** Where each audio file of an order is asked for: the song, or its instrumental version. */
const filePath = (orderId: string, item: AudioItemKey) =>
  item === "song" ? orderPath(orderId) : `${orderPath(orderId)}/instrumental`;

/** A signed URL to the finished song (or its instrumental); `firstDownload` is true for the file's very first download. */
export function requestDownload(orderId: string, item: AudioItemKey = "song"): Promise<DownloadResponse> {
  return apiSend("POST", `${filePath(orderId, item)}/download`, undefined, downloadResponseSchema);
}

/** A signed URL to listen to the finished song (or its instrumental); unlike a download, it does not count as one. */
export function requestStream(orderId: string, item: AudioItemKey = "song"): Promise<StreamResponse> {
  return apiSend("POST", `${filePath(orderId, item)}/stream`, undefined, streamResponseSchema);
}

/** Corrects where the order's physical items go, while something is still to ship. Answers the order as it now stands. */
export function changeShippingAddress(orderId: string, address: PostalAddressRequest): Promise<OrderView> {
  return apiSend("PUT", `${orderPath(orderId)}/shipping-address`, address, orderViewSchema);
}

/** Shows or hides the lyrics on the private listening link. */
export function setLyricsSharing(orderId: string, share: boolean): Promise<OrderView> {
  return apiSend("PUT", `${orderPath(orderId)}/lyrics-sharing`, { share }, orderViewSchema);
}

export function createShareLink(orderId: string): Promise<ShareResponse> {
  return apiSend("POST", `${orderPath(orderId)}/share`, undefined, shareResponseSchema);
}

/** The customer opened the order's details: what is new there is seen (a question stays until answered). */
export function markOrderSeen(orderId: string): Promise<void> {
  return apiSend("POST", `${orderPath(orderId)}/seen`, undefined, noContent);
}

export function stopSharing(orderId: string): Promise<void> {
  return apiSend("DELETE", `${orderPath(orderId)}/share`, undefined, noContent);
}

/** Answers the order as it now stands (revision requested, with its history). */
export function requestRevision(orderId: string, note: string): Promise<OrderView> {
  return apiSend("POST", `${orderPath(orderId)}/revisions`, { note }, orderViewSchema);
}

export async function submitReview(review: ReviewRequest): Promise<string> {
  return (await apiSend("POST", "/api/reviews", review, reviewSubmittedResponseSchema)).message;
}

/** The song file behind a signed download URL (storage, not the API); null when it could not be read. */
export async function fetchSong(url: string): Promise<Blob | null> {
  try {
    const response = await fetch(url);
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

/** After the chosen artist passed: another artist of the same style, or a cancellation with a full refund. */
export function chooseArtist(orderId: string, choice: ArtistChoice): Promise<OrderView> {
  return apiSend("POST", `${orderPath(orderId)}/artist-choice`, { choice }, orderViewSchema);
}

/* The order's gift delivery ("Send it to them"): only its customer manages it. */

export function scheduleGiftDelivery(orderId: string, gift: GiftDeliveryRequest): Promise<GiftResponse> {
  return apiSend("PUT", `${orderPath(orderId)}/gift`, gift, giftResponseSchema);
}

export function cancelGiftDelivery(orderId: string): Promise<GiftResponse> {
  return apiSend("DELETE", `${orderPath(orderId)}/gift`, undefined, giftResponseSchema);
}

export function revokeGiftLink(orderId: string): Promise<GiftResponse> {
  return apiSend("POST", `${orderPath(orderId)}/gift/revoke`, {}, giftResponseSchema);
}

export const giftPath = (orderId: string) => `${orderPath(orderId)}/gift`;

/* The order's questions: the customer answers in text or with a recorded voice note. */

export const questionsPath = (orderId: string) => `${orderPath(orderId)}/questions`;

export function answerInText(orderId: string, questionId: string, text: string): Promise<QuestionThread> {
  return apiSend(
    "POST",
    `${questionsPath(orderId)}/${encodeURIComponent(questionId)}/answer`,
    { text },
    questionThreadSchema,
  );
}

/** Uploads the recorded note through the signed, byte-checked upload, then sends it as the answer. */
export async function answerWithVoice(
  orderId: string,
  questionId: string,
  note: Blob,
  onProgress: (percent: number) => void,
): Promise<QuestionThread> {
  const base = `${questionsPath(orderId)}/${encodeURIComponent(questionId)}`;
  const type = note.type.split(";")[0] ?? "";
  const fileName = `voice-answer.${type.includes("mp4") ? "m4a" : "webm"}`;
  const upload = await apiSend(
    "POST",
    `${base}/voice-uploads`,
    { fileName, contentType: type, size: note.size },
    songUploadResponseSchema,
  );
  await putFileWithProgress(upload, note, onProgress);
  return apiSend("POST", `${base}/answer`, { voiceUploadId: upload.uploadId }, questionThreadSchema);
}
