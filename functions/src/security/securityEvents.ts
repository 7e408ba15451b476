import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from "firebase-admin/firestore";
import { z } from "zod";
import { SECURITY_EVENT_TYPES, type SecurityEventType, type SecurityEventView } from "@songs/domain";
import { createOnce } from "../adapters/firestore/isAlreadyExists";
import {
  commitChanges,
  createdSince,
  pagesOf,
  type BackfillCount,
  type BackfillOptions,
} from "../adapters/firestore/queries";
import { orNull, storedRecord, timestamp } from "../adapters/firestore/storedRecord";
import type { EmailHasher } from "./emailHash";
import { pageCreatedSince } from "../http/pageCursor";
import { securityCounts, type CountedRecord } from "./securityCounts";

/** `securityEvents/{id}`: one event the admin security dashboard counts (its type's count moves with the event's write). */
const storedSecurityEvent = z.object({
  id: z.string(),
  type: z.enum(SECURITY_EVENT_TYPES),
  ip: orNull(z.string()),
  userAgent: orNull(z.string()),
  /** The keyed hash of the email signed in with (`emailHasher`), never the email: the event outlives the account. */
  emailHash: orNull(z.string()),
  /** The account, when there is one (the dashboard shows its email while it exists). */
  uid: orNull(z.string()),
  /** Why a sign-in failed, as the client reported it. */
  failureReason: z.string().optional(),
  createdAt: timestamp,
});

/** `securityEvents/*` through the event's codec. */
export const securityEventRecord = storedRecord(storedSecurityEvent, { id: "id" });

/** An event as it is recorded (its id and time given at the write). */
export type SecurityEvent = Omit<z.output<typeof storedSecurityEvent>, "id" | "createdAt">;

/** A reported failed sign-in of one (email, IP) pair: its event id and when it was recorded. */
export interface RecordedFailure {
  id: string;
  createdAtMillis: number;
}

/**
 * An event as the dashboard lists it, with its account's uid (the dashboard shows that account's
 * email, while it exists).
 */
export type ListedSecurityEvent = Omit<SecurityEventView, "account"> & { uid: string | null };

function listedSecurityEvent(snapshot: DocumentSnapshot): ListedSecurityEvent {
  const event = securityEventRecord.read(snapshot);
  return {
    id: event.id,
    type: event.type,
    ip: event.ip,
    createdAt: event.createdAt.toISOString(),
    uid: event.uid || null,
  };
}

/** `securityEvents/{id}`: sign-ins, failures, locks, password and two-factor events. */
export function securityEvents(db: Firestore) {
  const collection = db.collection("securityEvents");
  return {
    /**
     * Records one event at `at` (now) and counts it for the dashboard in the same write. With an
     * `id` it is recorded at most once (a second record under it changes nothing, the count neither).
     */
    async record(event: SecurityEvent, id?: string, at: Date = new Date()): Promise<void> {
      const batch = db.batch();
      this.add(batch, event, id, at);
      await createOnce(() => batch.commit());
    },

    /** Adds the event (under `id`, or a new one) and its count to `batch`: two writes. */
    add(batch: WriteBatch, event: SecurityEvent, id?: string, at: Date = new Date()): void {
      const ref = id ? collection.doc(id) : collection.doc();
      batch.create(ref, securityEventRecord.write({ ...event, id: ref.id, createdAt: at }));
      securityCounts(db).add(batch, event.type, at);
    },

    /**
     * The pair's failed sign-ins after `since`, oldest first. Index: securityEvents (type,
     * emailHash, ip, createdAt).
     */
    async failuresSince(pair: { emailHash: string; ip: string }, since: number): Promise<RecordedFailure[]> {
      const snapshot = await collection
        .where("type", "==", "login_failed" satisfies SecurityEventType)
        .where("emailHash", "==", pair.emailHash)
        .where("ip", "==", pair.ip)
        .where("createdAt", ">", Timestamp.fromMillis(since))
        .orderBy("createdAt", "asc")
        .get();
      return snapshot.docs
        .map(securityEventRecord.read)
        .map((event) => ({ id: event.id, createdAtMillis: event.createdAt.getTime() }));
    },

    /**
     * The events stored before they kept the email's keyed hash: `email` replaced by `emailHash`.
     * Reads every event 500 at a time and writes only those that still hold an email field.
     */
    async hashStoredEmails(hashEmail: EmailHasher, options: BackfillOptions): Promise<BackfillCount> {
      const count: BackfillCount = { read: 0, changed: 0 };
      for await (const page of pagesOf(collection)) {
        const changes = page.flatMap((doc) => {
          const email: unknown = doc.get("email");
          if (email === undefined) return [];
          const emailHash = typeof email === "string" && email ? hashEmail(email) : null;
          return [(batch: WriteBatch) => batch.update(doc.ref, { emailHash, email: FieldValue.delete() })];
        });
        await commitChanges(db, count, options, changes, page.length);
      }
      return count;
    },

    /** The events recorded since `since` as the dashboard counts them (type and time), read 500 at a time: the counts' rebuild. */
    async *countedSince(since: Date): AsyncGenerator<CountedRecord> {
      for await (const page of pagesOf(createdSince(collection, since))) {
        for (const event of page.map(securityEventRecord.read)) yield { key: event.type, at: event.createdAt };
      }
    },

    /** A page of the events since `since`, newest first, after `cursor`. */
    async pageSince(
      since: Date,
      limit: number,
      cursor?: string,
    ): Promise<{ items: ListedSecurityEvent[]; nextCursor: string | null }> {
      const page = await pageCreatedSince(collection, since, { list: "security-events", limit, cursor });
      return { items: page.docs.map(listedSecurityEvent), nextCursor: page.nextCursor };
    },
  };
}
