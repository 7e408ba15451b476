import { DOCUMENT_ID_PATTERN } from "@songs/domain";
import { Timestamp } from "firebase-admin/firestore";
import { badRequest, type HttpError } from "./errors";

/**
 * Every list's page cursor is read here, and every one the API did not hand out (or that no longer
 * parses, or names a time no Timestamp can hold) answers 400 with a `cursor` field message, never
 * a 500. Two kinds: a document's id (the last row of the page), and a time plus a public id.
 */

/** The `cursor` field's message for an id cursor that names no row of the list. */
export const UNKNOWN_CURSOR = "Unknown cursor";

/** 400 `invalid_request` for a cursor, `message` as the answer and as the `cursor` field's message. */
export function invalidCursor(message: string, field = message): HttpError {
  return badRequest(message, { cursor: field });
}

/** The document id a cursor names, when it can be one (the lookup then says whether it exists). */
export function decodeIdCursor(cursor: string, message: string, field?: string): string {
  if (!DOCUMENT_ID_PATTERN.test(cursor)) throw invalidCursor(message, field);
  return cursor;
}

/** A point in a list ordered by time: the last row's time and an id that tells rows of the same time apart. */
export interface TimeCursor {
  createdAt: Timestamp;
  id: string;
}

/** The latest second a Firestore Timestamp holds (9999-12-31T23:59:59Z). */
const MAX_TIMESTAMP_SECONDS = 253_402_300_799;
const TIME_CURSOR = /^(\d{1,12})\.(\d{1,9})\.([A-Za-z0-9_-]{1,64})$/;

/** `<seconds>.<nanoseconds>.<id>`, base64url. */
export function encodeTimeCursor(createdAt: Timestamp, id: string): string {
  return Buffer.from(`${createdAt.seconds}.${createdAt.nanoseconds}.${id}`).toString("base64url");
}

/** The point a time cursor names, range-checked; 400 with `message` for anything else. */
export function decodeTimeCursor(cursor: string, message: string, field?: string): TimeCursor {
  const match = TIME_CURSOR.exec(Buffer.from(cursor, "base64url").toString());
  if (!match?.[1] || !match[2] || !match[3]) throw invalidCursor(message, field);
  const seconds = Number(match[1]);
  const nanoseconds = Number(match[2]);
  if (seconds > MAX_TIMESTAMP_SECONDS || nanoseconds > 999_999_999) throw invalidCursor(message, field);
  return { createdAt: new Timestamp(seconds, nanoseconds), id: match[3] };
}
