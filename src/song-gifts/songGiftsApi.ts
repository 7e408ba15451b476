import { z } from "zod";
import { apiGet, apiSend } from "../api/client";
import {
  ADD_ON_KEYS,
  checkoutResponseSchema,
  PACKAGE_KEYS,
  SONG_GIFT_STATES,
  songGiftViewSchema,
  type CheckoutResponse,
  type SongGiftPurchase,
  type SongGiftView,
} from "@songs/domain";

/** The song gifts' API: buying one, its giver's list, and its recipient opening it. */

const oneGift = z.object({ songGift: songGiftViewSchema });

/** `POST /api/song-gifts`: the Checkout Session that pays for the gift. */
export function buySongGift(purchase: SongGiftPurchase): Promise<CheckoutResponse> {
  return apiSend("POST", "/api/song-gifts", purchase, checkoutResponseSchema);
}

/** `POST /api/song-gifts/paid`: the purchase's return page confirms it was paid. */
export async function confirmSongGiftPurchase(sessionId: string): Promise<SongGiftView> {
  return (await apiSend("POST", "/api/song-gifts/paid", { sessionId }, oneGift)).songGift;
}

/** `GET /api/song-gifts`: the giver's song gifts. */
export async function fetchMySongGifts(signal?: AbortSignal): Promise<SongGiftView[]> {
  return (await apiGet("/api/song-gifts", z.object({ songGifts: z.array(songGiftViewSchema) }), { signal })).songGifts;
}

export async function resendSongGift(id: string): Promise<SongGiftView> {
  return (await apiSend("POST", `/api/song-gifts/${encodeURIComponent(id)}/resend`, {}, oneGift)).songGift;
}

export async function changeSongGiftRecipient(id: string, recipientEmail: string): Promise<SongGiftView> {
  const path = `/api/song-gifts/${encodeURIComponent(id)}/recipient`;
  return (await apiSend("PUT", path, { recipientEmail }, oneGift)).songGift;
}

const openedSchema = z.object({
  songGift: z.object({
    senderName: z.string(),
    recipientName: z.string(),
    message: z.string(),
    package: z.enum(PACKAGE_KEYS),
    addOns: z.array(z.enum(ADD_ON_KEYS)),
    state: z.enum(SONG_GIFT_STATES),
    validUntil: z.string().nullable(),
  }),
});
export type OpenedSongGift = z.infer<typeof openedSchema>["songGift"];

/** `POST /api/song-gifts/open`: what the code's gift covers (its first opening is shown to the giver). */
export async function openSongGift(code: string): Promise<OpenedSongGift> {
  return (await apiSend("POST", "/api/song-gifts/open", { code }, openedSchema)).songGift;
}
