import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot } from "firebase-admin/firestore";
import { isGiftChangeable, type GiftStatus, type GiftView } from "@songs/domain";
import { dateOrNull, text, textOrNull } from "../adapters/firestore/documentFields";
import { toDate } from "../adapters/firestore/timestamps";

/** Where a stored gift is: its status without "opened" (that is `openedAt` on a sent gift). */
export type GiftState = "scheduled" | "sent" | "cancelled" | "revoked";

/** The recipient's one reply. */
export interface GiftThanks {
  message: string;
  sentAt: Date;
}

/**
 * `gifts/{orderId}`: an order's delivery to its recipient (one per order). Chosen in the builder
 * (created with the paid order) or on the paid order; changed or cancelled until it is sent, at
 * `sendAt`, by a follow-up; then its page (`/gift/{token}`) plays the song until the customer
 * revokes the link. The recipient's network address is never stored here.
 */
export interface GiftRecord {
  orderId: string;
  userId: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  /** The day and time chosen, where the recipient lives. */
  date: string;
  time: string;
  timeZone: string;
  sendAt: Date;
  allowDownload: boolean;
  state: GiftState;
  /** The gift page's token: 192 random bits; null once revoked or cancelled. */
  token: string | null;
  /** When its time came before the song was released: it goes out at the release. */
  waitingSince: Date | null;
  sentAt: Date | null;
  openedAt: Date | null;
  thanks: GiftThanks | null;
}

/** The status the customer sees. */
export function giftStatusOf(gift: Pick<GiftRecord, "state" | "waitingSince" | "openedAt">): GiftStatus {
  if (gift.state === "scheduled") return gift.waitingSince ? "waiting_for_song" : "scheduled";
  if (gift.state === "sent") return gift.openedAt ? "opened" : "sent";
  return gift.state;
}

export const isChangeable = (gift: GiftRecord) => isGiftChangeable(giftStatusOf(gift));

export function giftFromSnapshot(snapshot: DocumentSnapshot): GiftRecord | null {
  if (!snapshot.exists) return null;
  const data = snapshot.data() ?? {};
  const thanks = data.thanks as { message?: unknown; sentAt?: unknown } | null | undefined;
  const state =
    data.state === "sent" || data.state === "cancelled" || data.state === "revoked" ? data.state : "scheduled";
  return {
    orderId: snapshot.id,
    userId: text(data.userId),
    recipientEmail: text(data.recipientEmail),
    senderName: text(data.senderName),
    message: text(data.message),
    date: text(data.date),
    time: text(data.time),
    timeZone: text(data.timeZone),
    sendAt: toDate(data.sendAt),
    allowDownload: data.allowDownload === true,
    state,
    token: textOrNull(data.token),
    waitingSince: dateOrNull(data.waitingSince),
    sentAt: dateOrNull(data.sentAt),
    openedAt: dateOrNull(data.openedAt),
    thanks:
      thanks && typeof thanks.message === "string" ? { message: thanks.message, sentAt: toDate(thanks.sentAt) } : null,
  };
}

const at = (date: Date | null) => (date ? Timestamp.fromDate(date) : null);

export function giftToData(gift: GiftRecord): DocumentData {
  return {
    ...gift,
    sendAt: Timestamp.fromDate(gift.sendAt),
    waitingSince: at(gift.waitingSince),
    sentAt: at(gift.sentAt),
    openedAt: at(gift.openedAt),
    thanks: gift.thanks ? { message: gift.thanks.message, sentAt: Timestamp.fromDate(gift.thanks.sentAt) } : null,
    updatedAt: FieldValue.serverTimestamp(),
  };
}

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
