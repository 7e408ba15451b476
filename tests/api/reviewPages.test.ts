import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiErrorSchema,
  INVALID_REVIEWS_CURSOR,
  MAX_PUBLIC_REVIEWS_PAGE,
  reviewListResponseSchema,
  type OccasionId,
  type PublicReview,
} from "@songs/domain";
import { api } from "../support/api";
import { stackFirestore } from "../support/customerOrders";
import { publicReviewId } from "../../functions/src/reviews/publicReviewView";

/** More public reviews than one page holds, for two occasions, some created at the very same instant. */
const SEEDED: { id: string; occasion: OccasionId; isPublic: boolean }[] = [
  ...Array.from({ length: 57 }, () => ({ id: `pages_${randomUUID()}`, occasion: "wedding" as const, isPublic: true })),
  ...Array.from({ length: 53 }, () => ({
    id: `pages_${randomUUID()}`,
    occasion: "graduation" as const,
    isPublic: true,
  })),
  ...Array.from({ length: 4 }, () => ({ id: `pages_${randomUUID()}`, occasion: "wedding" as const, isPublic: false })),
];
const publicSeeded = (occasion?: OccasionId) =>
  SEEDED.filter((review) => review.isPublic && (!occasion || review.occasion === occasion)).map((review) =>
    publicReviewId(review.id),
  );

beforeAll(async () => {
  const batch = stackFirestore().batch();
  const base = Timestamp.now().toMillis() + 60_000;
  SEEDED.forEach((review, index) => {
    // Groups of six share one creation instant, so pages end inside ties.
    const createdAt = Timestamp.fromMillis(base - Math.floor(index / 6) * 1000);
    batch.set(stackFirestore().collection("reviews").doc(review.id), {
      userId: "pages-test",
      orderId: review.id,
      artistId: null,
      rating: review.isPublic ? 5 : 2,
      comment: `Paged review ${review.id}`,
      customerName: "Page Turner",
      occasion: review.occasion,
      approved: true,
      rejected: false,
      isPublic: review.isPublic,
      createdAt,
    });
  });
  await batch.commit();
});

afterAll(async () => {
  const batch = stackFirestore().batch();
  for (const review of SEEDED) batch.delete(stackFirestore().collection("reviews").doc(review.id));
  await batch.commit();
});

/** Every page of one filter, following `nextCursor` until it is null. */
async function walkPages(occasion?: OccasionId, limit?: number): Promise<PublicReview[][]> {
  const pages: PublicReview[][] = [];
  let cursor: string | null | undefined;
  do {
    const { status, body, text } = await api("/api/reviews", {
      query: { occasion, limit, cursor: cursor ?? undefined },
    });
    expect(status, text).toBe(200);
    const page = reviewListResponseSchema.parse(body);
    pages.push(page.reviews);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

describe("GET /api/reviews pages", () => {
  it.each([undefined, "wedding", "graduation"] as const)(
    "walks every public review of the filter %s exactly once, newest first",
    async (occasion) => {
      const pages = await walkPages(occasion);
      const all = pages.flat();
      const ids = all.map((review) => review.id);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(pages.every((page) => page.length > 0 && page.length <= MAX_PUBLIC_REVIEWS_PAGE)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining(publicSeeded(occasion)));
      expect(all.every((review) => review.rating >= 3 && (!occasion || review.occasion === occasion))).toBe(true);
      expect(
        all.every((review, i) => i === 0 || Date.parse(all[i - 1]!.createdAt) >= Date.parse(review.createdAt)),
      ).toBe(true);
    },
  );

  it("walks the same reviews in small pages that end inside reviews created at the same instant", async () => {
    const small = (await walkPages("graduation", 4)).flat().map((review) => review.id);
    const large = (await walkPages("graduation")).flat().map((review) => review.id);
    expect(small).toEqual(large);
  });

  it.each([
    ["garbage", "not-a-cursor"],
    ["malformed", Buffer.from("1.2.short").toString("base64url")],
    ["overlong", "x".repeat(201)],
  ])("refuses a %s cursor with a field message", async (_kind, cursor) => {
    const { status, body } = await api("/api/reviews", { query: { cursor } });
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body).error).toEqual({
      code: "invalid_request",
      message: INVALID_REVIEWS_CURSOR,
      fields: { cursor: INVALID_REVIEWS_CURSOR },
    });
  });
});
