import { z } from "zod";
import { isGiftChangeable, type GiftStatus, type GiftView } from "@songs/domain";
import { flag, orNull, storedRecord, timestamp } from "../adapters/firestore/storedRecord";

/**
 * `gifts/{orderId}`: an order's delivery to its recipient (one per order). Chosen in the builder
 * (created with the paid order) or on the paid order; changed or cancelled until it is sent, at
 * `sendAt`, by a follow-up; then its page (`/gift/{token}`) plays the song until the customer
 * revokes the link. The recipient's network address is never stored here.
 */
const storedGift = z.object({
  orderId: z.string(),
  userId: z.string(),
  recipientEmail: z.string(),
  senderName: z.string(),
  message: z.string(),
  /** The day and time chosen, where the recipient lives. */
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  sendAt: timestamp,
  allowDownload: flag,
  /** Where it is: its status without "opened" (that is `openedAt` on a sent gift). */
  state: z.enum(["scheduled", "sent", "cancelled", "revoked"]),
  /** The gift page's token: 192 random bits; null once revoked or cancelled. */
  token: orNull(z.string()),
  /** When its time came before the song was released: it goes out at the release. */
  waitingSince: orNull(timestamp),
  sentAt: orNull(timestamp),
  openedAt: orNull(timestamp),
  /** The recipient's one reply. */
  thanks: orNull(z.object({ message: z.string(), sentAt: timestamp })),
});

/** `gifts/*` through the gift's codec; `updatedAt` is stamped at every write. */
export const giftRecord = storedRecord(storedGift, { id: "orderId", idStored: true, changedAt: "updatedAt" });

export type GiftRecord = z.output<typeof storedGift>;

/** The status the customer sees. */
export function giftStatusOf(gift: Pick<GiftRecord, "state" | "waitingSince" | "openedAt">): GiftStatus {
  if (gift.state === "scheduled") return gift.waitingSince ? "waiting_for_song" : "scheduled";
  if (gift.state === "sent") return gift.openedAt ? "opened" : "sent";
  return gift.state;
}

export const isChangeable = (gift: GiftRecord) => isGiftChangeable(giftStatusOf(gift));

/** The gift page's address. */
export const giftUrl = (siteUrl: string, token: string) => `${siteUrl}/gift/${token}`;

/** The gift as its customer sees it on the order. */
export function giftView(gift: GiftRecord, siteUrl: string): GiftView {
  return {
    status: giftStatusOf(gift),
    recipientEmail: gift.recipientEmail,
    senderName: gift.senderName,
    message: gift.message,
    date: gift.date,
    time: gift.time,
    timeZone: gift.timeZone,
    sendAt: gift.sendAt.toISOString(),
    allowDownload: gift.allowDownload,
    sentAt: gift.sentAt?.toISOString() ?? null,
    openedAt: gift.openedAt?.toISOString() ?? null,
    url: gift.state === "sent" && gift.token ? giftUrl(siteUrl, gift.token) : null,
    thanks: gift.thanks ? { message: gift.thanks.message, sentAt: gift.thanks.sentAt.toISOString() } : null,
  };
}
