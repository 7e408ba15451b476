import { FieldValue, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { averageRating } from "../../../../src/domain/schemas/reviewModeration";
import { createOnce } from "./isAlreadyExists";
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

/** Thrown when a concurrent request already counted this review for its artist. */
export class AlreadyCountedError extends Error {}

/**
 * Review moderation. Artists keep `ratingTotal` (sum of the approved reviews' stars) and
 * `reviewCount` as `FieldValue.increment` counters, and `rating` recomputed from them with one
 * decimal. `artists/{artistId}/approvedReviews/{reviewId}` records which reviews are counted:
 * created with `create()` and removed with an `exists` precondition, so a review is added to or
 * taken from its artist's totals at most once even when two admins act at the same moment
 * (no transactions: the Node emulator loses concurrent transaction updates).
 */
export function reviewModeration(db: Firestore) {
  const reviews = db.collection("reviews");
  const artists = db.collection("artists");
  const countedReview = (artistId: string, reviewId: string) => artists.doc(artistId).collection("approvedReviews").doc(reviewId);

  async function refreshRating(artist: DocumentReference): Promise<ArtistFigures> {
    const data = (await artist.get()).data() ?? {};
    const reviewCount = Number(data.reviewCount ?? 0);
    const rating = averageRating(Number(data.ratingTotal ?? 0), reviewCount);
    await artist.update({ rating });
    return { id: artist.id, rating, reviewCount };
  }

  async function changeTotals(artist: DocumentReference, rating: number, direction: 1 | -1): Promise<ArtistFigures> {
    await artist.update({
      ratingTotal: FieldValue.increment(direction * rating),
      reviewCount: FieldValue.increment(direction),
    });
    return refreshRating(artist);
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
     * Rejected reviews stay unapproved and are left out here; reviews are written without a
     * `rejected` field, which an equality filter could not match, so this filter runs in memory.
     */
    async listPending(limit: number): Promise<PendingReviewRecord[]> {
      const snapshot = await reviews.where("approved", "==", false).orderBy("createdAt", "desc").get();
      const pending = snapshot.docs
        .filter((doc) => doc.get("rejected") !== true)
        .slice(0, limit)
        .map((doc) => ({ ...reviewFromSnapshot(doc), rejected: false }));
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
     * Publishes a pending review (public when rated at least 3) and adds it to its artist's
     * totals. Throws AlreadyCountedError when a concurrent approval counted it first.
     */
    async approve(review: ModeratedReview, moderatorUid: string): Promise<{ isPublic: boolean; artist: ArtistFigures | null }> {
      let artist: ArtistFigures | null = null;
      const artistRef = review.artistId ? artists.doc(review.artistId) : null;
      if (review.artistId && artistRef && (await artistRef.get()).exists) {
        const isFirst = await createOnce(() =>
          countedReview(artistRef.id, review.id).create({ rating: review.rating, createdAt: FieldValue.serverTimestamp() }),
        );
        if (!isFirst) throw new AlreadyCountedError();
        artist = await changeTotals(artistRef, review.rating, 1);
      }
      const isPublic = isPublicReview({ approved: true, rating: review.rating });
      await reviews.doc(review.id).update({ approved: true, isPublic, ...decision(moderatorUid) });
      return { isPublic, artist };
    },

    /** Hides a review for good; an approved one is taken back out of its artist's totals. */
    async reject(review: ModeratedReview, moderatorUid: string): Promise<{ artist: ArtistFigures | null }> {
      await reviews.doc(review.id).update({ approved: false, isPublic: false, rejected: true, ...decision(moderatorUid) });
      if (!review.artistId) return { artist: null };
      const counted = countedReview(review.artistId, review.id);
      const removed = await counted.delete({ exists: true }).then(
        () => true,
        (error: unknown) => {
          // NOT_FOUND (gRPC 5): the review was never counted, or a concurrent rejection took it out.
          if ((error as { code?: unknown }).code === 5) return false;
          throw error;
        },
      );
      if (!removed) return { artist: null };
      return { artist: await changeTotals(artists.doc(review.artistId), review.rating, -1) };
    },
  };
}
