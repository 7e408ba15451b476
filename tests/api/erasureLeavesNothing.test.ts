import { randomBytes } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accountFollowUpKey, type QuestionThread } from "@songs/domain";
import { auditErasedAccounts, findingLines, type ErasedPerson } from "../../scripts/audit/privacyAudit";
import { PROJECT_ID } from "../../scripts/stack/startStack";
import { api, postAs, runScheduled, signIn } from "../support/api";
import { newCustomer, stackDb, uniqueIp, type Customer } from "../support/checkout";
import { deliverTestSong } from "../support/customerOrders";
import { bringGiftForward, giftRequest, giftToken, scheduleGift } from "../support/gifts";
import { SWEEP } from "../support/lifecycleTime";
import { paidOrder, studioArtist } from "../support/paidOrders";
import { askToDelete, deletionOf, emailHashOf, rememberForPrivacyAudit } from "../support/privacy";
import { startLocalPushService } from "../support/pushService/localPushService";

/**
 * Deleting an account leaves nothing personal behind: a customer who signed in (and once failed
 * to), turned on notifications on their phone, ordered a song, answered the artist's question,
 * sent the song as a gift that was opened and thanked for, reviewed it and wrote to support,
 * deletes their account; once the deletion's follow-ups have run, the privacy audit reads the
 * whole database and finds nothing that names them (their uid, their email, anything they wrote)
 * beyond what the retention table keeps on purpose.
 */

const SLOW = { timeout: 300_000 };
const DAY_MS = 24 * 60 * 60 * 1000;

let pushService: Awaited<ReturnType<typeof startLocalPushService>>;
beforeAll(async () => {
  pushService = await startLocalPushService();
});
afterAll(() => pushService?.close());

/** Words nobody else's data holds, so whatever the audit finds of them is this person's. */
// Letters only: seven digits in a row read as a phone number, which questions refuse.
const marker = () =>
  `Quill${randomBytes(5)
    .toString("hex")
    .replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!)}`;

/** Waits until every follow-up of `key` (an order, or `account-{uid}`) has run to its end. */
async function settled(key: string): Promise<void> {
  for (let round = 0; round < 40; round += 1) {
    const pending = await stackDb()
      .collection("followUps")
      .where("orderId", "==", key)
      .where("state", "==", "pending")
      .get();
    if (pending.empty) return;
    // What waits for a later time (the songs' deletion in 30 days, a mail not yet delivered) is made due now.
    await Promise.all(pending.docs.map((doc) => doc.ref.update({ dueAt: Timestamp.fromMillis(Date.now() - 1000) })));
    await runScheduled(SWEEP);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Follow-ups of ${key} are still pending`);
}

describe("an account's deletion", SLOW, () => {
  it("leaves nothing that names the person: no subscription, no sign-in record with their email, no text they wrote", async () => {
    const words = marker();
    const artist = await studioArtist();
    const customer: Customer = await newCustomer("forgotten");
    const person: ErasedPerson & { texts: string[] } = { uid: customer.uid, email: customer.email, texts: [] };
    const wrote = (text: string) => {
      person.texts.push(text);
      return text;
    };

    // A failed sign-in from their address (a security event and the pair's record), then their phone subscribes.
    const failure = await api("/api/account/login-failures", {
      method: "POST",
      body: { email: customer.email, failureReason: "auth/invalid-credential" },
      headers: { "X-Forwarded-For": customer.ip },
    });
    expect(failure.status, failure.text).toBe(200);
    const [phone, studioPhone] = [pushService.device(`phone-${words}`), pushService.device(`studio-${words}`)];
    for (const [token, device] of [
      [customer.token, phone],
      [artist.idToken, studioPhone],
    ] as const) {
      const subscribed = await api("/api/push-subscriptions", { method: "POST", token, body: device.subscription });
      expect(subscribed.status, subscribed.text).toBe(204);
    }

    // The order, the artist's question and the customer's answer (each notified on the other's phone).
    const orderId = await paidOrder(customer, {
      artistId: artist.artistId,
      recipientName: wrote(`Zelda ${words}`),
      story: wrote(`She hums ${words} while she gardens, every summer evening.`),
      keyMoments: wrote(`The ${words} picnic by the river`),
    });
    expect((await postAs(`/api/studio/orders/${orderId}/accept`, artist.idToken)).status).toBe(200);
    const asked = await api<QuestionThread>(`/api/studio/orders/${orderId}/questions`, {
      method: "POST",
      token: artist.idToken,
      body: { text: wrote(`Is it Zelda ${words} or Zel?`) },
    });
    expect(asked.status, asked.text).toBe(200);
    const questionId = asked.body.questions.at(-1)!.id;
    const answered = await api(`/api/orders/${orderId}/questions/${questionId}/answer`, {
      method: "POST",
      token: customer.token,
      body: { text: wrote(`Zelda, always ${words} in full`) },
    });
    expect(answered.status, answered.text).toBe(200);

    // The song, sent as a gift that is opened and thanked for; a review; a message to support.
    await deliverTestSong(orderId);
    const recipientEmail = wrote(`${words.toLowerCase()}@example.org`);
    const gift = await scheduleGift(
      customer.token,
      orderId,
      giftRequest(DAY_MS, {
        recipientEmail,
        senderName: wrote(`Auntie ${words}`),
        message: wrote(`Happy birthday from ${words}!`),
      }),
    );
    expect(gift.status, gift.text).toBe(200);
    await bringGiftForward(orderId);
    const giftPage = await giftToken(orderId);
    expect((await api(`/api/gifts/${giftPage}/opened`, { method: "POST", body: {} })).status).toBe(204);
    const thanks = await api(`/api/gifts/${giftPage}/thanks`, {
      method: "POST",
      body: { message: wrote(`Thank you, ${words}, I loved it`) },
      headers: { "X-Forwarded-For": uniqueIp() },
    });
    expect(thanks.status, thanks.text).toBe(200);
    const review = await postAs("/api/reviews", customer.token, {
      orderId,
      customerName: wrote(`Ada ${words}`),
      rating: 5,
      comment: wrote(`We all cried at ${words}, in the best way.`),
    });
    expect(review.status, review.text).toBeLessThan(300);
    const contact = await api("/api/contact", {
      method: "POST",
      body: {
        fullName: wrote(`Ada ${words}`),
        email: customer.email,
        phone: "555-0100",
        subject: "order_status",
        message: wrote(`Where is my ${words} song?`),
      },
      headers: { "X-Forwarded-For": uniqueIp() },
    });
    expect(contact.status, contact.text).toBeLessThan(300);
    await settled(orderId);
    // Each notification reached its phone with its words, composed when it was sent.
    const titles = (device: string) =>
      pushService.receivedBy(device).map((push) => (push.payload as { title: string }).title);
    expect(titles(phone.name)).toEqual(
      expect.arrayContaining([`${artist.name} asked you a question`, "Your song is ready", `Opened by Zelda ${words}`]),
    );
    expect(titles(studioPhone.name)).toEqual(
      expect.arrayContaining(["New song offer", "The customer answered your question"]),
    );
    rememberForPrivacyAudit(person);

    // The deletion, with a fresh sign-in (another sign-in record), and everything it leaves to follow-ups.
    const deleted = await askToDelete(await signIn(customer.email, customer.password));
    expect(deleted.status, deleted.text).toBe(200);
    // A follow-up being carried out by a sweep is not pending: look until the deletion reaches its end.
    for (let round = 0; round < 20 && (await deletionOf(customer.uid))?.state !== "files_deleted"; round += 1) {
      await settled(accountFollowUpKey(customer.uid));
      await settled(orderId);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(await deletionOf(customer.uid)).toMatchObject({ state: "files_deleted" });

    const audit = await auditErasedAccounts(
      { projectId: PROJECT_ID, emulatorHost: inject("firestoreHost") },
      [person],
      emailHashOf,
    );
    expect(audit.collections).toEqual(expect.arrayContaining(["securityEvents", "loginPairs", "mail", "followUps"]));
    expect(findingLines(audit.findings)).toEqual([]);
  });
});
