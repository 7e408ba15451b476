import type Stripe from "stripe";
import { getAuth } from "firebase-admin/auth";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import {
  accountFollowUpKey,
  ACCOUNT_PRIVACY_MESSAGES,
  ANONYMOUS_REVIEWER_NAME,
  DELETED_CUSTOMER_LABEL,
  filesDeletedOn,
  formatDay,
  followUpId,
  studioQueueSchema,
  type AdminOrderDetails,
} from "@songs/domain";
import { runTransaction } from "../../functions/src/adapters/firestore/transactions";
import { followUps } from "../../functions/src/followUps";
import { cancelOrdersBeingMade } from "../../functions/src/orders/orderLifecycle";
import { privacyRecords } from "../../functions/src/privacy/privacyRecords";
import { stackAdminApp, suiteAdmin } from "../support/adminSession";
import { api, attemptSignIn, postAs, runScheduled, signIn } from "../support/api";
import { eventually, localStripe, newCustomer, stackDb, type Customer } from "../support/checkout";
import { createCompletedOrder, fetchFile } from "../support/customerOrders";
import { bringFollowUpDue, followUpsOf, SWEEP } from "../support/lifecycleTime";
import { orderDoc, paidOrder, studioArtist } from "../support/paidOrders";
import { createTestUser } from "../support/users";
import {
  askToDelete,
  deletionOf,
  hasSignIn,
  mailOfAccountDuring,
  signInFromMinutesAgo,
  type ErrorAnswer,
} from "../support/privacy";
import { runFollowUpWith } from "../support/followUpRuns";

/**
 * Deleting one's account on the stack: a recent sign-in, then the sign-in, profile and devices go
 * at once; the orders stay without personal fields (admins see "Deleted customer"); reviews stay as
 * "A customer"; the Stripe customer is deleted; the songs go 30 days later. Twice answers the
 * same; a deletion stopped halfway is finished by the sweep; an artist holding work is refused.
 */

const SLOW = { timeout: 240_000 };
const admin = suiteAdmin();

async function reviewed(customer: Customer, orderId: string): Promise<void> {
  const review = await postAs(`/api/reviews`, customer.token, {
    orderId,
    customerName: "Ada Lovelace",
    rating: 5,
    comment: "We all cried, in the best way.",
  });
  expect(review.status, review.text).toBeLessThan(300);
}

describe("deleting one's account", SLOW, () => {
  it("deletes the sign-in, profile and devices at once, keeps the orders without personal fields, and the song file 30 days", async () => {
    const customer = await newCustomer("leaver");
    const paidId = await paidOrder(customer, {
      recipientName: "Grandma Rose",
      story: "She taught me to bake bread on Sunday mornings.",
    });
    const songId = await createCompletedOrder(customer, { recipientName: "Rose Baker" });
    await reviewed(customer, songId);
    const stream = await postAs<{ url: string }>(`/api/orders/${songId}/stream`, customer.token);
    expect(stream.status, stream.text).toBe(200);
    expect((await fetchFile(stream.body.url)).status).toBe(200);
    const stripeCustomer = await localStripe().customers.create({ email: customer.email, name: "Ada Lovelace" });
    await stackDb()
      .collection("knownDevices")
      .doc(`${customer.uid}_test`)
      .set({ uid: customer.uid, ip: customer.ip, userAgent: "test", createdAt: Timestamp.now() });

    const { result: deleted, mails } = await mailOfAccountDuring(customer.uid, () => askToDelete(customer.token));
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({
      message: ACCOUNT_PRIVACY_MESSAGES.deleted,
      filesDeletedOn: filesDeletedOn(new Date()),
    });

    // At once: no sign-in, no profile, no devices; the confirmation went to the address.
    expect(await hasSignIn(customer.uid)).toBe(false);
    expect((await attemptSignIn(customer.email, customer.password)).ok).toBe(false);
    expect((await stackDb().collection("users").doc(customer.uid).get()).exists).toBe(false);
    expect((await stackDb().collection("knownDevices").where("uid", "==", customer.uid).get()).size).toBe(0);
    // The confirmation went to the address, and is deleted once delivered (by the deletion, or
    // when it was still on its way, by the follow-up that looks again ten minutes later).
    const mail = mails.get(`account-deleted-${customer.uid}`);
    expect(mail?.to).toBe(customer.email);
    expect(mail?.message.text).toContain(`deleted on ${formatDay(filesDeletedOn(new Date()))}`);
    const lookAgain = await stackDb()
      .collection("followUps")
      .where("orderId", "==", accountFollowUpKey(customer.uid))
      .where("kind", "==", "forget_account_mail")
      .get();
    for (const doc of lookAgain.docs) await bringFollowUpDue(doc.id);
    await runScheduled(SWEEP);
    expect((await stackDb().collection("mail").where("uid", "==", customer.uid).get()).size).toBe(0);
    expect(await deletionOf(customer.uid)).toMatchObject({ state: "erased", email: null });

    // The orders stay for the accounts, with nothing personal; the admins see "Deleted customer".
    for (const orderId of [paidId, songId]) {
      const order = (await orderDoc(orderId).get()).data() ?? {};
      expect(order).toMatchObject({
        customerDeleted: true,
        customerEmail: null,
        recipientName: "",
        story: "",
        keyMoments: "",
        shippingAddress: null,
      });
      expect(JSON.stringify(order.searchTerms)).not.toContain(customer.email.split("@")[0]);
      expect(JSON.stringify(order)).not.toMatch(/Grandma|Rose|bread/);
      const seen = await api<AdminOrderDetails>(`/api/admin/orders/${orderId}`, { token: admin.idToken });
      expect(seen.status, seen.text).toBe(200);
      expect(seen.body).toMatchObject({
        customerName: DELETED_CUSTOMER_LABEL,
        customerEmail: null,
        recipientName: "",
        story: "",
      });
    }
    expect((await orderDoc(paidId).get()).get("totalCents")).toBeGreaterThan(0);
    expect((await stackDb().collection("reviews").doc(songId).get()).get("customerName")).toBe(ANONYMOUS_REVIEWER_NAME);
    expect(await localStripe().customers.retrieve(stripeCustomer.id)).toMatchObject({
      id: stripeCustomer.id,
      deleted: true,
    });

    // The song stays 30 days, then the follow-up deletes it.
    expect((await fetchFile(stream.body.url)).status).toBe(200);
    const key = accountFollowUpKey(customer.uid);
    const purge = await stackDb()
      .collection("followUps")
      .where("orderId", "==", key)
      .where("kind", "==", "purge_account_files")
      .get();
    expect(purge.size).toBe(1);
    const dueAt = (purge.docs[0]!.get("dueAt") as Timestamp).toDate();
    expect(dueAt.toISOString().slice(0, 10)).toBe(filesDeletedOn(new Date()));
    await runScheduled(SWEEP);
    expect((await fetchFile(stream.body.url)).status).toBe(200);
    await purge.docs[0]!.ref.update({ dueAt: Timestamp.fromMillis(Date.now() - 1000) });
    await runScheduled(SWEEP);
    expect((await fetchFile(stream.body.url)).status).toBe(404);
    expect((await orderDoc(songId).get()).get("songPath")).toBeNull();
    expect(await deletionOf(customer.uid)).toMatchObject({ state: "files_deleted" });
  });

  it("cancels and refunds in full an order still being made: it leaves the artist's Offered queue at once", async () => {
    const [artist, customer] = await Promise.all([studioArtist(), newCustomer("open-order")]);
    const orderId = await paidOrder(customer, { artistId: artist.artistId, recipientName: "Aunt May" });
    const offered = async () =>
      studioQueueSchema
        .parse((await api(`/api/studio/orders?tab=offered`, { token: artist.idToken })).body)
        .orders.map(({ id }) => id);
    expect(await offered()).toContain(orderId);
    // The deletion dialog's count, said before: the order still being made.
    const open = await api<{ count: number }>(`/api/account/open-orders`, { token: customer.token });
    expect(open.status, open.text).toBe(200);
    expect(open.body).toEqual({ count: 1 });

    const deleted = await askToDelete(customer.token);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await offered()).not.toContain(orderId);
    const accepted = await postAs(`/api/studio/orders/${orderId}/accept`, artist.idToken);
    expect(accepted.status, accepted.text).toBe(409);

    // The refund's follow-up, written with the cancellation, gives back the whole payment.
    const refunded = await eventually(
      async () => (await orderDoc(orderId).get()).data() ?? {},
      (order) => order.pendingRefund === null && order.refundedCents > 0,
      "the deleted customer's refund",
    );
    expect(refunded).toMatchObject({ status: "cancelled", customerDeleted: true, recipientName: "" });
    expect(refunded.refundedCents).toBe(refunded.totalCents);

    // The erasure's step run again on the page (a deletion finished by the sweep) cancels nothing twice.
    expect(await cancelOrdersBeingMade({ db: stackDb(), siteUrl: "" }, [await orderDoc(orderId).get()])).toBe(0);
    await runScheduled(SWEEP);
    const history = await orderDoc(orderId).collection("statusHistory").get();
    const cancellations = history.docs.filter(
      (entry) => entry.get("from") !== "cancelled" && entry.get("to") === "cancelled",
    );
    expect(cancellations).toHaveLength(1);
    const refunds = [...(await followUpsOf(orderId)).values()].filter(({ kind }) => kind === "refund");
    expect(refunds).toHaveLength(1);
  });

  it("asks for the password again when the sign-in is older than 5 minutes, and deletes nothing", async () => {
    const stale = await signInFromMinutesAgo(10);
    const refused = await askToDelete(stale.token);
    expect(refused.status, refused.text).toBe(401);
    expect((refused.body as ErrorAnswer).error).toMatchObject({
      code: "recent_sign_in_required",
      message: ACCOUNT_PRIVACY_MESSAGES.reauthenticate,
    });
    expect(await hasSignIn(stale.uid)).toBe(true);
    expect(await deletionOf(stale.uid)).toBeUndefined();
    // The same account with a sign-in of a minute ago may.
    const fresh = await signInFromMinutesAgo(1);
    expect((await askToDelete(fresh.token)).status).toBe(200);
    expect(await hasSignIn(fresh.uid)).toBe(false);
  });

  it("refuses without the confirmation, signed out, and an admin's own account", async () => {
    const customer = await newCustomer();
    const unconfirmed = await postAs("/api/account/deletion", customer.token, {});
    expect(unconfirmed.status).toBe(400);
    expect((await api("/api/account/deletion", { method: "POST", body: { confirm: true } })).status).toBe(401);
    expect(await hasSignIn(customer.uid)).toBe(true);

    const admin = await createTestUser({ label: "admin" });
    await getAuth(stackAdminApp()).setCustomUserClaims(admin.uid, { admin: true });
    const refused = await askToDelete(await signIn(admin.email, admin.password));
    expect(refused.status, refused.text).toBe(403);
    expect((refused.body as ErrorAnswer).error?.message).toBe(ACCOUNT_PRIVACY_MESSAGES.adminAccount);
    expect(await hasSignIn(admin.uid)).toBe(true);
  });

  it("answers the same when asked twice at once, with one email and one record; afterwards the session is gone", async () => {
    const customer = await newCustomer();
    const {
      result: [first, second],
      mails,
    } = await mailOfAccountDuring(customer.uid, () =>
      Promise.all([askToDelete(customer.token), askToDelete(customer.token)]),
    );
    expect(first.status, first.text).toBe(200);
    expect(second.status, second.text).toBe(200);
    expect(second.body).toEqual(first.body);
    // Once the sign-in is deleted its tokens no longer verify on the emulator (the Admin SDK checks
    // the user there; in production a token still within its hour gets the same answer again).
    const third = await askToDelete(customer.token);
    expect(third.status).toBe(401);
    expect([...mails.keys()].filter((id) => id.startsWith("account-deleted-"))).toEqual([
      `account-deleted-${customer.uid}`,
    ]);
  });

  it("refuses an artist holding work in progress, with what to do first", async () => {
    const [artist, customer] = await Promise.all([studioArtist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: artist.artistId });
    expect((await postAs(`/api/studio/orders/${orderId}/accept`, artist.idToken)).status).toBe(200);
    const refused = await askToDelete(artist.idToken);
    expect(refused.status, refused.text).toBe(409);
    expect((refused.body as ErrorAnswer).error).toMatchObject({
      code: "artist_holds_work",
      message: ACCOUNT_PRIVACY_MESSAGES.artistHoldsWork,
    });
    expect(await hasSignIn(artist.uid)).toBe(true);
  });

  it("deletes an artist holding no work: the account is unlinked, the public profile stays", async () => {
    const artist = await studioArtist();
    const deleted = await askToDelete(artist.idToken);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await hasSignIn(artist.uid)).toBe(false);
    expect((await stackDb().collection("artistAccounts").doc(artist.artistId).get()).exists).toBe(false);
    expect((await stackDb().collection("artists").doc(artist.artistId).get()).exists).toBe(true);
  });

  it("finishes a deletion stopped halfway on the next sweep, never leaving a sign-in without its data", async () => {
    const customer = await newCustomer();
    const orderId = await paidOrder(customer, { recipientName: "Halfway Hal" });
    const stripeCustomer = await localStripe().customers.create({ email: customer.email });
    // What the request's transaction wrote, and a run of the work that died at Stripe.
    const db = stackDb();
    const now = new Date();
    const key = accountFollowUpKey(customer.uid);
    const erase = { kind: "erase_account" as const, uid: customer.uid };
    await runTransaction(db, async (transaction) => {
      followUps(db).createNew(transaction, [{ id: followUpId(key, erase), orderId: key, dueAt: now, action: erase }]);
      privacyRecords(db).recordDeletion(transaction, {
        uid: customer.uid,
        email: customer.email,
        emailHash: null,
        artistId: null,
        state: "erasing",
        requestedAt: now,
        filesDeletedOn: filesDeletedOn(now),
      });
    });
    const dying = {
      customers: { list: () => Promise.reject(new Error("the process was killed")) },
    } as unknown as Stripe;
    const killed = await runFollowUpWith(dying, followUpId(key, erase));
    expect(["Error: the process was killed", "done_before"]).toContain(killed);
    // The sign-in went first: nobody signs in to an account whose data is half gone.
    expect(await hasSignIn(customer.uid)).toBe(false);

    await runScheduled(SWEEP);
    expect(await deletionOf(customer.uid)).toMatchObject({ state: "erased", email: null });
    expect((await orderDoc(orderId).get()).get("recipientName")).toBe("");
    expect(await localStripe().customers.retrieve(stripeCustomer.id)).toMatchObject({ deleted: true });
    expect((await db.collection("followUps").doc(followUpId(key, erase)).get()).get("state")).toBe("done");
  });
});
