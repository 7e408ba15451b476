import { apiGet, apiSend } from "../../api/client";
import {
  songChecksSchema,
  songUploadCompletedSchema,
  studioMessageSchema,
  type SongChecks,
  type SongUploadCompleted,
} from "@songs/domain";

/** The admins' song check of the versions artists submit (the orders capability, functions/src/orders). */

export const SONG_CHECKS_PATH = "/api/admin/song-checks";
const checkPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/song-checks`;

export function fetchSongChecks(signal: AbortSignal): Promise<SongChecks> {
  return apiGet(SONG_CHECKS_PATH, songChecksSchema, { signal });
}

/** Delivers the version to the customer, as an admin upload would. */
export function releaseSong(orderId: string): Promise<SongUploadCompleted> {
  return apiSend("POST", `${checkPath(orderId)}/release`, {}, songUploadCompletedSchema);
}

/** Sends the version back to the artist with notes. */
export function sendBackSong(orderId: string, notes: string): Promise<{ message: string }> {
  return apiSend("POST", `${checkPath(orderId)}/send-back`, { notes }, studioMessageSchema);
}
