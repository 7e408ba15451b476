import { describe, expect, it } from "vitest";
import { type Artist, type ArtistProfile, type PublicReview } from "@songs/domain";
import { adminIdToken } from "../../support/adminSession";
import { api } from "../../support/api";
import { createCompletedOrder, createCustomer } from "../../support/customerOrders";

/**
 * Threat: order (Checkout Session) ids in public reviews. A review is stored under its order's id;
 * the public views must name it by an opaque id only, stable so the web app can key its lists.
 */

describe("order ids in public reviews", () => {
  it(
    "shows an approved review on /api/reviews and the artist's profile with no trace of its order id",
    { timeout: 120_000 },
    async () => {
      const [casey, artists] = await Promise.all([createCustomer(), api<{ artists: Artist[] }>("/api/artists")]);
      const artist = artists.body.artists[0]!;
      const orderId = await createCompletedOrder(casey, {
        artistId: artist.id,
        artistName: artist.name,
        occasion: "anniversary",
      });
      const comment = `Public review ${orderId.slice(-6)}`;
      const created = await api("/api/reviews", {
        method: "POST",
        token: casey.token,
        body: { orderId, customerName: "Casey", rating: 5, comment },
      });
      expect(created.status).toBe(201);
      expect(
        (await api(`/api/admin/reviews/${orderId}/approve`, { method: "POST", token: await adminIdToken() })).status,
      ).toBe(200);

      const listed = await api<{ reviews: PublicReview[] }>("/api/reviews", { query: { occasion: "anniversary" } });
      const profile = await api<ArtistProfile>(`/api/artists/${artist.id}`);
      for (const answer of [listed, profile]) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const shown = answer.body.reviews.find((r) => r.comment === comment);
        expect(shown).toBeDefined();
        expect(shown?.id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
        expect(JSON.stringify(answer.body)).not.toContain(orderId);
        expect(JSON.stringify(answer.body)).not.toContain(orderId.slice("cs_test_".length));
      }
      expect(listed.body.reviews.find((r) => r.comment === comment)?.id).toBe(
        profile.body.reviews.find((r) => r.comment === comment)?.id,
      );
    },
  );
});
