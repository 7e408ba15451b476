import { FieldValue, type DocumentSnapshot, type Firestore, type QuerySnapshot, type Transaction } from "firebase-admin/firestore";
import { averageRating } from "@songs/domain";
import { isPublicReview, reviewFromSnapshot, type ReviewRecord } from "./reviews";

/** A review with its moderation state (`reviews/{orderId}`: `rejected` is set only by a rejection). */
export interface ModeratedReview extends ReviewRecord {
  rejected: boolean;
}

/** An artist's figures after a decision changed them. */
export interface ArtistFigures {
  id: string;
  rating: number;
  reviewCount: number;
}

/** What a pending review is shown with: its artist's name and the reviewed order's recipient. */
export interface PendingReviewRecord extends ModeratedReview {
  artistName: string | null;
  recipientName: string | null;
}

/** The review a decision is about: its id and its artist's. */
export type DecisionTarget = Pick<ReviewRecord, "id" | "artistId">;

/**
 * Every decision about one artist's reviews reads and writes the artist's document, so decisions
 * taken at the same moment make each other abort and retry (the emulator gives a blocked commit
 * about 2 s). Twice Firestore's default attempts lets a burst on one artist all go through: 20 at
 * once, on the local stack, each within 40 s.
 */
const CONTENDED = { maxAttempts: 10 };

/** Thrown when the review was already decided (approved, or rejected), possibly by a concurrent request. */
export class AlreadyModeratedError extends Error {}

/**
 * Review moderation. Artists keep `ratingTotal` (sum of the approved reviews' stars), `reviewCount`
 * and `rating` (the average with one decimal). Each decision is one transaction over the review and
 * its artist: the review's own state says whether it is counted, and the three figures are read and
 * written together, so they stay exact and consistent when admins decide many reviews at once.
 */
export function reviewModeration(db: Firestore) {
  const reviews = db.collection("reviews");
  const artists = db.collection("artists");

  /**
   * Reads the review and its artist in the transaction, in one round trip (a review's artist never
   * changes); the artist is null when there is none on file.
   */
  async function readDecision(transaction: Transaction, target: DecisionTarget) {
    const refs = [reviews.doc(target.id), ...(target.artistId ? [artists.doc(target.artistId)] : [])];
    const [snapshot, artist] = await transaction.getAll(...refs);
    if (!snapshot?.exists) throw new Error(`Review ${target.id} does not exist`);
    const review = { ...reviewFromSnapshot(snapshot), rejected: snapshot.get("rejected") === true };
    return { review, artist: artist?.exists ? artist : null };
  }

  /** Adds one review's stars to the artist's figures (direction 1) or takes them out (-1), in the transaction. */
  function updateFigures(transaction: Transaction, artist: DocumentSnapshot, stars: number, direction: 1 | -1): ArtistFigures {
    const ratingTotal = Number(artist.get("ratingTotal") ?? 0) + direction * stars;
    const reviewCount = Number(artist.get("reviewCount") ?? 0) + direction;
    const rating = averageRating(ratingTotal, reviewCount);
    transaction.update(artist.ref, { ratingTotal, reviewCount, rating });
    return { id: artist.id, rating, reviewCount };
  }

  const decision = (moderatorUid: string) => ({ moderatedBy: moderatorUid, moderatedAt: FieldValue.serverTimestamp() });

  return {
    async get(reviewId: string): Promise<ModeratedReview | null> {
      const snapshot = await reviews.doc(reviewId).get();
      if (!snapshot.exists) return null;
      return { ...reviewFromSnapshot(snapshot), rejected: snapshot.get("rejected") === true };
    },

    /**
     * Reviews awaiting a decision, newest first. Index: reviews (approved, createdAt DESC).
     * Rejected reviews stay unapproved and are skipped: reviews are written without a `rejected`
     * field, which an equality filter could not match, so the query pages on with a cursor until
     * it has `limit` pending ones or none are left.
     */
    async listPending(limit: number): Promise<PendingReviewRecord[]> {
      const unapproved = reviews.where("approved", "==", false).orderBy("createdAt", "desc").limit(limit);
      const notRejected = (page: QuerySnapshot) =>
        page.docs.filter((doc) => doc.get("rejected") !== true).map((doc) => ({ ...reviewFromSnapshot(doc), rejected: false }));
      let page = await unapproved.get();
      const pending = notRejected(page);
      while (pending.length < limit && page.size === limit) {
        page = await unapproved.startAfter(page.docs.at(-1)).get();
        pending.push(...notRejected(page));
      }
      pending.splice(limit);
      if (pending.length === 0) return [];
      const artistIds = [...new Set(pending.flatMap((review) => (review.artistId ? [review.artistId] : [])))];
      const [artistDocs, orderDocs] = await Promise.all([
        artistIds.length > 0 ? db.getAll(...artistIds.map((id) => artists.doc(id))) : Promise.resolve([]),
        db.getAll(...pending.map((review) => db.collection("orders").doc(review.orderId))),
      ]);
      const artistNames = new Map(artistDocs.filter((doc) => doc.exists).map((doc) => [doc.id, String(doc.get("name") ?? "")]));
      const recipients = new Map(
        orderDocs.filter((doc) => typeof doc.get("recipientName") === "string").map((doc) => [doc.id, String(doc.get("recipientName"))]),
      );
      return pending.map((review) => ({
        ...review,
        artistName: (review.artistId && artistNames.get(review.artistId)) ?? null,
        recipientName: recipients.get(review.orderId) ?? null,
      }));
    },

    /**
     * Publishes a pending review (public when rated at least 3) and adds it to its artist's figures,
     * in one transaction. Throws AlreadyModeratedError when it was approved or rejected meanwhile.
     */
    async approve(target: DecisionTarget, moderatorUid: string): Promise<{ isPublic: boolean; artist: ArtistFigures | null }> {
      return db.runTransaction(async (transaction) => {
        const { review, artist } = await readDecision(transaction, target);
        if (review.approved || review.rejected) throw new AlreadyModeratedError();
        const isPublic = isPublicReview({ approved: true, rating: review.rating });
        transaction.update(reviews.doc(review.id), { approved: true, isPublic, ...decision(moderatorUid) });
        return { isPublic, artist: artist ? updateFigures(transaction, artist, review.rating, 1) : null };
      }, CONTENDED);
    },

    /**
     * Hides a review for good, in one transaction; an approved one is taken back out of its artist's
     * figures. Throws AlreadyModeratedError when it was rejected already.
     */
    async reject(target: DecisionTarget, moderatorUid: string): Promise<{ artist: ArtistFigures | null }> {
      return db.runTransaction(async (transaction) => {
        const { review, artist } = await readDecision(transaction, target);
        if (review.rejected) throw new AlreadyModeratedError();
        transaction.update(reviews.doc(review.id), { approved: false, isPublic: false, rejected: true, ...decision(moderatorUid) });
        return { artist: artist && review.approved ? updateFigures(transaction, artist, review.rating, -1) : null };
      }, CONTENDED);
    },
  };
}
