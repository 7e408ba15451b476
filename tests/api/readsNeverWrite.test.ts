import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { OFFER_LAPSE_MS, STUDIO_TABS, UNCLAIMED_ALERT_MS } from "@songs/domain";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { artistPhotoPath, SEED_ARTISTS } from "../../scripts/seed/artists";
import { FIRESTORE_TARGETS } from "../rules/firestoreTargets";
import { adminIdToken, stackFirestore } from "../support/adminSession";
import { api, runScheduled } from "../support/api";
import { createTestArtistProfile } from "../support/artists";
import { newCustomer } from "../support/checkout";
import { createCompletedOrder } from "../support/customerOrders";
import { SWEEP } from "../support/lifecycleTime";
import { disputedOrder, disputeOf } from "../support/disputes";
import { bringGiftForward, giftRequest, giftToken, scheduleGift } from "../support/gifts";
import { paidOrder, studioArtist } from "../support/paidOrders";
import { routeEntries, tokensByGate, type RouteAuth } from "../support/routeTable";

/**
 * A GET never writes: every GET route of the route table is called, as the role it asks for and
 * with records that exist, while listeners on every collection the server uses (FIRESTORE_TARGETS,
 * which the rules suite holds to the code) watch for any document written. Rate-limit counters
 * (`rateLimits`, the public link routes' per-IP accounting, kept 1 hour by TTL) are the one
 * exception: they count requests and hold no state of the marketplace.
 */

const NOT_STATE = new Set(["rateLimits"]);

/** The queries a route needs to answer (or has several answers for); others are called without one. */
const QUERIES: Record<string, string[]> = {
  "/admin/security": ["action=get_metrics", "action=get_alerts"],
  "/studio/orders": STUDIO_TABS.map((tab) => `tab=${tab}`),
  "/admin/payouts/reconciliation": [`month=${new Date().toISOString().slice(0, 7)}`],
};

const gets = routeEntries()
  .filter((entry) => entry.method === "get")
  .flatMap((entry) => (QUERIES[entry.route] ?? [""]).map((query) => ({ ...entry, query })));
const tokens = {} as Record<RouteAuth, string | undefined>;
const params: Record<string, string> = {};
const written: string[] = [];
let stopListening: (() => void)[] = [];

/** An invite's token, from the link it emails. */
async function inviteToken(): Promise<string> {
  const [{ artistId }, admin] = await Promise.all([createTestArtistProfile(), adminIdToken()]);
  const email = `reads-${randomUUID().slice(0, 8)}@example.com`;
  const invited = await api("/api/admin/artist-invites", { method: "POST", token: admin, body: { artistId, email } });
  expect(invited.status, invited.text).toBe(201);
  const mail = await stackFirestore().collection("mail").where("to", "==", email).get();
  const link = (mail.docs[0]?.get("message.text") as string)
    .split("\n")
    .find((line) => line.includes("/studio/invite/"));
  return link?.slice(link.lastIndexOf("/") + 1) ?? "";
}

beforeAll(async () => {
  const [admin, artist, customer] = await Promise.all([adminIdToken(), studioArtist(), newCustomer()]);
  Object.assign(tokens, tokensByGate(admin, artist, customer));
  const completed = await createCompletedOrder(customer);
  const shared = await api<{ token: string }>(`/api/orders/${completed}/share`, {
    method: "POST",
    token: customer.token,
  });
  const offered = await paidOrder(customer, { artistId: artist.artistId });
  // An order the artist holds (its questions are theirs to read), and a gift sent from the completed order.
  const held = await paidOrder(customer, { artistId: artist.artistId });
  expect(
    (await api(`/api/studio/orders/${held}/accept`, { method: "POST", token: artist.idToken, body: {} })).status,
  ).toBe(200);
  expect((await scheduleGift(customer.token, completed, giftRequest(86_400_000))).status).toBe(200);
  await bringGiftForward(completed);
  // A disputed payment: the dispute with its evidence prepared is read, never written.
  const disputeId = (await disputeOf(await disputedOrder(), "needs_response")).id;
  const artistPage = await api<{ artist: { photoUrl: string } }>(`/api/artists/${SEED_ARTISTS[0]!.id}`);
  Object.assign(params, {
    imagePath: new URL(artistPage.body.artist.photoUrl, inject("baseUrl")).pathname,
    orderId: completed,
    studioOrderId: offered,
    artistId: SEED_ARTISTS[0]!.id,
    bucket: "artists",
    path: artistPhotoPath(SEED_ARTISTS[0]!),
    listenToken: shared.body.token,
    inviteToken: await inviteToken(),
    giftToken: await giftToken(completed),
    heldOrderId: held,
    disputeId,
  });
  // Nothing is due while the reads run (the stack also sweeps on its own every five minutes).
  await runScheduled(SWEEP);
  // An order whose offer ran out 25 hours ago and that nobody took in 72: reading it must settle
  // nothing (its follow-ups, still waiting here, are what move it on).
  const lapsed = await paidOrder(customer, { artistId: artist.artistId });
  await stackFirestore()
    .collection("orders")
    .doc(lapsed)
    .update({
      "work.offeredAt": Timestamp.fromMillis(Date.now() - OFFER_LAPSE_MS - 3_600_000),
      "work.firstOfferedAt": Timestamp.fromMillis(Date.now() - UNCLAIMED_ALERT_MS - 3_600_000),
    });
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const db = stackFirestore();
  const collections = [...new Set(Object.keys(FIRESTORE_TARGETS).map((target) => target.split("/").at(-1) ?? target))];
  stopListening = await Promise.all(
    collections.map(
      (name) =>
        new Promise<() => void>((resolve) => {
          let first = true;
          const stop = db.collectionGroup(name).onSnapshot((snapshot) => {
            if (first) {
              first = false;
              resolve(stop);
              return;
            }
            for (const change of snapshot.docChanges()) written.push(`${change.type} ${change.doc.ref.path}`);
          });
        }),
    ),
  );
}, 180_000);

afterAll(() => {
  for (const stop of stopListening) stop();
});

/** The route with real ids in its parameters. */
function pathOf(route: string): string {
  if (route.startsWith("/images/")) return params.imagePath!;
  const orderId =
    route.endsWith("/questions") && route.startsWith("/studio/")
      ? params.heldOrderId!
      : route.startsWith("/studio/")
        ? params.studioOrderId!
        : params.orderId!;
  const token = route.startsWith("/listen/")
    ? params.listenToken!
    : route.startsWith("/gifts/")
      ? params.giftToken!
      : params.inviteToken!;
  return route
    .replace(":orderId", orderId)
    .replace(":artistId", params.artistId!)
    .replace(":disputeId", params.disputeId!)
    .replace(":bucket", params.bucket!)
    .replace("*path", params.path!)
    .replace(":token", token);
}

describe("every GET route", () => {
  it("is called below", () => {
    expect(gets.length).toBeGreaterThan(25);
    expect(gets.map((entry) => entry.route)).toEqual(
      expect.arrayContaining([
        "/orders",
        "/orders/:orderId",
        "/studio/orders",
        "/studio/orders/:orderId",
        "/admin/orders",
        "/studio/earnings",
      ]),
    );
  });

  it.each(gets)("GET $route?$query answers without writing anything", async (entry) => {
    const before = written.length;
    const response = await api(`/api${pathOf(entry.route)}${entry.query ? `?${entry.query}` : ""}`, {
      token: tokens[entry.auth],
      headers: { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250)}` },
    });
    expect(response.status, response.text).toBeLessThan(400);
    // Listeners hear a write within moments; give them one before looking.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const writes = written
      .slice(before)
      .filter((write) => !NOT_STATE.has(write.split(" ")[1]?.split("/").at(-2) ?? ""));
    expect(writes, `${entry.route} wrote`).toEqual([]);
  });

  it("saw writes happen when they do (the listeners work)", async () => {
    const before = written.length;
    await stackFirestore()
      .collection("contactMessages")
      .doc(`reads-check-${randomUUID()}`)
      .set({ probe: true, email: inject("baseUrl") });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(written.slice(before).some((write) => write.includes("contactMessages/reads-check-"))).toBe(true);
  });
});
