import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  MESSAGES,
  type ArtistProfile,
  type PublicReview,
  averageRating,
  pendingReviewListSchema,
  reviewDecisionResponseSchema,
  type PendingReviewList,
  type ReviewDecisionResponse,
} from "@songs/domain";
import { DEMO_CUSTOMER } from "../../scripts/seed/users";
import { api, signIn } from "../support/api";
import { adminIdToken } from "../support/adminSession";
import { createCompletedOrder, createCustomer, stackFirestore, type Customer } from "../support/customerOrders";
import { everyQueuePage, expectPagedOldestFirst, type QueueRoute } from "../support/queuePages";
import { storedReview } from "../support/storedReviews";
import { publicReviewId } from "../../functions/src/reviews/publicReviewView";

/** An artist of this file only (removed afterwards), so the seeded artists' figures stay as seeded. */
const ARTIST = { id: randomUUID(), name: "Moderation Test Artist", rating: 4, reviewCount: 10, ratingTotal: 40 };

let adminToken: string;
let customer: Customer;
const reviewIds: string[] = [];

/** A customer's review through the public API, for an order of the test artist. */
async function submitReview(rating: number, comment = `Review ${randomUUID()}`): Promise<string> {
  const orderId = await createCompletedOrder(customer, {
    artistId: ARTIST.id,
    artistName: ARTIST.name,
    occasion: "wedding",
    recipientName: "Jo",
  });
  const response = await api("/api/reviews", {
    method: "POST",
    token: customer.token,
    body: { orderId, customerName: "Casey", rating, comment },
  });
  expect(response.status, response.text).toBe(201);
  reviewIds.push(orderId);
  return orderId;
}

/** Reviews submitted one after another: what runs at once in the suites is the decisions, not their setup. */
async function submitReviews(ratings: number[]): Promise<string[]> {
  const ids: string[] = [];
  for (const rating of ratings) ids.push(await submitReview(rating));
  return ids;
}

const decide = (reviewId: string, decision: "approve" | "reject", token = adminToken) =>
  api<ReviewDecisionResponse & { error?: { code: string; message: string } }>(
    `/api/admin/reviews/${reviewId}/${decision}`,
    { method: "POST", token, body: {} },
  );

/** The admins' moderation queue: 50 a page, the longest waiting first, and how many wait. */
const PENDING: QueueRoute<PendingReviewList> = {
  path: "/api/admin/reviews",
  get token() {
    return adminToken;
  },
  parse: (body) => pendingReviewListSchema.parse(body),
  idsOf: (page) => page.reviews.map((review) => review.id),
};
const everyPending = async () => (await everyQueuePage(PENDING)).flatMap((page) => page.reviews);
const pendingIds = async () => (await everyPending()).map((review) => review.id);
const publicIds = async () =>
  (await api<{ reviews: PublicReview[] }>("/api/reviews")).body.reviews.map((review) => review.id);
const artistFigures = async () => {
  const { body } = await api<ArtistProfile>(`/api/artists/${ARTIST.id}`);
  return { rating: body.artist.rating, reviewCount: body.artist.reviewCount };
};

beforeAll(async () => {
  await stackFirestore()
    .collection("artists")
    .doc(ARTIST.id)
    .set({
      name: ARTIST.name,
      bio: "Writes songs for the moderation tests.",
      photoPath: "",
      genres: ["Pop"],
      specialties: [],
      rating: ARTIST.rating,
      reviewCount: ARTIST.reviewCount,
      ratingTotal: ARTIST.ratingTotal,
      availability: false,
      createdAt: Timestamp.now(),
    });
  adminToken = await adminIdToken({ mfa: true });
  customer = await createCustomer();
});

afterAll(async () => {
  const db = stackFirestore();
  const artist = db.collection("artists").doc(ARTIST.id);
  await Promise.all(reviewIds.map((id) => db.collection("reviews").doc(id).delete()));
  await artist.delete();
});

describe("GET /api/admin/reviews?status=pending", () => {
  it("lists a submitted review after those waiting longer, with its artist and recipient", async () => {
    const id = await submitReview(5, "Lovely song, pending for now");
    const pages = await everyQueuePage(PENDING);
    const reviews = pages.flatMap((page) => page.reviews);
    expect(reviews.find((review) => review.id === id)).toMatchObject({
      orderId: id,
      artistId: ARTIST.id,
      artistName: ARTIST.name,
      recipientName: "Jo",
      rating: 5,
      comment: "Lovely song, pending for now",
      customerName: "Casey",
      occasion: "wedding",
    });
    const times = reviews.map((review) => Date.parse(review.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(reviews.map((review) => review.id)).not.toContain("seed-order-001");
    expect(pages.map((page) => page.count)).toEqual(pages.map(() => reviews.length));
  });

  it("pages the whole queue 50 at a time, the longest waiting first, past decided reviews older still", async () => {
    const db = stackFirestore();
    const longAgo = Date.parse("2001-01-01T00:00:00.000Z");
    // Decided reviews older than every waiting one: taken for waiting, they would head the first page.
    const decided = Array.from({ length: 20 }, (_, i) =>
      storedReview(`moderation-decided-${randomUUID()}`, longAgo - (i + 1) * 60_000, i % 2 ? "rejected" : "approved"),
    );
    const batch = db.batch();
    for (const { id, data } of decided) batch.set(db.collection("reviews").doc(id), data);
    await batch.commit();
    try {
      const waiting = Array.from({ length: 55 }, (_, i) =>
        storedReview(`moderation-waiting-${String(i).padStart(2, "0")}-${randomUUID()}`, longAgo + i * 60_000),
      );
      await expectPagedOldestFirst(PENDING, "reviews", waiting);
    } finally {
      const cleanup = db.batch();
      for (const { id } of decided) cleanup.delete(db.collection("reviews").doc(id));
      await cleanup.commit();
    }
  });

  it("counts a decided review out of the queue", async () => {
    const id = await submitReview(4);
    const { count } = pendingReviewListSchema.parse((await api("/api/admin/reviews", { token: adminToken })).body);
    expect((await decide(id, "reject")).status).toBe(200);
    const after = pendingReviewListSchema.parse((await api("/api/admin/reviews", { token: adminToken })).body);
    expect(after.count).toBe(count - 1);
  });

  it("refuses an unknown status with a field message", async () => {
    const { status, body } = await api<{ error: { code: string; fields: Record<string, string> } }>(
      "/api/admin/reviews",
      { query: { status: "all" }, token: adminToken },
    );
    expect(status).toBe(400);
    expect(body.error.fields.status).toBe("Status must be pending");
  });
});

describe("POST /api/admin/reviews/:reviewId/approve", () => {
  it("publishes the review and adds it to the artist's rating and review count", async () => {
    const id = await submitReview(5);
    expect(await publicIds()).not.toContain(publicReviewId(id));
    const before = await artistFigures();

    const { status, body } = await decide(id, "approve");
    expect(status, JSON.stringify(body)).toBe(200);
    const decided = reviewDecisionResponseSchema.parse(body);
    expect(decided).toMatchObject({
      id,
      status: "approved",
      isPublic: true,
      artist: { id: ARTIST.id, reviewCount: before.reviewCount + 1 },
    });

    expect(await publicIds()).toContain(publicReviewId(id));
    expect(await pendingIds()).not.toContain(id);
    const after = await artistFigures();
    expect(after).toEqual({ rating: decided.artist?.rating, reviewCount: before.reviewCount + 1 });
    const { body: profile } = await api<ArtistProfile>(`/api/artists/${ARTIST.id}`);
    expect(profile.reviews.map((review) => review.id)).toContain(publicReviewId(id));
  });

  it("computes the rating from the stored totals with one decimal", async () => {
    const db = stackFirestore();
    const artist = (await db.collection("artists").doc(ARTIST.id).get()).data()!;
    const id = await submitReview(1);
    const { body } = await decide(id, "approve");
    const expected = Math.round(((artist.ratingTotal + 1) / (artist.reviewCount + 1)) * 10) / 10;
    expect(body.artist).toEqual({ id: ARTIST.id, rating: expected, reviewCount: artist.reviewCount + 1 });
  });

  it("approves a review rated below 3 without listing it publicly", async () => {
    const id = await submitReview(2);
    const { status, body } = await decide(id, "approve");
    expect(status).toBe(200);
    expect(body.isPublic).toBe(false);
    expect(await publicIds()).not.toContain(publicReviewId(id));
    expect(await pendingIds()).not.toContain(id);
  });

  it("refuses a second approval with 409 and changes nothing", async () => {
    const id = await submitReview(4);
    await decide(id, "approve");
    const before = await artistFigures();

    const [first, second] = await Promise.all([decide(id, "approve"), decide(id, "approve")]);
    expect([first.status, second.status]).toEqual([409, 409]);
    expect(first.body.error).toEqual({ code: "already_moderated", message: MESSAGES.reviewAlreadyModerated });
    expect(await artistFigures()).toEqual(before);
  });

  it("counts a review once when two admins approve it at the same moment", async () => {
    const id = await submitReview(3);
    const before = await artistFigures();
    const responses = await Promise.all([decide(id, "approve"), decide(id, "approve")]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await artistFigures()).reviewCount).toBe(before.reviewCount + 1);
  });

  it("answers 404 for an unknown review", async () => {
    expect((await decide(`missing-${randomUUID()}`, "approve")).status).toBe(404);
  });
});

describe("POST /api/admin/reviews/:reviewId/reject", () => {
  it("keeps a rejected review out of public lists and the queue, and refuses approving it later", async () => {
    const id = await submitReview(5);
    const before = await artistFigures();
    const { status, body } = await decide(id, "reject");
    expect(status).toBe(200);
    expect(body).toEqual({ id, status: "rejected", isPublic: false, artist: null });
    expect(await pendingIds()).not.toContain(id);
    expect(await publicIds()).not.toContain(publicReviewId(id));
    expect(await artistFigures()).toEqual(before);

    expect((await decide(id, "approve")).status).toBe(409);
    expect((await decide(id, "reject")).status).toBe(409);
    expect(await publicIds()).not.toContain(publicReviewId(id));
  });

  it("takes an approved review back out of the public lists and the artist's figures", async () => {
    const before = await artistFigures();
    const id = await submitReview(5);
    await decide(id, "approve");
    expect(await publicIds()).toContain(publicReviewId(id));

    const { status, body } = await decide(id, "reject");
    expect(status).toBe(200);
    expect(body.artist).toEqual({ id: ARTIST.id, ...before });
    expect(await artistFigures()).toEqual(before);
    expect(await publicIds()).not.toContain(publicReviewId(id));
  });
});

describe("decisions at the same moment", () => {
  const PARALLEL = 20;

  /** The artist's stored figures. */
  const storedFigures = async () => {
    const artist = await stackFirestore().collection("artists").doc(ARTIST.id).get();
    return {
      ratingTotal: Number(artist.get("ratingTotal")),
      reviewCount: Number(artist.get("reviewCount")),
      rating: Number(artist.get("rating")),
    };
  };
  const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
  /**
   * A decision at the function's own URL: what is tested is the function's transactions, and on a
   * busy machine Hosting's proxy gives up (504) on a request the emulator is still serving.
   */
  const decideAtFunction = (reviewId: string, decision: "approve" | "reject") =>
    api<ReviewDecisionResponse>(`${inject("functionUrl")}/admin/reviews/${reviewId}/${decision}`, {
      method: "POST",
      token: adminToken,
      body: {},
    });
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  it("keeps the artist's average and review count exact when 20 of its reviews are approved at once", async () => {
    const ratings = range(0, PARALLEL).map((i) => (i % 5) + 1);
    const ids = await submitReviews(ratings);
    const before = await storedFigures();

    const answers = await Promise.all(ids.map((id) => decideAtFunction(id, "approve")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));
    // One after another: each approval answered the figures with exactly the approvals before it.
    expect(answers.map((answer) => Number(answer.body.artist?.reviewCount)).sort((a, b) => a - b)).toEqual(
      range(before.reviewCount + 1, PARALLEL),
    );

    const ratingTotal = before.ratingTotal + sum(ratings);
    const reviewCount = before.reviewCount + PARALLEL;
    expect(await storedFigures()).toEqual({
      ratingTotal,
      reviewCount,
      rating: averageRating(ratingTotal, reviewCount),
    });
    expect(await artistFigures()).toEqual({ rating: averageRating(ratingTotal, reviewCount), reviewCount });
  }, 120_000);

  it("keeps them exact when approved reviews are rejected while others are approved", async () => {
    const approvedRatings = [5, 1, 4, 2, 3, 5, 2, 4, 1, 3];
    const approved = await submitReviews(approvedRatings);
    for (const id of approved) expect((await decide(id, "approve")).status).toBe(200);
    const pendingRatings = [2, 2, 5, 5, 4, 3, 1, 4, 5, 3];
    const pending = await submitReviews(pendingRatings);
    const before = await storedFigures();

    const answers = await Promise.all([
      ...approved.map((id) => decideAtFunction(id, "reject")),
      ...pending.map((id) => decideAtFunction(id, "approve")),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));

    const ratingTotal = before.ratingTotal - sum(approvedRatings) + sum(pendingRatings);
    const reviewCount = before.reviewCount;
    expect(await storedFigures()).toEqual({
      ratingTotal,
      reviewCount,
      rating: averageRating(ratingTotal, reviewCount),
    });
  }, 120_000);
});

describe("review moderation is for admins who passed two-factor", () => {
  it("refuses signed-out callers, customers and admins without a passed code, and changes nothing", async () => {
    const id = await submitReview(5);
    const customerToken = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const noMfaToken = await adminIdToken({ mfa: false });
    for (const decision of ["approve", "reject"] as const) {
      expect((await api(`/api/admin/reviews/${id}/${decision}`, { method: "POST", body: {} })).status).toBe(401);
      expect((await decide(id, decision, customerToken)).status).toBe(403);
      const refused = await decide(id, decision, noMfaToken);
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe("mfa_required");
    }
    expect((await api("/api/admin/reviews", { token: customerToken })).status).toBe(403);
    expect(await pendingIds()).toContain(id);
  });
});
