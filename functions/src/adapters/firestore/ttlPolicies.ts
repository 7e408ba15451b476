import { Timestamp } from "firebase-admin/firestore";

/**
 * The collections whose documents Firestore deletes by itself, and the Timestamp field its TTL
 * policy reads (firestore.indexes.json `fieldOverrides`, which `npm run deploy:check` holds to this
 * list). Each owner writes the field on every document it stores.
 */
export const TTL_FIELDS = {
  rateLimits: "expiresAt",
  uploads: "expiresAt",
  mail: "expiresAt",
  // An invite's `expiresAt` is when its link stops working; the record is kept a while after.
  artistInvites: "deleteAt",
  paymentFailures: "expiresAt",
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` after `from` (milliseconds), as the Timestamp a TTL field holds. */
export function daysAfter(from: number, days: number): Timestamp {
  return Timestamp.fromMillis(from + days * DAY_MS);
}
