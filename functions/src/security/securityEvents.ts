import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { type SecurityEventType } from "@songs/domain";
import { createOnce } from "../adapters/firestore/isAlreadyExists";

/** One event the admin security dashboard counts (`count()` over `createdAt` per type). */
export interface SecurityEvent {
  type: SecurityEventType;
  ip: string | null;
  userAgent: string | null;
  email: string | null;
  uid: string | null;
  /** Why a sign-in failed, as the client reported it. */
  failureReason?: string;
}

export const SECURITY_EVENTS = "securityEvents";

/** The stored document: emails lower-cased, `createdAt` a server Timestamp. */
export function securityEventDocument(event: SecurityEvent) {
  return { ...event, email: event.email?.toLowerCase() ?? null, createdAt: FieldValue.serverTimestamp() };
}

/**
 * Records one event in `securityEvents`. With an `id` the event is recorded at most once (a second
 * record under the same id changes nothing).
 */
export async function recordSecurityEvent(db: Firestore, event: SecurityEvent, id?: string): Promise<void> {
  const collection = db.collection(SECURITY_EVENTS);
  const ref = id ? collection.doc(id) : collection.doc();
  await createOnce(() => ref.create(securityEventDocument(event)));
}
