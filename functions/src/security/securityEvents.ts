import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { SECURITY_EVENT_TYPES, type SecurityEventType, type SecurityEventView } from "@songs/domain";
import { stringOr } from "../adapters/firestore/documentFields";
import { createOnce } from "../adapters/firestore/isAlreadyExists";
import { countOf, createdSince } from "../adapters/firestore/queries";
import { toDate } from "../adapters/firestore/timestamps";

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

/** A reported failed sign-in of one (email, IP) pair: its event id and when it was recorded. */
export interface RecordedFailure {
  id: string;
  createdAtMillis: number;
}

/** The stored document: emails lower-cased, `createdAt` a server Timestamp. */
function securityEventDocument(event: SecurityEvent) {
  return { ...event, email: event.email?.toLowerCase() ?? null, createdAt: FieldValue.serverTimestamp() };
}

function securityEventView(snapshot: DocumentSnapshot): SecurityEventView {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    type: stringOr(data.type, "unknown"),
    ip: typeof data.ip === "string" ? data.ip : null,
    createdAt: toDate(data.createdAt).toISOString(),
  };
}

/** `securityEvents/{id}`: sign-ins, failures, locks, password and two-factor events. */
export function securityEvents(db: Firestore) {
  const collection = db.collection("securityEvents");
  return {
    /** Records one event. With an `id` it is recorded at most once (a second record under it changes nothing). */
    async record(event: SecurityEvent, id?: string): Promise<void> {
      const ref = id ? collection.doc(id) : collection.doc();
      await createOnce(() => ref.create(securityEventDocument(event)));
    },

    /** The pair's failed sign-ins after `since`, oldest first. Index: securityEvents (type, email, ip, createdAt). */
    async failuresSince(pair: { email: string; ip: string }, since: number): Promise<RecordedFailure[]> {
      const snapshot = await collection
        .where("type", "==", "login_failed" satisfies SecurityEventType)
        .where("email", "==", pair.email.toLowerCase())
        .where("ip", "==", pair.ip)
        .where("createdAt", ">", Timestamp.fromMillis(since))
        .orderBy("createdAt", "asc")
        .get();
      return snapshot.docs.map((doc) => ({ id: doc.id, createdAtMillis: (doc.get("createdAt") as Timestamp).toMillis() }));
    },

    /** Events of each known type since `since`. Index: securityEvents (type, createdAt DESC). */
    async countByTypeSince(since: Date): Promise<Record<SecurityEventType, number>> {
      const counts = await Promise.all(SECURITY_EVENT_TYPES.map((type) => countOf(createdSince(collection.where("type", "==", type), since))));
      return Object.fromEntries(SECURITY_EVENT_TYPES.map((type, i) => [type, counts[i] ?? 0])) as Record<SecurityEventType, number>;
    },

    /** Events since `since`, newest first. */
    async listSince(since: Date, limit: number): Promise<SecurityEventView[]> {
      return (await createdSince(collection, since).limit(limit).get()).docs.map(securityEventView);
    },
  };
}
