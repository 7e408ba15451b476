import { apiSend } from "../../api/client";
import {
  type OrderStatus,
  adminOrderDetailsSchema,
  songPreviewResponseSchema,
  songUploadCompletedSchema,
  songUploadResponseSchema,
  type AdminOrderDetails,
  type SongPreviewResponse,
  type SongUploadCompleted,
  type SongUploadResponse,
  type PickedFile,
} from "@songs/domain";

/** The admins' fulfilment calls (functions/src/admin/orders). */

const orderPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`;

export function adminOrdersPath(search: string, status: string): string {
  const query = new URLSearchParams({ search: search.trim(), status });
  return `/api/admin/orders?${query.toString()}`;
}

export const adminOrderPath = orderPath;

export function changeOrderStatus(orderId: string, status: OrderStatus): Promise<AdminOrderDetails> {
  return apiSend("POST", `${orderPath(orderId)}/status`, { status }, adminOrderDetailsSchema);
}

export function requestSongUpload(orderId: string, file: PickedFile): Promise<SongUploadResponse> {
  return apiSend("POST", `${orderPath(orderId)}/song-uploads`, { fileName: file.name, contentType: file.type, size: file.size }, songUploadResponseSchema);
}

export function completeSongUpload(orderId: string, uploadId: string): Promise<SongUploadCompleted> {
  return apiSend("POST", `${orderPath(orderId)}/song-uploads/${encodeURIComponent(uploadId)}/complete`, {}, songUploadCompletedSchema);
}

export function createSongPreview(orderId: string): Promise<SongPreviewResponse> {
  return apiSend("POST", `${orderPath(orderId)}/preview`, {}, songPreviewResponseSchema);
}
