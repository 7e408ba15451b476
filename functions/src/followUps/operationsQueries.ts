import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { FOLLOW_UP_OVERDUE_GRACE_MS, OPERATIONS_PAGE_SIZE } from "@songs/domain";
import { storedRecord } from "../adapters/firestore/storedRecord";
import { countedPageByCursor } from "../http/pageCursor";
import { storedFollowUp, type FollowUpState } from "./followUpRecord";

/** A follow-up as the admins' Operations page lists it. */
export interface FollowUpListing {
  id: string;
  orderId: string;
  kind: string;
  state: FollowUpState;
  dueAt: Date;
  failedRuns: number;
  lastError: string | null;
  lastFailedAt: Date | null;
}

/** The follow-up's fields a listing shows, read through its schema (a record it refuses otherwise is still listed). */
const listed = storedRecord(
  storedFollowUp.pick({
    id: true,
    orderId: true,
    kind: true,
    state: true,
    dueAt: true,
    failedRuns: true,
    lastError: true,
    lastFailedAt: true,
  }),
  { id: "id" },
);

function listingOf(snapshot: DocumentSnapshot): FollowUpListing {
  const { lastError, lastFailedAt, ...fields } = listed.read(snapshot);
  return { ...fields, lastError: lastError ?? null, lastFailedAt: lastFailedAt ?? null };
}

type ListingPage = { rows: FollowUpListing[]; nextCursor: string | null; count: number };

/**
 * The follow-ups as the admins' Operations page sees them: those failing and those overdue, a page
 * at a time with how many there are, and one follow-up's listing after an admin acted on it.
 */
export function operationsQueries(db: Firestore) {
  const collection = db.collection("followUps");
  const failing = () => collection.where("failing", "==", true);
  /** Pending past their due time by more than the sweep's grace (a lost task, a sweep that does not run). */
  const overdue = (now: Date) =>
    collection
      .where("state", "==", "pending")
      .where("dueAt", "<=", Timestamp.fromMillis(now.getTime() - FOLLOW_UP_OVERDUE_GRACE_MS));

  return {
    /** The stored follow-up as the Operations page lists it; null when there is none. */
    async listing(id: string): Promise<FollowUpListing | null> {
      const snapshot = await collection.doc(id).get();
      return snapshot.exists ? listingOf(snapshot) : null;
    },

    /**
     * A page of the follow-ups failing (a run failed and none has succeeded since), last failure
     * first, and how many there are (one count() over the same indexed filter). Index: followUps
     * (failing, lastFailedAt).
     */
    async pageFailing(cursor?: string): Promise<ListingPage> {
      const page = await countedPageByCursor(failing().orderBy("lastFailedAt", "desc"), {
        list: "failing-follow-ups",
        field: "lastFailedAt",
        limit: OPERATIONS_PAGE_SIZE,
        cursor,
      });
      return { rows: page.docs.map(listingOf), nextCursor: page.nextCursor, count: page.count };
    },

    /** A page of the overdue follow-ups, oldest first, and how many. Index: followUps (state, dueAt). */
    async pageOverdue(now: Date, cursor?: string): Promise<ListingPage> {
      const page = await countedPageByCursor(overdue(now).orderBy("dueAt", "asc"), {
        list: "overdue-follow-ups",
        field: "dueAt",
        limit: OPERATIONS_PAGE_SIZE,
        cursor,
        ascending: true,
      });
      return { rows: page.docs.map(listingOf), nextCursor: page.nextCursor, count: page.count };
    },

    /** How many follow-ups are failing, and how many are overdue at `now` (two count() queries). */
    async counts(now: Date): Promise<{ failing: number; overdue: number }> {
      const [failingCount, overdueCount] = await Promise.all([failing().count().get(), overdue(now).count().get()]);
      return { failing: failingCount.data().count, overdue: overdueCount.data().count };
    },
  };
}
