import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewListResponseSchema, artistProfileResponseSchema } from "@songs/domain";
import { publicReviewId } from "../../functions/src/reviews/publicReviewView";
import { api } from "../support/api";
import { adminIdToken } from "../support/adminSession";
import { startApiInProcess } from "../support/checkout";
import { createCompletedOrder, createCustomer, stackFirestore, type Customer } from "../support/customerOrders";

/** An artist of this file only (removed afterwards), so the seeded artists' figures stay as seeded. */
const ARTIST_ID = randomUUID();

/** One API instance (one process, as a Cloud Functions instance), which answers the catalogue from memory. */
let instance: { url: string; close: () => void };
let adminToken: string;
let customer: Customer;
const reviewIds: string[] = [];

const onInstance = <T>(path: string, request: Parameters<typeof api>[1] = {}) =>
  api<T>(path, { ...request, base: instance.url });
const publicIds = async () =>
  reviewListResponseSchema
    .parse((await onInstance("/api/reviews", { query: { occasion: "graduation" } })).body)
    .reviews.map((review) => review.id);
const profileReviewIds = async () =>
  artistProfileResponseSchema
    .parse((await onInstance(`/api/artists/${ARTIST_ID}`)).body)
    .reviews.map((review) => review.id);

async function submitReview(comment: string): Promise<string> {
  const orderId = await createCompletedOrder(customer, {
    artistId: ARTIST_ID,
    artistName: "Cache Test Artist",
    occasion: "graduation",
  });
  const response = await onInstance("/api/reviews", {
    method: "POST",
    token: customer.token,
    body: { orderId, customerName: "Casey", rating: 5, comment },
  });
  expect(response.status, response.text).toBe(201);
  reviewIds.push(orderId);
  return orderId;
}

beforeAll(async () => {
  await stackFirestore()
    .collection("artists")
    .doc(ARTIST_ID)
    .set({
      name: "Cache Test Artist",
      bio: "Writes songs for the catalogue cache tests.",
      photoPath: "",
      genres: ["Pop"],
      specialties: [],
      rating: 0,
      reviewCount: 0,
      ratingTotal: 0,
      availability: false,
      createdAt: Timestamp.now(),
    });
  instance = await startApiInProcess();
  adminToken = await adminIdToken({ mfa: true });
  customer = await createCustomer();
});

afterAll(async () => {
  instance?.close();
  await Promise.all(reviewIds.map((id) => stackFirestore().collection("reviews").doc(id).delete()));
  await stackFirestore().collection("artists").doc(ARTIST_ID).delete();
});

describe("the catalogue on one instance", () => {
  it("answers from memory: a review made public behind the instance's back is not read again", async () => {
    const id = await submitReview("Published without the API");
    const before = await publicIds();
    await stackFirestore().collection("reviews").doc(id).update({ approved: true, isPublic: true });
    expect(await publicIds()).toEqual(before);
    expect(before).not.toContain(publicReviewId(id));
  });

  it("shows an admin's approval at once on the reviews list and the artist's profile", async () => {
    const id = await submitReview("Approved through the API");
    expect(await publicIds()).not.toContain(publicReviewId(id));
    expect(await profileReviewIds()).not.toContain(publicReviewId(id));

    const decision = await onInstance(`/api/admin/reviews/${id}/approve`, {
      method: "POST",
      token: adminToken,
      body: {},
    });
    expect(decision.status, decision.text).toBe(200);

    expect(await publicIds()).toContain(publicReviewId(id));
    expect(await profileReviewIds()).toContain(publicReviewId(id));
  });

  it("reads afresh for a signed-in caller", async () => {
    const id = await submitReview("Seen by a signed-in reader");
    const before = await publicIds();
    await stackFirestore().collection("reviews").doc(id).update({ approved: true, isPublic: true });
    const signedIn = await onInstance("/api/reviews", { query: { occasion: "graduation" }, token: customer.token });
    expect(reviewListResponseSchema.parse(signedIn.body).reviews.map((review) => review.id)).toContain(
      publicReviewId(id),
    );
    expect(await publicIds()).toEqual(before);
  });
});
