import { apiGet, apiSend } from "../api/client";
import { noContent } from "../api/noContent";
import { giftPageSchema, type GiftPage } from "@songs/domain";
import { z } from "zod";

/** The gift page's API (public: the token is the key). */

const giftPath = (token: string) => `/api/gifts/${encodeURIComponent(token)}`;

export const giftPagePath = giftPath;

/** The gift page read again (its song links renewed). */
export function fetchGiftPage(token: string, signal: AbortSignal): Promise<GiftPage> {
  return apiGet(giftPath(token), giftPageSchema, { signal });
}

/** Records that the recipient opened the page (the first time tells the customer). */
export function markGiftOpened(token: string): Promise<void> {
  return apiSend("POST", `${giftPath(token)}/opened`, {}, noContent);
}

/** The recipient's one thank-you. */
export async function sendThanks(token: string, message: string): Promise<string> {
  return (await apiSend("POST", `${giftPath(token)}/thanks`, { message }, z.object({ message: z.string() }))).message;
}
