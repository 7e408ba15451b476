import { z } from "zod";
import { ADD_ON_KEYS, PACKAGE_KEYS, SONG_GIFT_STATES, type SongGiftView } from "@songs/domain";
import { orNull, storedRecord, timestamp } from "../adapters/firestore/storedRecord";

/**
 * `songGifts/{purchaseSessionId}`: a song paid for by a giver (`giverUid`) that its recipient
 * orders with their own story. Bought through a Checkout Session (its id is the gift's), sold when
 * paid, mailed to the recipient at `sendAt`, then redeemed once as an order or refunded. Only the
 * code's SHA-256 is kept: a resend or a new address issues a new code, and the old one stops.
 */
const storedSongGift = z.object({
  id: z.string(),
  giverUid: z.string(),
  senderName: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string(),
  /** The arrival chosen as a gift delivery is: a day and time where the recipient lives. */
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  sendAt: timestamp,
  package: z.enum(PACKAGE_KEYS),
  addOns: z.array(z.enum(ADD_ON_KEYS)),
  /** What the giver paid, in cents (the server's price). */
  amountCents: z.number().int(),
  paymentIntentId: orNull(z.string()),
  state: z.enum(SONG_GIFT_STATES),
  codeHash: orNull(z.string()),
  soldAt: orNull(timestamp),
  validUntil: orNull(timestamp),
  sentAt: orNull(timestamp),
  openedAt: orNull(timestamp),
  /** The Checkout Session for a difference being paid (the gift is held for it until it expires). */
  heldFor: orNull(z.object({ sessionId: z.string(), until: timestamp })),
  redeemedAt: orNull(timestamp),
  orderId: orNull(z.string()),
  refundedAt: orNull(timestamp),
});

export const songGiftRecord = storedRecord(storedSongGift, { id: "id", changedAt: "updatedAt" });
export type SongGiftRecord = z.output<typeof storedSongGift>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The song gift as its giver sees it. */
export function songGiftView(gift: SongGiftRecord): SongGiftView {
  return {
    id: gift.id,
    state: gift.state,
    package: gift.package,
    addOns: gift.addOns,
    amountCents: gift.amountCents,
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    message: gift.message,
    sendAt: gift.sendAt.toISOString(),
    sentAt: iso(gift.sentAt),
    openedAt: iso(gift.openedAt),
    redeemedAt: iso(gift.redeemedAt),
    validUntil: (gift.validUntil ?? gift.sendAt).toISOString(),
  };
}
