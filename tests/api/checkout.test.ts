import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { freePort } from "../../scripts/stack/freePort";
import { SEED_ARTISTS, seedArtistId } from "../../scripts/seed/artists";
import { MESSAGES, VALIDATION } from "@songs/domain";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import {
  localStripe,
  newCustomer,
  orderRequest,
  postCheckout,
  stackDb,
  startApiInProcess,
  startCheckout,
} from "../support/checkout";

/** `POST /api/checkout` and `POST /api/stripe/catalogue` against the running stack and its local Stripe server. */

const sessionsOf = async (uid: string) =>
  (await stackDb().collection("checkoutSessions").where("userId", "==", uid).get()).docs;

const available = SEED_ARTISTS.find((artist) => artist.availability)!;
const unavailable = SEED_ARTISTS.find((artist) => !artist.availability)!;

describe("POST /api/checkout", () => {
  it("prices the order on the server, opens a Stripe session and keeps the order under its id", async () => {
    const customer = await newCustomer();
    const artistId = seedArtistId(available.slug);
    const response = await postCheckout(
      customer,
      orderRequest({ artistId, package: "premium", addOns: ["rush", "instrumental", "rush"] }),
    );
    expect(response.status).toBe(200);
    const { sessionId, url } = response.body;
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toContain(`/c/pay/${sessionId}`);

    const session = await localStripe().checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      amount_total: 4999 + 2500 + 1000,
      client_reference_id: customer.uid,
      customer_email: customer.email,
      metadata: { userId: customer.uid, package: "premium" },
      shipping_address_collection: null,
    });
    expect(session.success_url).toMatch(/\/payment-success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(session.cancel_url).toMatch(/\/payment-cancelled$/);

    const kept = (await stackDb().collection("checkoutSessions").doc(sessionId).get()).data()!;
    expect(kept).toMatchObject({
      userId: customer.uid,
      amountCents: 8499,
      ip: customer.ip,
      status: "open",
      order: { ...orderRequest(), artistId, package: "premium", addOns: ["rush", "instrumental"] },
    });
    expect(kept.createdAt).toBeInstanceOf(Timestamp);
  });

  it("refuses a signed-out caller", async () => {
    const response = await api("/api/checkout", { method: "POST", body: orderRequest() });
    expect(response.status).toBe(401);
  });

  it.each([
    ["another package", { package: "platinum" }, "package", VALIDATION.packageRequired],
    ["an unknown add-on", { addOns: ["rush", "karaoke"] }, "addOns.1", VALIDATION.invalidAddOn],
    ["a story over 1000 characters", { story: "s".repeat(1001) }, "story", VALIDATION.storyTooLong],
    ["a genre the checkout does not accept", { genre: "jazz" }, "genre", VALIDATION.genreRequired],
    ["an artist id that is not a UUID", { artistId: "marcus" }, "artistId", VALIDATION.invalidArtist],
    [
      "an artist who does not exist",
      { artistId: "00000000-0000-4000-8000-000000000000" },
      "artistId",
      VALIDATION.invalidArtist,
    ],
    [
      "an artist who is not available",
      { artistId: seedArtistId(unavailable.slug) },
      "artistId",
      VALIDATION.invalidArtist,
    ],
  ])("answers 400 with the message for %s and creates nothing", async (_case, overrides, field, message) => {
    const customer = await newCustomer();
    const response = await postCheckout(customer, orderRequest(overrides));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "invalid_request", message });
    expect(response.body.error?.fields?.[field]).toBe(message);
    expect(await sessionsOf(customer.uid)).toHaveLength(0);
  });

  it.each([
    ["a total", { totalCents: 1 }],
    ["a price", { price: 100 }],
    ["add-on prices", { addOnPrices: { rush: 0 } }],
  ])("refuses a request that adds %s and creates nothing", async (_case, extra) => {
    const customer = await newCustomer();
    const response = await postCheckout(customer, orderRequest(extra));
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe("invalid_request");
    expect(Object.values(response.body.error?.fields ?? {}).join(" ")).toContain(Object.keys(extra)[0]);
    expect(await sessionsOf(customer.uid)).toHaveLength(0);
  });

  it("asks Stripe for a shipping address when the order holds the Deluxe CD or the Framed Lyrics Print", async () => {
    const customer = await newCustomer();
    const stripe = localStripe();
    for (const overrides of [
      { package: "deluxe", addOns: [] },
      { package: "basic", addOns: ["lyrics-print"] },
    ]) {
      const { sessionId } = await startCheckout(customer, overrides);
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      expect(session.shipping_address_collection?.allowed_countries).toContain("US");
    }
  });

  it("answers the spec's checkout error when Stripe cannot be reached, and keeps nothing", async () => {
    // The real app and stripe-node client, pointed at a port nobody listens on.
    const inProcess = await startApiInProcess({ STRIPE_API_URL: `http://127.0.0.1:${await freePort()}` });
    try {
      const customer = await newCustomer("unreachable");
      const response = await api<{ error: { code: string; message: string } }>("/api/checkout", {
        method: "POST",
        body: orderRequest(),
        token: customer.token,
        headers: { "X-Forwarded-For": customer.ip },
        base: inProcess.url,
      });
      expect(response.status).toBe(502);
      expect(response.body.error).toEqual({ code: "payment_provider_error", message: MESSAGES.checkoutFailed });
      expect(await sessionsOf(customer.uid)).toHaveLength(0);
    } finally {
      inProcess.close();
    }
  });
});

describe("POST /api/stripe/catalogue", () => {
  it("is for admins who passed two-factor authentication only", async () => {
    expect((await api("/api/stripe/catalogue", { method: "POST" })).status).toBe(401);
    const customer = await newCustomer();
    expect((await api("/api/stripe/catalogue", { method: "POST", token: customer.token })).status).toBe(403);
    expect(
      (await api("/api/stripe/catalogue", { method: "POST", token: await adminIdToken({ mfa: false }) })).status,
    ).toBe(403);
  });

  it("creates the prices once, answers the same ids again, and checkout then charges those prices", async () => {
    const token = await adminIdToken();
    const first = await api<{ packages: Record<string, string>; addOns: Record<string, string> }>(
      "/api/stripe/catalogue",
      { method: "POST", token },
    );
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.packages)).toEqual(["basic", "premium", "deluxe"]);
    expect(Object.keys(first.body.addOns)).toEqual(["rush", "extra-verse", "instrumental", "lyrics-print"]);
    for (const id of [...Object.values(first.body.packages), ...Object.values(first.body.addOns)])
      expect(id).toMatch(/^price_/);

    const second = await api("/api/stripe/catalogue", { method: "POST", token });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);

    const stripe = localStripe();
    const basic = await stripe.prices.retrieve(first.body.packages.basic!);
    expect(basic).toMatchObject({ unit_amount: 2499, currency: "usd", lookup_key: "songs_package_basic" });

    const customer = await newCustomer();
    const { sessionId } = await startCheckout(customer, { package: "basic", addOns: ["extra-verse"] });
    const items = await stripe.checkout.sessions.listLineItems(sessionId);
    expect(items.data.map((item) => item.price?.id)).toEqual([
      first.body.packages.basic,
      first.body.addOns["extra-verse"],
    ]);
    expect((await stripe.checkout.sessions.retrieve(sessionId)).amount_total).toBe(2499 + 1500);
  });
});
