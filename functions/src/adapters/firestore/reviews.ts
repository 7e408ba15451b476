import { FieldValue, type DocumentSnapshot, type Firestore, type Query } from "firebase-admin/firestore";
import { MIN_PUBLIC_RATING } from "@songs/domain";
import { createOnce } from "./isAlreadyExists";
import { toDate } from "./timestamps";

/** `reviews/{orderId}`: one review per order. */
export interface ReviewRecord {
  id: string;
  userId: string;
  orderId: string;
  artistId: string | null;
  rating: number;
  comment: string;
  customerName: string;
  occasion: string;
  approved: boolean;
  /** Stored so public reads are one equality filter: approved and rating at least 3. */
  isPublic: boolean;
  createdAt: Date;
}

export function isPublicReview(review: { approved: boolean; rating: number }): boolean {
  return review.approved && review.rating >= MIN_PUBLIC_RATING;
}

export function reviewFromSnapshot(snapshot: DocumentSnapshot): ReviewRecord {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    userId: String(data.userId ?? ""),
    orderId: String(data.orderId ?? snapshot.id),
    artistId: typeof data.artistId === "string" ? data.artistId : null,
    rating: Number(data.rating ?? 0),
    comment: String(data.comment ?? ""),
    customerName: String(data.customerName ?? ""),
    occasion: String(data.occasion ?? ""),
    approved: data.approved === true,
    isPublic: data.isPublic === true,
    createdAt: toDate(data.createdAt),
  };
}

export function reviews(db: Firestore) {
  const collection = db.collection("reviews");
  const publicOnly = (query: Query) => query.where("isPublic", "==", true);
  return {
    /**
     * Public reviews newest first, optionally of one occasion.
     * Indexes: reviews (isPublic, createdAt DESC) and (isPublic, occasion, createdAt DESC).
     */
    async listPublic(options: { occasion?: string; limit: number }): Promise<ReviewRecord[]> {
      let query = publicOnly(collection);
      if (options.occasion) query = query.where("occasion", "==", options.occasion);
      const snapshot = await query.orderBy("createdAt", "desc").limit(options.limit).get();
      return snapshot.docs.map(reviewFromSnapshot);
    },
    /** Index: reviews (artistId, isPublic, createdAt DESC). */
    async listPublicByArtist(artistId: string, limit: number): Promise<ReviewRecord[]> {
      const snapshot = await publicOnly(collection.where("artistId", "==", artistId))
        .orderBy("createdAt", "desc")
        .limit(limit)
        .get();
      return snapshot.docs.map(reviewFromSnapshot);
    },
    /** Stores a customer's review unapproved (never public until approved); false when the order has one. */
    async createOnce(review: Omit<ReviewRecord, "id" | "approved" | "isPublic" | "createdAt">): Promise<boolean> {
      return createOnce(() =>
        collection.doc(review.orderId).create({
          ...review,
          approved: false,
          isPublic: false,
          createdAt: FieldValue.serverTimestamp(),
        }),
      );
    },
    /** Which of these orders already have a review. */
    async reviewedOrderIds(orderIds: string[]): Promise<Set<string>> {
      if (orderIds.length === 0) return new Set();
      const snapshots = await db.getAll(...orderIds.map((id) => collection.doc(id)));
      return new Set(snapshots.filter((s) => s.exists).map((s) => s.id));
    },
  };
}
