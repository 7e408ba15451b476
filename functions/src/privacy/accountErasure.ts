import { requestLog } from "../http/requestLog";
import type { Auth } from "firebase-admin/auth";
import type { Firestore, QueryDocumentSnapshot, Transaction } from "firebase-admin/firestore";
import type Stripe from "stripe";
import {
  accountFollowUpKey,
  DAYS_MS,
  followUpId,
  OPEN_REFUND_RECHECK_DAYS,
  UNSENT_MAIL_RECHECK_MINUTES,
  type FollowUpActionOf,
} from "@songs/domain";
import type { BlobStore } from "../adapters/blobs/BlobStore";
import { users } from "../account";
import { artistAccounts } from "../artistAccounts";
import { mailErasure } from "../adapters/mail/mailErasure";
import { checkoutSessions } from "../checkout";
import { contactMessageErasure } from "../contact";
import { followUps, type FollowUpOf } from "../followUps";
import { giftErasure } from "../gifts";
import { orderNews } from "../orderNews";
import { eraseCustomerFields, forgetOrderFiles, orderReads } from "../orders";
import { questionErasure } from "../questions";
import { reviewErasure } from "../reviews";
import { forgetDevices, fraudAlerts } from "../security";
import { pushSubscriptionErasure } from "../webPush";
import { runTransaction } from "../adapters/firestore/transactions";
import { DATA_EXPORTS_BUCKET } from "./dataExportBucket";
import { privacyRecords } from "./privacyRecords";

export interface PrivacyDependencies {
  db: Firestore;
  auth: Auth;
  blobs: BlobStore;
  stripe: Stripe;
  siteUrl: string;
}

const errorCode = (error: unknown): unknown =>
  typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;

/** Deletes the sign-in (and with it every session: its tokens no longer verify); nothing when it is gone already. */
async function deleteSignIn(auth: Auth, uid: string): Promise<void> {
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if (errorCode(error) !== "auth/user-not-found") throw error;
  }
}

/**
 * Deletes the Stripe customers of the email (the marketplace's checkouts make none, but one made
 * in Stripe's dashboard, or by a later checkout, holds the same person): Stripe keeps the payments
 * themselves for its own legal duties.
 */
async function deleteStripeCustomers(stripe: Stripe, email: string): Promise<number> {
  const found = await stripe.customers.list({ email, limit: 100 });
  for (const customer of found.data) {
    try {
      await stripe.customers.del(customer.id);
    } catch (error) {
      if (errorCode(error) !== "resource_missing") throw error;
    }
  }
  return found.data.length;
}

/** Every order of the customer, a page at a time (pages of 100 by id: no index, bounded reads). */
async function forEachOrderPage(
  db: Firestore,
  uid: string,
  visit: (snapshots: QueryDocumentSnapshot[]) => Promise<void>,
): Promise<void> {
  const orders = orderReads(db);
  let after: QueryDocumentSnapshot | undefined;
  do {
    const page = await orders.sweepByCustomer(uid, after);
    if (page.snapshots.length > 0) await visit(page.snapshots);
    after = page.last;
  } while (after);
}

/**
 * The deletion's work, each step idempotent so a run stopped anywhere is finished by the next: the
 * sign-in first (never a login left without its data), then the profile, devices (those signed in
 * from, those notified), checkout records, their data export, the names on their fraud alerts,
 * their messages to support, what the orders hold of the person (their gifts, questions and voice
 * notes, news; the orders themselves kept without personal fields; reviews renamed "A customer"),
 * their emails once delivered, the Stripe customer, and the record forgets the email.
 */
export async function eraseAccount(deps: PrivacyDependencies, record: FollowUpOf<"erase_account">): Promise<void> {
  const { db } = deps;
  const { uid } = record.action;
  const deletion = await privacyRecords(db).deletion(uid);
  if (!deletion || deletion.state !== "erasing") {
    await followUps(db).close(record.id, deletion ? "erased before" : "no deletion recorded");
    return;
  }
  await deleteSignIn(deps.auth, uid);
  await users(db).deleteProfile(uid);
  // An artist's account is unlinked from their profile (offers and emails no longer go to it); the profile and ledger stay.
  if (deletion.artistId) {
    const link = await artistAccounts(db).get(deletion.artistId);
    if (link?.uid === uid) await artistAccounts(db).delete(deletion.artistId);
  }
  await forgetDevices(db, uid);
  await pushSubscriptionErasure(db).forget(uid);
  await checkoutSessions(db).forgetOf(uid);
  const exportPath = await privacyRecords(db).exportPath(uid);
  if (exportPath) await deps.blobs.delete(DATA_EXPORTS_BUCKET, exportPath);
  await privacyRecords(db).forgetExports(uid);
  await fraudAlerts(db).forgetNamesOf(uid);
  if (deletion.email) await contactMessageErasure(db).forget(deletion.email);
  await forEachOrderPage(db, uid, async (snapshots) => {
    const ids = snapshots.map((snapshot) => snapshot.id);
    await giftErasure(db).forget(ids);
    await reviewErasure(db).anonymise(ids);
    await orderNews(db).forget(ids);
    for (const id of ids) await questionErasure(db).forget(id, deps.blobs);
    await eraseCustomerFields(db, snapshots);
  });
  await forgetAccountMail(db, uid, deletion.email);
  const stripeCustomers = deletion.email ? await deleteStripeCustomers(deps.stripe, deletion.email) : 0;
  await privacyRecords(db).markErased(uid);
  await followUps(db).close(record.id, `erased (${stripeCustomers} Stripe customers deleted)`);
}

/**
 * The read step of writing a deleted account's follow-up that looks again at `notBefore`; its write
 * goes in `transaction`.
 */
function prepareLater(
  db: Firestore,
  transaction: Transaction,
  action: FollowUpActionOf<"purge_account_files" | "forget_account_mail">,
): Promise<() => void> {
  const key = accountFollowUpKey(action.uid);
  return followUps(db).prepareCreate(transaction, [
    { id: followUpId(key, action), orderId: key, dueAt: action.notBefore, action },
  ]);
}

/**
 * The deleted account's songs and files, once their 30 days are over: every order's files are
 * deleted, except those of an order with a refund open, which wait: a new follow-up checks them
 * again a week later.
 */
export async function purgeAccountFiles(
  deps: PrivacyDependencies,
  record: FollowUpOf<"purge_account_files">,
): Promise<void> {
  const { db } = deps;
  const { uid } = record.action;
  let waiting = 0;
  await forEachOrderPage(db, uid, async (snapshots) => {
    for (const snapshot of snapshots) {
      if (snapshot.get("filesDeletedAt")) continue;
      if (!(await forgetOrderFiles(snapshot, deps.blobs))) waiting += 1;
    }
  });
  if (waiting > 0) {
    const notBefore = new Date(Date.now() + DAYS_MS(OPEN_REFUND_RECHECK_DAYS));
    await runTransaction(db, async (transaction) => {
      (await prepareLater(db, transaction, { kind: "purge_account_files", uid, notBefore }))();
      followUps(db).markDone(transaction, record.id, `${waiting} orders with a refund open wait`);
    });
    requestLog.info("A deleted account's files wait for open refunds", { uid, waiting });
    return;
  }
  await privacyRecords(db).markFilesDeleted(uid);
  await followUps(db).close(record.id, "files deleted");
}

/**
 * The deleted account's emails (to or from its address, about the account, about its orders,
 * whoever they went to), deleted once the Trigger Email extension is done with them. While some
 * still wait to go (the deletion's own confirmation, queued moments before), a follow-up looks
 * again UNSENT_MAIL_RECHECK_MINUTES later.
 */
async function forgetAccountMail(db: Firestore, uid: string, email: string | null): Promise<number> {
  let unsent = await mailErasure(db).forgetOf({ uid, email });
  await forEachOrderPage(db, uid, async (snapshots) => {
    unsent += await mailErasure(db).forgetAbout(snapshots.map((snapshot) => snapshot.id));
  });
  if (unsent > 0) {
    const notBefore = new Date(Date.now() + UNSENT_MAIL_RECHECK_MINUTES * 60_000);
    await runTransaction(db, async (transaction) =>
      (await prepareLater(db, transaction, { kind: "forget_account_mail", uid, notBefore }))(),
    );
  }
  return unsent;
}

/** The deleted account's emails that were still waiting to go: deleted now if delivered, else looked at again later. */
export async function forgetUnsentAccountMail(
  deps: PrivacyDependencies,
  record: FollowUpOf<"forget_account_mail">,
): Promise<void> {
  const unsent = await forgetAccountMail(deps.db, record.action.uid, null);
  await followUps(deps.db).close(record.id, unsent > 0 ? `${unsent} emails still wait to go` : "emails deleted");
}
