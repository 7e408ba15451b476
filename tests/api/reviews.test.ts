import { describe, expect, it } from "vitest";
import { MESSAGES, VALIDATION, type OrderView, type ApiErrorBody, type PublicReview } from "@songs/domain";
import { api } from "../support/api";
import { createCompletedOrder, createCustomer, createOrder, stackFirestore } from "../support/customerOrders";

const ARTIST_ID = "7d3f2f8e-3c1a-5b2e-9f4d-1a2b3c4d5e6f";

const review = (orderId: string, token?: string, fields: Record<string, unknown> = {}) =>
  api<{ message: string } & Partial<ApiErrorBody>>("/api/reviews", {
    method: "POST",
    token,
    body: { orderId, customerName: "Casey", rating: 5, comment: "She cried happy tears.", ...fields },
  });

describe("POST /api/reviews", () => {
  it("stores the review unapproved with the order's artist and occasion, and never lists it publicly", async () => {
    const casey = await createCustomer();
    const orderId = await createCompletedOrder(casey, {
      artistId: ARTIST_ID,
      artistName: "Maya Rivers",
      occasion: "anniversary",
    });
    const comment = `Unapproved review ${orderId}`;

    const { status, body } = await review(orderId, casey.token, { comment });
    expect(status).toBe(201);
    expect(body).toEqual({ message: MESSAGES.reviewSubmitted });

    const stored = (await stackFirestore().collection("reviews").doc(orderId).get()).data();
    expect(stored).toMatchObject({
      userId: casey.uid,
      orderId,
      artistId: ARTIST_ID,
      occasion: "anniversary",
      rating: 5,
      comment,
      customerName: "Casey",
      approved: false,
      rejected: false,
      isPublic: false,
    });
    const { body: view } = await api<OrderView>(`/api/orders/${orderId}`, { token: casey.token });
    expect(view.hasReview).toBe(true);
    const { body: mine } = await api<{ orders: OrderView[] }>("/api/orders", { token: casey.token });
    expect(mine.orders.find((order) => order.id === orderId)?.hasReview).toBe(true);
    const { body: listed } = await api<{ reviews: PublicReview[] }>("/api/reviews", {
      query: { occasion: "anniversary" },
    });
    expect(listed.reviews.map((r) => r.comment)).not.toContain(comment);
  });

  it("refuses a second review for the same order with a clear message", async () => {
    const casey = await createCustomer();
    const orderId = await createCompletedOrder(casey);
    expect((await review(orderId, casey.token)).status).toBe(201);

    const second = await review(orderId, casey.token, { rating: 1, comment: "Changed my mind" });
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({ code: "already_reviewed", message: MESSAGES.alreadyReviewed });
    const stored = await stackFirestore().collection("reviews").doc(orderId).get();
    expect(stored.get("rating")).toBe(5);
  });

  it.each(["paid", "in_progress", "cancelled"])("refuses to review a %s order and stores nothing", async (status) => {
    const casey = await createCustomer();
    const orderId = await createOrder(casey, { status });
    const answer = await review(orderId, casey.token);
    expect(answer.status).toBe(409);
    expect(answer.body.error?.code).toBe("order_not_completed");
    expect((await stackFirestore().collection("reviews").doc(orderId).get()).exists).toBe(false);
    expect((await api<OrderView>(`/api/orders/${orderId}`, { token: casey.token })).body.hasReview).toBe(false);
  });

  it("asks a signed-out visitor to log in", async () => {
    const casey = await createCustomer();
    const orderId = await createCompletedOrder(casey);
    const answer = await review(orderId);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual({ code: "unauthorized", message: MESSAGES.reviewLoginRequired });
  });

  it("refuses fields with the form's messages and client-chosen artist or approval", async () => {
    const casey = await createCustomer();
    const orderId = await createCompletedOrder(casey);
    const badRating = await review(orderId, casey.token, { rating: 6 });
    expect(badRating.status).toBe(400);
    expect(badRating.body.error?.fields).toEqual({ rating: VALIDATION.ratingOutOfRange });
    const extra = await review(orderId, casey.token, { approved: true, artistId: ARTIST_ID });
    expect(extra.status).toBe(400);
    expect((await stackFirestore().collection("reviews").doc(orderId).get()).exists).toBe(false);
  });
});
