import { reviewDocument } from "../../scripts/seed/seed";

/**
 * A review as the API stores it (through its codec, as the seed writes it), with the id of its order,
 * waiting for a decision since `createdAt` unless `decided`: what the moderation queue's suites
 * write straight to Firestore to have more than a page waiting.
 */
export const storedReview = (id: string, createdAt: number, decided?: "approved" | "rejected") => ({
  id,
  data: {
    ...reviewDocument(
      {
        orderId: id,
        userId: "moderation-paging",
        artistId: null,
        rating: 4,
        comment: `Waiting since ${new Date(createdAt).toISOString()}`,
        customerName: "Pat",
        occasion: "birthday",
        approved: decided === "approved",
      },
      new Date(createdAt),
    ),
    rejected: decided === "rejected",
  },
});
