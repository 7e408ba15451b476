import { Timestamp } from "firebase-admin/firestore";
import { badRequest, type HttpError } from "./errors";

/**
 * Every list's page cursor is read here, and every one the API did not hand out (or that no longer
 * parses, or names a time no Timestamp can hold) answers 400 with a `cursor` field message, never
 * a 500. The time a cursor names is range-checked here for every list: the reviews' time cursor
 * below, and the other lists' cursors (`pageCursor.ts`, which add the list's name).
 */

/** 400 `invalid_request` for a cursor, `message` as the answer and as the `cursor` field's message. */
export function invalidCursor(message: string, field = message): HttpError {
  return badRequest(message, { cursor: field });
}

/** A point in a list ordered by time: the last row's time and an id that tells rows of the same time apart. */
export interface TimeCursor {
  createdAt: Timestamp;
  id: string;
}

/** The latest second a Firestore Timestamp holds (9999-12-31T23:59:59Z): a later one would throw, not answer 400. */
const MAX_TIMESTAMP_SECONDS = 253_402_300_799;

/** The Timestamp of a cursor's `seconds` and `nanoseconds` (digits as written), or null when no Timestamp can hold it. */
export function cursorTimestamp(seconds: string | undefined, nanoseconds: string | undefined): Timestamp | null {
  const [whole, fraction] = [Number(seconds), Number(nanoseconds)];
  if (!seconds || !nanoseconds || !(whole <= MAX_TIMESTAMP_SECONDS) || !(fraction <= 999_999_999)) return null;
  return new Timestamp(whole, fraction);
}
const TIME_CURSOR = /^(\d{1,12})\.(\d{1,9})\.([A-Za-z0-9_-]{1,64})$/;

/** `<seconds>.<nanoseconds>.<id>`, base64url. */
export function encodeTimeCursor(createdAt: Timestamp, id: string): string {
  return Buffer.from(`${createdAt.seconds}.${createdAt.nanoseconds}.${id}`).toString("base64url");
}

/** The point a time cursor names, range-checked; 400 with `message` for anything else. */
export function decodeTimeCursor(cursor: string, message: string, field?: string): TimeCursor {
  const match = TIME_CURSOR.exec(Buffer.from(cursor, "base64url").toString());
  const createdAt = cursorTimestamp(match?.[1], match?.[2]);
  if (!createdAt || !match?.[3]) throw invalidCursor(message, field);
  return { createdAt, id: match[3] };
}
