import { requestLog } from "../http/requestLog";
import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import {
  accountFollowUpKey,
  followUpDueAt,
  followUpOf,
  type FollowUp,
  type FollowUpActionOf,
  type FollowUpDueFacts,
} from "@songs/domain";
import { disputes } from "../disputes";
import { followUps, type FollowUpOf } from "../followUps";
import { forgetOrderFiles, orderReads } from "../orders";
import type { FollowUpDependencies } from "../platform/capability";
import type { AccountContext, DeclaredCollection, EachOrderPage, OrderPage } from "../platform/dataMap";
import { runTransaction } from "../adapters/firestore/transactions";
import { privacyRecords } from "./privacyRecords";

/** What a person's data requests reach: the follow-ups' dependencies, the data map among them. */
export type PrivacyDependencies = Pick<
  FollowUpDependencies,
  "db" | "auth" | "blobs" | "stripe" | "siteUrl" | "dataMap"
>;

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

/** The account a person's data request is for, with what its steps reach (named one by one: the dependencies hold more). */
export function accountContextOf(
  deps: PrivacyDependencies,
  account: Pick<AccountContext, "uid" | "email" | "artistId">,
): AccountContext {
  const { db, auth, blobs, stripe, siteUrl } = deps;
  return { db, auth, blobs, stripe, siteUrl, uid: account.uid, email: account.email, artistId: account.artistId };
}

/** Every order of the customer, a page at a time (pages of 100 by id: no index, bounded reads). */
export async function forEachOrderPage(
  db: Firestore,
  uid: string,
  visit: (page: OrderPage) => Promise<void>,
): Promise<void> {
  const orders = orderReads(db);
  let after: OrderPage["snapshots"][number] | undefined;
  do {
    const page = await orders.sweepByCustomer(uid, after);
    if (page.snapshots.length > 0) await visit({ ids: page.snapshots.map(({ id }) => id), snapshots: page.snapshots });
    after = page.last;
  } while (after);
}

/**
 * The erasure steps the capabilities declare for their collections (the data map), by when they
 * run, each list in the order of the capabilities' list: on the account, on each page of its
 * orders, once delivered, and finally.
 */
export function erasureSteps(dataMap: readonly DeclaredCollection[]) {
  const steps = dataMap.flatMap(({ erasure }) => ("step" in erasure ? [erasure.step] : []));
  return {
    account: steps.flatMap((step) => (step.of === "account" ? [step.run] : [])),
    orders: steps.flatMap((step) => (step.of === "orders" ? [step.run] : [])),
    delivered: steps.flatMap((step) => (step.of === "delivered" ? [step.run] : [])),
    finally: steps.flatMap((step) => (step.of === "finally" ? [step.run] : [])),
  };
}

/** A deleted account's follow-ups that look again later (its files, its emails): one per moment. */
type LookAgainKind = "purge_account_files" | "forget_account_mail";

/** The deleted account's follow-up of `kind`, due when its row says from `about`; its moment is also in its id. */
function lookAgain<Kind extends LookAgainKind>(kind: Kind, uid: string, about: FollowUpDueFacts<Kind>): FollowUp {
  const notBefore = followUpDueAt(kind, about);
  const action = { kind, uid, notBefore } as FollowUpActionOf<LookAgainKind>;
  return followUpOf(accountFollowUpKey(uid), action, about as FollowUpDueFacts<LookAgainKind>);
}

/**
 * The follow-up that deletes a deleted account's files, due as its row says: 30 days after the
 * deletion, or a week after a look that found a refund open.
 */
export const filesFollowUp = (uid: string, about: FollowUpDueFacts<"purge_account_files">): FollowUp =>
  lookAgain("purge_account_files", uid, about);

/** Writes `later` and, in the same transaction, marks the run that found the wait done with `outcome`. */
async function writeLater(db: Firestore, later: FollowUp, done?: { id: string; outcome: string }): Promise<void> {
  await runTransaction(db, async (transaction) => {
    const write = await followUps(db).prepareCreate(transaction, [later]);
    write();
    if (done) followUps(db).markDone(transaction, done.id, done.outcome);
  });
}

/**
 * The steps that wait for deliveries (the account's emails), over the account and every page of
 * its orders: how many still wait to go, and the follow-up that looks again (none when none waits).
 */
async function eraseDelivered(
  account: AccountContext,
  steps: ReturnType<typeof erasureSteps>["delivered"],
): Promise<{ waiting: number; later: FollowUp | null }> {
  const eachOrderPage: EachOrderPage = (visit) => forEachOrderPage(account.db, account.uid, visit);
  let waiting = 0;
  for (const erase of steps) waiting += await erase(account, eachOrderPage);
  const later = waiting > 0 ? lookAgain("forget_account_mail", account.uid, { unsentAt: new Date() }) : null;
  return { waiting, later };
}

/**
 * An account's deletion, a workflow over the capabilities' declared erasures, each step
 * idempotent so a run stopped anywhere is finished by the next: the sign-in first (never a login
 * left without its data), then every erasure of the account's records (its profile, devices, push
 * subscriptions, checkout records, the names on its fraud alerts, its messages to support found by
 * its email, ...), every erasure of what each page of its orders holds of the person (their gifts,
 * questions and voice notes, news; the orders kept without personal fields; reviews renamed "A
 * customer"), their emails once delivered (a follow-up looks again for those still on their way),
 * the Stripe customers of its email, and finally the deletion's own record forgets the email.
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
  const account = accountContextOf(deps, deletion);
  const steps = erasureSteps(deps.dataMap);
  for (const erase of steps.account) await erase(account);
  await forEachOrderPage(db, uid, async (page) => {
    for (const erase of steps.orders) await erase(account, page);
  });
  const { later } = await eraseDelivered(account, steps.delivered);
  if (later) await writeLater(db, later);
  const stripeCustomers = deletion.email ? await deleteStripeCustomers(deps.stripe, deletion.email) : 0;
  for (const erase of steps.finally) await erase(account);
  await followUps(db).close(record.id, `erased (${stripeCustomers} Stripe customers deleted)`);
}

/**
 * The deleted account's songs and files, once their 30 days are over: every order's files are
 * deleted, except those of an order with a refund or a dispute open (the song proves its delivery
 * to the bank), which wait: a new follow-up checks them again a week later.
 */
export async function purgeAccountFiles(
  deps: PrivacyDependencies,
  record: FollowUpOf<"purge_account_files">,
): Promise<void> {
  const { db } = deps;
  const { uid } = record.action;
  let waiting = 0;
  await forEachOrderPage(db, uid, async ({ snapshots }) => {
    const disputed = await disputes(db).openAmong(snapshots.map((snapshot) => snapshot.id));
    for (const snapshot of snapshots) {
      if (snapshot.get("filesDeletedAt")) continue;
      if (disputed.has(snapshot.id) || !(await forgetOrderFiles(snapshot, deps.blobs))) waiting += 1;
    }
  });
  if (waiting > 0) {
    await writeLater(db, filesFollowUp(uid, { refundOpenAt: new Date() }), {
      id: record.id,
      outcome: `${waiting} orders with a refund or dispute open wait`,
    });
    requestLog.info("A deleted account's files wait for open refunds or disputes", { uid, waiting });
    return;
  }
  await privacyRecords(db).markFilesDeleted(uid);
  await followUps(db).close(record.id, "files deleted");
}

/**
 * The deleted account's emails that were still on their way when its data was erased: the steps
 * that wait for deliveries run again (without the email: the deletion's record forgot it; the
 * emails to it are found by the account's uid and its orders); while some still wait, another
 * look is written in the transaction that closes this one.
 */
export async function forgetUnsentAccountMail(
  deps: PrivacyDependencies,
  record: FollowUpOf<"forget_account_mail">,
): Promise<void> {
  const { db } = deps;
  const { uid } = record.action;
  const deletion = await privacyRecords(db).deletion(uid);
  const account = accountContextOf(deps, { uid, email: null, artistId: deletion?.artistId ?? null });
  const { waiting, later } = await eraseDelivered(account, erasureSteps(deps.dataMap).delivered);
  if (later) await writeLater(db, later, { id: record.id, outcome: `${waiting} emails still wait to go` });
  else await followUps(db).close(record.id, "emails deleted");
}
