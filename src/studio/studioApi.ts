import { apiGet, apiSend } from "../api/client";
import {
  artistOrderViewSchema,
  offerDecisionSchema,
  songUploadResponseSchema,
  studioAccountSchema,
  studioMessageSchema,
  studioQueueSchema,
  type ArtistOrderView,
  type AudioItemKey,
  type PickedFile,
  type SongUploadResponse,
  type StudioAccount,
  type StudioQueue,
  type StudioTab,
} from "@songs/domain";

/** The studio's calls (the orders and artist accounts capabilities): the artist's account and their orders. */

/** `GET /api/studio/account`: the signed-in artist's profile name and email. */
export function fetchStudioAccount(signal: AbortSignal): Promise<StudioAccount> {
  return apiGet("/api/studio/account", studioAccountSchema, { signal });
}

const orderPath = (orderId: string) => `/api/studio/orders/${encodeURIComponent(orderId)}`;

export const studioQueuePath = (tab: StudioTab) => `/api/studio/orders?tab=${tab}`;

/** `GET /api/studio/tab-counts`: how many orders each queue tab holds. */
export const STUDIO_TAB_COUNTS_PATH = "/api/studio/tab-counts";

export function fetchStudioQueue(tab: StudioTab, signal: AbortSignal): Promise<StudioQueue> {
  return apiGet(studioQueuePath(tab), studioQueueSchema, { signal });
}

export function fetchStudioOrder(orderId: string, signal: AbortSignal): Promise<ArtistOrderView> {
  return apiGet(orderPath(orderId), artistOrderViewSchema, { signal });
}

/** Accepts the offer; the answer is the order as the artist now sees it. */
export async function acceptOffer(orderId: string): Promise<ArtistOrderView | null> {
  return (await apiSend("POST", `${orderPath(orderId)}/accept`, {}, offerDecisionSchema)).order;
}

/** Declines the offer with a reason; the order then leaves the artist (null). */
export async function declineOffer(orderId: string, reason: string): Promise<ArtistOrderView | null> {
  return (await apiSend("POST", `${orderPath(orderId)}/decline`, { reason }, offerDecisionSchema)).order;
}

/** A signed upload of the song or its instrumental version for the artist's next submission. */
export function requestStudioSongUpload(
  orderId: string,
  file: PickedFile,
  item: AudioItemKey,
): Promise<SongUploadResponse> {
  return apiSend(
    "POST",
    `${orderPath(orderId)}/song-uploads`,
    { fileName: file.name, contentType: file.type, size: file.size, item },
    songUploadResponseSchema,
  );
}

export function completeStudioSongUpload(orderId: string, uploadId: string): Promise<{ message: string }> {
  return apiSend(
    "POST",
    `${orderPath(orderId)}/song-uploads/${encodeURIComponent(uploadId)}/complete`,
    {},
    studioMessageSchema,
  );
}

/** Submits the uploaded files and these lyrics, over the latest versions, to the song check. */
export function submitStudioVersion(orderId: string, lyrics: string): Promise<{ message: string }> {
  return apiSend("POST", `${orderPath(orderId)}/submission`, { lyrics }, studioMessageSchema);
}

/** The order's questions for the customer, for the artist holding it (GET to read, POST to ask). */
export const studioQuestionsPath = (orderId: string) => `${orderPath(orderId)}/questions`;
