import { apiGet, apiSend } from "../../api/client";
import {
  type OrderStatus,
  adminOrderDetailsSchema,
  adminOrdersResponseSchema,
  songPreviewResponseSchema,
  songUploadCompletedSchema,
  songUploadResponseSchema,
  type AdminOrderDetails,
  type AdminOrdersResponse,
  type SongPreviewResponse,
  type SongUploadCompleted,
  type SongUploadResponse,
  type PickedFile,
  type AudioItemKey,
} from "@songs/domain";

/** The admins' fulfilment calls (the orders capability, functions/src/orders). */

const orderPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`;

/** `GET /api/admin/orders?search=&status=`: its first page (older pages add the previous page's `cursor`). */
export function adminOrdersPath(search: string, status: string): string {
  const query = new URLSearchParams({ search: search.trim(), status });
  return `/api/admin/orders?${query.toString()}`;
}

/** The first page of the orders matching a search and a status filter. */
export function fetchAdminOrders(search: string, status: string, signal: AbortSignal): Promise<AdminOrdersResponse> {
  return apiGet(adminOrdersPath(search, status), adminOrdersResponseSchema, { signal });
}

/** `GET /api/admin/orders/:orderId`: one order with everything the fulfilment dialog shows. */
export function fetchAdminOrder(orderId: string, signal: AbortSignal): Promise<AdminOrderDetails> {
  return apiGet(orderPath(orderId), adminOrderDetailsSchema, { signal });
}

export function changeOrderStatus(orderId: string, status: OrderStatus): Promise<AdminOrderDetails> {
  return apiSend("POST", `${orderPath(orderId)}/status`, { status }, adminOrderDetailsSchema);
}

/** `POST /api/admin/orders/:orderId/refund-again`: a cancelled order's refund that did not happen, asked again. */
export function refundAgain(orderId: string): Promise<AdminOrderDetails> {
  return apiSend("POST", `${orderPath(orderId)}/refund-again`, {}, adminOrderDetailsSchema);
}

/** A signed upload of the song or its instrumental version for the admins' delivery. */
export function requestSongUpload(orderId: string, file: PickedFile, item: AudioItemKey): Promise<SongUploadResponse> {
  return apiSend(
    "POST",
    `${orderPath(orderId)}/song-uploads`,
    { fileName: file.name, contentType: file.type, size: file.size, item },
    songUploadResponseSchema,
  );
}

export function completeSongUpload(orderId: string, uploadId: string): Promise<SongUploadCompleted> {
  return apiSend(
    "POST",
    `${orderPath(orderId)}/song-uploads/${encodeURIComponent(uploadId)}/complete`,
    {},
    songUploadCompletedSchema,
  );
}

/** Releases the admins' uploaded files and these lyrics, over the latest versions, to the customer. */
export function releaseAdminsSong(orderId: string, lyrics: string): Promise<SongUploadCompleted> {
  return apiSend("POST", `${orderPath(orderId)}/delivery`, { lyrics }, songUploadCompletedSchema);
}

export function createSongPreview(orderId: string, item: AudioItemKey = "song"): Promise<SongPreviewResponse> {
  return apiSend("POST", `${orderPath(orderId)}/preview`, { item }, songPreviewResponseSchema);
}

/** Gives the order to an artist (or another one); a paid order moves to in progress. */
export function assignArtist(orderId: string, artistId: string): Promise<AdminOrderDetails> {
  return apiSend("POST", `${orderPath(orderId)}/assign`, { artistId }, adminOrderDetailsSchema);
}

/** The order's questions for the customer, for the admins (GET to read, POST to ask). */
export const adminQuestionsPath = (orderId: string) => `${orderPath(orderId)}/questions`;
