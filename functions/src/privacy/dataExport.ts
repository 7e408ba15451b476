import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { DATA_EXPORT_LINK_DAYS, DAYS_MS, accountFollowUpKey } from "@songs/domain";
import { mailQueue } from "../adapters/mail/mailQueue";
import { runTransaction } from "../adapters/firestore/transactions";
import { users } from "../account";
import { followUps, type FollowUpOf } from "../followUps";
import { giftErasure } from "../gifts";
import { privacyMessages } from "../notifications";
import { orderBrief, orderReads, ORDER_SONGS_BUCKET, type OrderRecord } from "../orders";
import { questionErasure, VOICE_NOTES_BUCKET } from "../questions";
import { reviewErasure } from "../reviews";
import { devicesOf } from "../security";
import type { PrivacyDependencies } from "./accountErasure";
import { DATA_EXPORTS_BUCKET } from "./dataExportBucket";
import { privacyRecords } from "./privacyRecords";

/** How long the file's link and the links inside it work: Cloud Storage signs for at most 7 days, a minute is left for the clock. */
const LINK_TTL_SECONDS = DATA_EXPORT_LINK_DAYS * 24 * 60 * 60 - 60;

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** One order as its customer's copy of their data holds it: what they told us, what they received, and what they said. */
async function exportedOrders(deps: PrivacyDependencies, snapshots: QueryDocumentSnapshot[], orders: OrderRecord[]) {
  const ids = orders.map((order) => order.id);
  const link = (bucket: string, path: string) => deps.blobs.signedReadUrl(bucket, path, LINK_TTL_SECONDS);
  const [gifts, reviews, threads] = await Promise.all([
    giftErasure(deps.db).exportOf(ids, deps.siteUrl),
    reviewErasure(deps.db).exportOf(ids),
    Promise.all(ids.map((id) => questionErasure(deps.db).threadOf(id))),
  ]);
  return Promise.all(
    orders.map(async (order, index) => ({
      id: order.id,
      createdAt: iso(order.createdAt),
      status: order.status,
      ...orderBrief(order),
      artistName: order.artistName,
      totalCents: order.totalCents,
      refundedCents: order.refundedCents,
      shippingAddress: order.shippingAddress,
      revisionRequests: order.revisions.map((revision) => ({
        note: revision.note,
        requestedAt: iso(revision.requestedAt),
      })),
      deliverables: {
        song: order.songPath ? await link(ORDER_SONGS_BUCKET, order.songPath) : null,
        instrumental: order.instrumental ? await link(ORDER_SONGS_BUCKET, order.instrumental.path) : null,
        lyrics: order.lyrics,
        shipments: order.shipments,
      },
      questions: await Promise.all(
        (threads[index] ?? []).map(async (question) => ({
          askedBy: question.askedBy.name,
          question: question.text,
          askedAt: iso(question.askedAt),
          answer: question.answer
            ? {
                text: question.answer.text,
                voiceNote: question.answer.voice ? await link(VOICE_NOTES_BUCKET, question.answer.voice.path) : null,
                answeredAt: iso(question.answer.answeredAt),
              }
            : null,
        })),
      ),
      gift: gifts.get(order.id) ?? null,
      review: reviews.get(order.id) ?? null,
      filesDeleted: snapshots[index]?.get("filesDeletedAt") ? true : false,
    })),
  );
}

/**
 * Builds the person's copy of their data (profile, every order with its story, deliverables,
 * questions and answers, gift and review, the devices they signed in from; links to their songs
 * and voice notes), stores it as JSON in a private bucket and emails a link valid 7 days, in the
 * transaction that marks the follow-up done. The orders are read 100 at a time.
 */
export async function buildDataExport(
  deps: PrivacyDependencies,
  record: FollowUpOf<"build_data_export">,
): Promise<void> {
  const { db } = deps;
  const { uid, requestedAt } = record.action;
  const email = await deps.auth.getUser(uid).then(
    (user) => user.email ?? null,
    () => null,
  );
  if (!email) {
    await followUps(db).close(record.id, "the account is gone");
    return;
  }
  const orders: unknown[] = [];
  const reads = orderReads(db);
  let after: QueryDocumentSnapshot | undefined;
  do {
    const page = await reads.sweepByCustomer(uid, after);
    orders.push(...(await exportedOrders(deps, page.snapshots, page.orders)));
    after = page.last;
  } while (after);
  const [profile, devices] = await Promise.all([users(db).exportOf(uid), devicesOf(db, uid)]);
  const file = {
    exportedAt: new Date().toISOString(),
    linksValidUntil: new Date(Date.now() + LINK_TTL_SECONDS * 1000).toISOString(),
    account: { uid, email },
    profile,
    devices,
    orders,
  };
  const path = `${uid}/${requestedAt.getTime()}.json`;
  await deps.blobs.write(DATA_EXPORTS_BUCKET, path, Buffer.from(JSON.stringify(file, null, 2)), "application/json");
  const url = await deps.blobs.signedReadUrl(DATA_EXPORTS_BUCKET, path, LINK_TTL_SECONDS);
  const expiresAt = new Date(Date.now() + DAYS_MS(DATA_EXPORT_LINK_DAYS));
  await runTransaction(db, async (transaction) => {
    const state = await followUps(db).read(transaction, record.id);
    if (state?.state !== "pending") return;
    const mail = await mailQueue(db).prepareOnce(transaction, [
      {
        id: `data-export-${uid}-${requestedAt.getTime()}`,
        mail: privacyMessages.dataExportReady(email, url, expiresAt.toISOString().slice(0, 10)),
        about: { uid, key: accountFollowUpKey(uid) },
      },
    ]);
    mail.write();
    followUps(db).markDone(transaction, record.id, "export emailed");
  });
  await privacyRecords(db).recordExportReady(uid, path, expiresAt);
}
