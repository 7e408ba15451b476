import {
  FieldValue,
  type Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from "firebase-admin/firestore";
import { MAX_PAGE_SIZE, MIN_PUBLIC_RATING } from "@songs/domain";
import { commitChanges, pagesOf, type BackfillCount, type BackfillOptions } from "../adapters/firestore/queries";
import { countedPageByCursor } from "../http/pageCursor";
import { reviewRecord, type ReviewRecord } from "./reviewRecord";
import { artists, type ArtistFigures } from "../catalogue";
import type { orderLifecycle } from "../orders";
import { runTransaction } from "../adapters/firestore/transactions";

/** The review a decision is about: its id and its artist's. */
export type DecisionTarget = Pick<ReviewRecord, "id" | "artistId">;

/** Where a page of public reviews starts: after the review created at `createdAt` that `isCursorReview` recognises. */
export interface PublicPageStart {
  createdAt: Timestamp;
  isCursorReview(reviewId: string): boolean;
}

/** A page of public reviews and, unless it is the last, the newest review the next page follows. */
export interface PublicReviewPage {
  reviews: ReviewRecord[];
  next: { createdAt: Timestamp; reviewId: string } | null;
}

/** Thrown when the review was already decided (approved, or rejected), possibly by a concurrent request. */
export class AlreadyModeratedError extends Error {}

export function isPublicReview(review: { approved: boolean; rating: number }): boolean {
  return review.approved && review.rating >= MIN_PUBLIC_RATING;
}

/** A listed review's stored creation time, to the nanosecond (its record's Date would drop the microseconds). */
const createdAtOf = (snapshot: DocumentSnapshot): Timestamp => snapshot.get("createdAt") as Timestamp;

/**
 * Every decision about one artist's reviews reads and writes the artist's document, so decisions
 * taken at the same moment make each other abort and retry (the emulator gives a blocked commit
 * about 2 s). Twice Firestore's default attempts lets a burst on one artist all go through: 20 at
 * once, on the local stack, each within 40 s.
 */
const CONTENDED = { maxAttempts: 10 };

/**
 * The owner of `reviews/{orderId}`: customers' reviews, their moderation and the public lists.
 * Each decision is one transaction over the review and its artist's rating figures (updated
 * through the artists' owner in the same transaction): the review's own state says whether it is
 * counted, so the figures stay exact when admins decide many reviews at once.
 */
export function reviews(db: Firestore) {
  const collection = db.collection("reviews");
  const publicOnly = (query: Query) => query.where("isPublic", "==", true);
  const decision = (moderatorUid: string) => ({
    ...reviewRecord.fields({ moderatedBy: moderatorUid }),
    moderatedAt: FieldValue.serverTimestamp(),
  });

  /**
   * A moderator's decision on a review, in one transaction that reads the review and its artist's
   * rating together: `choose` refuses (throws) or answers the review's new fields and the result,
   * with `apply` to add (1) or take out (-1) its stars from the artist's figures.
   */
  function decide<Result>(
    target: DecisionTarget,
    choose: (
      review: ReviewRecord,
      rating: { apply: (direction: 1 | -1) => ArtistFigures | null },
    ) => { fields: Record<string, unknown>; result: Result },
  ): Promise<Result> {
    const roster = artists(db);
    return runTransaction(
      db,
      async (transaction) => {
        const { alongside, rating } = await roster.readRating(transaction, target.artistId, collection.doc(target.id));
        if (!alongside.exists) throw new Error(`Review ${target.id} does not exist`);
        const review = reviewRecord.read(alongside);
        const apply = (direction: 1 | -1) =>
          rating ? roster.applyReview(transaction, rating, review.rating, direction) : null;
        const { fields, result } = choose(review, { apply });
        transaction.update(alongside.ref, fields);
        return result;
      },
      CONTENDED,
    );
  }

  return {
    /**
     * One page of public reviews newest first, optionally of one occasion, starting after `after`
     * (the previous page's `next`). Ties on `createdAt` keep Firestore's order by document name, so
     * the page starts at that instant and skips up to and including the review `after` recognises.
     * `next` is null on the last page (one review more than `limit` is read to know).
     * Indexes: reviews (isPublic, createdAt DESC) and (isPublic, occasion, createdAt DESC).
     */
    async listPublicPage(options: {
      occasion?: string;
      limit: number;
      after?: PublicPageStart;
    }): Promise<PublicReviewPage> {
      let query = publicOnly(collection);
      if (options.occasion) query = query.where("occasion", "==", options.occasion);
      const newestFirst = query.orderBy("createdAt", "desc").limit(options.limit + 1);
      const { after } = options;
      const found: QueryDocumentSnapshot[] = [];
      let isPastCursor = !after;
      let batch = await (after ? newestFirst.startAt(after.createdAt) : newestFirst).get();
      for (;;) {
        for (const doc of batch.docs) {
          if (!isPastCursor && after) {
            const isTie = createdAtOf(doc).isEqual(after.createdAt);
            // The cursor's own review, or (when it left the list) the first one older than it.
            isPastCursor = !isTie || after.isCursorReview(doc.id);
            if (isTie) continue;
          }
          found.push(doc);
        }
        if (found.length > options.limit || batch.size <= options.limit) break;
        batch = await newestFirst.startAfter(batch.docs.at(-1)).get();
      }
      const page = found.slice(0, options.limit);
      const last = page.at(-1);
      return {
        reviews: page.map(reviewRecord.read),
        next: found.length > options.limit && last ? { createdAt: createdAtOf(last), reviewId: last.id } : null,
      };
    },

    /** Index: reviews (artistId, isPublic, createdAt DESC). */
    async listPublicByArtist(artistId: string, limit: number): Promise<ReviewRecord[]> {
      const snapshot = await publicOnly(collection.where("artistId", "==", artistId))
        .orderBy("createdAt", "desc")
        .limit(limit)
        .get();
      return snapshot.docs.map(reviewRecord.read);
    },

    /**
     * Stores a customer's review unapproved (never public until approved) and marks its order
     * reviewed through the order's lifecycle (`mark_reviewed`), in one transaction; false when the
     * order has one.
     */
    async createOnce(
      review: Pick<
        ReviewRecord,
        "userId" | "orderId" | "artistId" | "rating" | "comment" | "customerName" | "occasion"
      >,
      lifecycle: ReturnType<typeof orderLifecycle>,
    ): Promise<boolean> {
      const ref = collection.doc(review.orderId);
      return runTransaction(db, async (transaction) => {
        if ((await transaction.get(ref)).exists) return false;
        const marking = await lifecycle.prepare(transaction, review.orderId, { type: "mark_reviewed" });
        transaction.create(
          ref,
          reviewRecord.write({
            ...review,
            id: ref.id,
            approved: false,
            isPublic: false,
            rejected: false,
            moderatedBy: null,
            moderatedAt: null,
          }),
        );
        marking.write();
        return true;
      });
    },

    async get(reviewId: string): Promise<ReviewRecord | null> {
      return reviewRecord.readIfExists(await collection.doc(reviewId).get());
    },

    /**
     * A page of the reviews awaiting a decision (at most 50), the longest waiting first, and how many
     * wait (one count() over the same filter): neither approved nor rejected, which every review
     * states from its creation (`rejected: false`; `backfillRejected` stores it on older ones).
     * Index: reviews (approved, rejected, createdAt).
     */
    async pagePending(cursor?: string): Promise<{ reviews: ReviewRecord[]; nextCursor: string | null; count: number }> {
      const pending = collection.where("approved", "==", false).where("rejected", "==", false);
      const page = await countedPageByCursor(pending.orderBy("createdAt", "asc"), {
        list: "pending-reviews",
        field: "createdAt",
        limit: MAX_PAGE_SIZE,
        cursor,
        ascending: true,
      });
      return { reviews: page.docs.map(reviewRecord.read), nextCursor: page.nextCursor, count: page.count };
    },

    /**
     * Stores `rejected: false` on the reviews written before every review stated it (only a
     * rejection wrote it), so the pending queue's query finds them; reads every review 500 at a time
     * by id and writes only those without it: a second run changes nothing.
     */
    async backfillRejected(options: BackfillOptions): Promise<BackfillCount> {
      const count: BackfillCount = { read: 0, changed: 0 };
      for await (const page of pagesOf(collection)) {
        const changes = page.flatMap((doc) =>
          typeof doc.get("rejected") === "boolean"
            ? []
            : [(batch: WriteBatch) => batch.update(doc.ref, { rejected: false })],
        );
        await commitChanges(db, count, options, changes, page.length);
      }
      return count;
    },

    /**
     * Publishes a pending review (public when rated at least 3) and adds it to its artist's figures,
     * in one transaction. Throws AlreadyModeratedError when it was approved or rejected meanwhile.
     */
    async approve(
      target: DecisionTarget,
      moderatorUid: string,
    ): Promise<{ isPublic: boolean; artist: ArtistFigures | null }> {
      return decide(target, (review, { apply }) => {
        if (review.approved || review.rejected) throw new AlreadyModeratedError();
        const isPublic = isPublicReview({ approved: true, rating: review.rating });
        return {
          fields: { ...reviewRecord.fields({ approved: true, isPublic }), ...decision(moderatorUid) },
          result: { isPublic, artist: apply(1) },
        };
      });
    },

    /**
     * Hides a review for good, in one transaction; an approved one is taken back out of its artist's
     * figures. Throws AlreadyModeratedError when it was rejected already.
     */
    async reject(target: DecisionTarget, moderatorUid: string): Promise<{ artist: ArtistFigures | null }> {
      return decide(target, (review, { apply }) => {
        if (review.rejected) throw new AlreadyModeratedError();
        return {
          fields: {
            ...reviewRecord.fields({ approved: false, isPublic: false, rejected: true }),
            ...decision(moderatorUid),
          },
          result: { artist: review.approved ? apply(-1) : null },
        };
      });
    },
  };
}
