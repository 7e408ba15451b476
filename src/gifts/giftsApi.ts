import { apiSend } from "../api/client";
import { noContent } from "../api/noContent";
import { z } from "zod";

/** The gift page's API (public: the token is the key). */

const giftPath = (token: string) => `/api/gifts/${encodeURIComponent(token)}`;

export const giftPagePath = giftPath;

/** Records that the recipient opened the page (the first time tells the customer). */
export function markGiftOpened(token: string): Promise<void> {
  return apiSend("POST", `${giftPath(token)}/opened`, {}, noContent);
}

/** The recipient's one thank-you. */
export async function sendThanks(token: string, message: string): Promise<string> {
  return (await apiSend("POST", `${giftPath(token)}/thanks`, { message }, z.object({ message: z.string() }))).message;
}
