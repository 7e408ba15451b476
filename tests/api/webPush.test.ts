import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_PUSH_MESSAGES, type ApiErrorBody, type PushDeviceState, type QuestionThread } from "@songs/domain";
import { api, runScheduled } from "../support/api";
import type { TestArtist } from "../support/artists";
import { newCustomer, stackDb, type Customer } from "../support/checkout";
import { deliverFollowUpTask, SWEEP } from "../support/lifecycleTime";
import { paidOrder, studioArtist } from "../support/paidOrders";
import { startLocalPushService } from "../support/pushService/localPushService";

/**
 * Notifications on the phone: a device subscribes, an event's email writes its notification in
 * the same transaction (the outbox), and the follow-up sends it once by Web Push, which a local
 * push service receives and decrypts (RFC 8291) with the device's keys. An expired subscription
 * is deleted; a push service that is down is tried a bounded number of times, the email sent anyway.
 */

const SLOW = { timeout: 180_000 };

let pushService: Awaited<ReturnType<typeof startLocalPushService>>;
let maker: TestArtist;
let customer: Customer;
let orderId: string;
let publicKey: string;

beforeAll(async () => {
  pushService = await startLocalPushService();
  [maker, customer] = await Promise.all([studioArtist(), newCustomer()]);
  orderId = await paidOrder(customer, { artistId: maker.artistId, recipientName: "Aoife Byrne" });
  expect(
    (await api(`/api/studio/orders/${orderId}/accept`, { method: "POST", token: maker.idToken, body: {} })).status,
  ).toBe(200);
  publicKey = (await api<{ webPush: { publicKey: string } }>("/api/config")).body.webPush.publicKey;
  // The order's notifications so far (the payment's, the acceptance's) run to their end before any
  // device subscribes: on a busy machine one run late would reach the device the tests count on.
  const earlier = await stackDb().collection("followUps").where("orderId", "==", orderId).get();
  await Promise.all(earlier.docs.filter((doc) => doc.id.startsWith(`${orderId}-push-`)).map((doc) => settled(doc.id)));
});
afterAll(() => pushService?.close());

const subscribe = (token: string, body: unknown) =>
  api<Partial<ApiErrorBody>>("/api/push-subscriptions", { method: "POST", token, body });
const ask = (text: string) =>
  api<QuestionThread>(`/api/studio/orders/${orderId}/questions`, {
    method: "POST",
    token: maker.idToken,
    body: { text },
  });
const followUp = (id: string) => stackDb().collection("followUps").doc(id).get();
const subscriptionsOf = async (uid: string) =>
  (await stackDb().collection("pushSubscriptions").where("uid", "==", uid).get()).docs.map(
    (doc) => doc.get("endpoint") as string,
  );

/** Waits until the follow-up has run to its end (done or failed for good), as the task queue runs it. */
async function settled(
  id: string,
  states = ["done", "failed"],
  ms = 60_000,
): Promise<FirebaseFirestore.DocumentSnapshot> {
  const until = Date.now() + ms;
  for (;;) {
    const snapshot = await followUp(id);
    if (states.includes(snapshot.get("state") as string)) return snapshot;
    if (Date.now() > until) throw new Error(`Follow-up ${id} is still ${String(snapshot.get("state"))}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe("notifications on the phone (Web Push)", SLOW, () => {
  it("refuses a subscription whose endpoint is not https or whose keys are not base64url, and one without a sign-in", async () => {
    const device = pushService.device("refused");
    const plain = await subscribe(customer.token, { ...device.subscription, endpoint: "http://127.0.0.1/push/x" });
    expect(plain.status).toBe(400);
    expect(plain.text).toContain("The push endpoint must be an https address");
    const badKeys = await subscribe(customer.token, {
      ...device.subscription,
      keys: { p256dh: "not base64url!", auth: device.subscription.keys.auth },
    });
    expect(badKeys.status).toBe(400);
    expect(badKeys.text).toContain("The key must be base64url");
    expect((await api("/api/push-subscriptions", { method: "POST", body: device.subscription })).status).toBe(401);
  });

  it("refuses an endpoint that is no push service's: another host, port, user info or scheme, even beside the local one", async () => {
    const { keys } = pushService.device("elsewhere").subscription;
    const port = new URL(pushService.origin).port;
    for (const endpoint of [
      `https://localhost:${port}/push/elsewhere`,
      `https://[::1]:${port}/push/elsewhere`,
      `https://user:secret@127.0.0.1:${port}/push/elsewhere`,
      "https://169.254.169.254/computeMetadata/v1/",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://fcm.googleapis.com:8443/fcm/send/x",
    ]) {
      const refused = await subscribe(customer.token, { endpoint, keys });
      expect(refused.status, endpoint).toBe(400);
      expect(refused.body.error?.fields).toEqual({ endpoint: WEB_PUSH_MESSAGES.endpointInvalid });
    }
    expect(await subscriptionsOf(customer.uid)).toEqual([]);
  });

  it("the artist's question reaches the customer's device once, decrypted, with the order's link; a repeated run sends nothing more", async () => {
    const phone = pushService.device("customer-phone");
    expect((await subscribe(customer.token, phone.subscription)).status).toBe(204);
    // Subscribing the same device again keeps one subscription.
    expect((await subscribe(customer.token, phone.subscription)).status).toBe(204);
    expect(await subscriptionsOf(customer.uid)).toEqual([phone.subscription.endpoint]);

    const asked = await ask("How do you say Aoife?");
    expect(asked.status, asked.text).toBe(200);
    const question = asked.body.questions.at(-1)!;
    const mailId = `question-asked-${question.id}`;
    expect((await stackDb().collection("mail").doc(mailId).get()).exists).toBe(true);
    const pushId = `${orderId}-push-${mailId}`;
    expect((await settled(pushId)).get("state")).toBe("done");

    const pushes = pushService.receivedBy("customer-phone");
    expect(pushService.problems).toEqual([]);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.payload).toEqual({
      title: `${maker.name} asked you a question`,
      body: "How do you say Aoife?",
      url: `/dashboard/orders/${orderId}`,
      tag: `order-${orderId}`,
    });
    expect(pushes[0]?.vapidPublicKey).toBe(publicKey);
    expect(pushes[0]?.claims.aud).toBe(pushService.origin);
    expect(pushes[0]?.claims.sub).toMatch(/^mailto:/);
    expect(pushes[0]?.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // The task delivered again, and the sweep: the follow-up is done, nothing is sent twice.
    expect(await deliverFollowUpTask(pushId)).toBeLessThan(300);
    await runScheduled(SWEEP);
    expect(pushService.receivedBy("customer-phone").map((push) => (push.payload as { body: string }).body)).toEqual([
      "How do you say Aoife?",
    ]);
  });

  it("a device whose subscription expired (410) is deleted, and the other devices still get the push", async () => {
    const gone = pushService.device("customer-old-tablet", 410);
    expect((await subscribe(customer.token, gone.subscription)).status).toBe(204);
    const asked = await ask("Is the dog called Bran?");
    expect(asked.status, asked.text).toBe(200);
    const pushId = `${orderId}-push-question-asked-${asked.body.questions.at(-1)!.id}`;
    const done = await settled(pushId);
    expect(done.get("state")).toBe("done");
    expect(done.get("outcome")).toBe("sent to 1 device(s), 1 expired and removed");
    expect(await subscriptionsOf(customer.uid)).toEqual([`${pushService.origin}/push/customer-phone`]);
    expect(pushService.receivedBy("customer-phone").map((push) => (push.payload as { body: string }).body)).toEqual([
      "How do you say Aoife?",
      "Is the dog called Bran?",
    ]);
  });

  it("a push service that is down is tried a bounded number of times, then given up; the email went anyway", async () => {
    const studioPhone = pushService.device("artist-phone", 503);
    expect((await subscribe(maker.idToken, studioPhone.subscription)).status).toBe(204);
    const thread = await api<QuestionThread>(`/api/orders/${orderId}/questions`, { token: customer.token });
    const open = thread.body.questions.find((question) => !question.answer)!;
    const answered = await api(`/api/orders/${orderId}/questions/${open.id}/answer`, {
      method: "POST",
      token: customer.token,
      body: { text: "AY-fa" },
    });
    expect(answered.status, answered.text).toBe(200);
    const mailId = `question-answered-${open.id}`;
    expect((await stackDb().collection("mail").doc(mailId).get()).get("to")).toBe(maker.email);
    const pushId = `${orderId}-push-${mailId}`;

    // The sweep counts each failed run; the kind's policy allows five.
    for (let sweep = 0; sweep < 5 && (await followUp(pushId)).get("state") === "pending"; sweep += 1)
      await runScheduled(SWEEP);
    const failed = await settled(pushId, ["failed"], 5_000);
    expect(failed.get("failedRuns")).toBe(5);
    expect(String(failed.get("lastError"))).toContain("HTTP 503");
    await runScheduled(SWEEP);
    expect((await followUp(pushId)).get("failedRuns")).toBe(5);
    expect(pushService.receivedBy("artist-phone")).toHaveLength(0);
    // The device is kept: a service down is not a subscription gone.
    expect(await subscriptionsOf(maker.uid)).toEqual([studioPhone.subscription.endpoint]);
  });

  it("a device stops receiving when its user turns it off or signs out", async () => {
    const removed = await api("/api/push-subscriptions/remove", {
      method: "POST",
      token: customer.token,
      body: { endpoint: `${pushService.origin}/push/customer-phone` },
    });
    expect(removed.status).toBe(204);
    expect(await subscriptionsOf(customer.uid)).toEqual([]);
    // Another user cannot remove the artist's device.
    await api("/api/push-subscriptions/remove", {
      method: "POST",
      token: customer.token,
      body: { endpoint: `${pushService.origin}/push/artist-phone` },
    });
    expect(await subscriptionsOf(maker.uid)).toHaveLength(1);
  });

  it("a device another account holds is refused, not moved, until that account signs out there", async () => {
    const shared = pushService.device("shared-phone");
    expect((await subscribe(maker.idToken, shared.subscription)).status).toBe(204);
    const taken = await subscribe(customer.token, shared.subscription);
    expect(taken.status).toBe(409);
    expect(taken.body.error?.fields).toEqual({ endpoint: WEB_PUSH_MESSAGES.endpointTaken });
    expect(await subscriptionsOf(maker.uid)).toContain(shared.subscription.endpoint);
    expect(await subscriptionsOf(customer.uid)).toEqual([]);
    // Signing out releases it (the app forgets the device): the phone changes hands.
    const endpoint = { endpoint: shared.subscription.endpoint };
    expect(
      (await api("/api/push-subscriptions/remove", { method: "POST", token: maker.idToken, body: endpoint })).status,
    ).toBe(204);
    expect((await subscribe(customer.token, shared.subscription)).status).toBe(204);
    expect(await subscriptionsOf(customer.uid)).toEqual([shared.subscription.endpoint]);
  });

  it("the switch learns whether the server still sends to the device: not once its push service said it is gone", async () => {
    const check = (endpoint: string) =>
      api<PushDeviceState>("/api/push-subscriptions/check", {
        method: "POST",
        token: customer.token,
        body: { endpoint },
      });
    expect((await check(`${pushService.origin}/push/shared-phone`)).body).toEqual({ subscribed: true });
    // The old tablet's push service answered 410 above: the server dropped it.
    expect((await check(`${pushService.origin}/push/customer-old-tablet`)).body).toEqual({ subscribed: false });
    // Another user's device is not this user's.
    expect(
      (
        await api<PushDeviceState>("/api/push-subscriptions/check", {
          method: "POST",
          token: maker.idToken,
          body: { endpoint: `${pushService.origin}/push/shared-phone` },
        })
      ).body,
    ).toEqual({ subscribed: false });
  });

  it("a subscription the browser replaced is kept for the same user on the old one's secret, and refused without it", async () => {
    const oldEndpoint = `${pushService.origin}/push/shared-phone`;
    const renewed = pushService.device("shared-phone-renewed");
    const renew = (oldAuth: string) =>
      api("/api/push-subscriptions/renew", {
        method: "POST",
        body: { oldEndpoint, oldAuth, subscription: renewed.subscription },
      });
    // The old device's record still holds the keys it was subscribed with: a guessed secret moves nothing.
    expect((await renew("A".repeat(22))).status).toBe(404);
    const stored = await stackDb().collection("pushSubscriptions").where("uid", "==", customer.uid).get();
    const oldAuth = stored.docs[0]!.get("keys.auth") as string;
    expect((await renew(oldAuth)).status).toBe(204);
    expect(await subscriptionsOf(customer.uid)).toEqual([renewed.subscription.endpoint]);
    // Told again, the old one is gone: nothing more changes.
    expect((await renew(oldAuth)).status).toBe(404);
    const elsewhere = await api("/api/push-subscriptions/renew", {
      method: "POST",
      body: {
        oldEndpoint: renewed.subscription.endpoint,
        oldAuth: renewed.subscription.keys.auth,
        subscription: { ...renewed.subscription, endpoint: "https://127.0.0.2/push/x" },
      },
    });
    expect(elsewhere.status).toBe(400);
    expect(await subscriptionsOf(customer.uid)).toEqual([renewed.subscription.endpoint]);
  });
});
