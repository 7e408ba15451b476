import { DATA_EXPORT_LINK_DAYS, DAYS_MS, accountFollowUpKey } from "@songs/domain";
import { mailQueue } from "../adapters/mail/mailQueue";
import { runTransaction } from "../adapters/firestore/transactions";
import { followUps, type FollowUpOf } from "../followUps";
import { privacyMessages } from "../notifications";
import type { AccountContext, CopyContext, DataCopy, DeclaredCollection, OrderPage } from "../platform/dataMap";
import { accountContextOf, forEachOrderPage, type PrivacyDependencies } from "./accountErasure";
import { DATA_EXPORTS_BUCKET } from "./dataExportBucket";
import { privacyRecords } from "./privacyRecords";

/** How long the file's link and the links inside it work: Cloud Storage signs for at most 7 days, a minute is left for the clock. */
const LINK_TTL_SECONDS = DATA_EXPORT_LINK_DAYS * 24 * 60 * 60 - 60;

type OrderCopy = Extract<DataCopy, { of: "orders" }>;

/** Each order of a page as the copy holds it: its own fields, and each capability's field beside them (null when it has none). */
async function copiedOrders(account: CopyContext, page: OrderPage, copies: readonly OrderCopy[]): Promise<unknown[]> {
  const read = await Promise.all(copies.map((copy) => copy.read(account, page)));
  return page.ids.map((id) => {
    const order: Record<string, unknown> = {};
    copies.forEach((copy, index) => {
      const value = read[index]?.get(id);
      if (copy.field) order[copy.field] = value ?? null;
      else Object.assign(order, value);
    });
    return order;
  });
}

/** What the capabilities declare a person's copy holds: fields from the account, and fields of each order. */
function copiesOf(dataMap: readonly DeclaredCollection[]) {
  const copies = dataMap.map(({ copy }) => copy);
  return {
    account: copies.flatMap((copy) => (copy.of === "account" ? [copy] : [])),
    orders: copies.flatMap((copy) => (copy.of === "orders" ? [copy] : [])),
  };
}

/**
 * Builds the person's copy of their data from what each capability declares it holds (their
 * profile and devices; every order with its story, deliverables, questions and answers, gift and
 * review; links to their songs and voice notes), stores it as JSON in a private bucket and emails a
 * link valid 7 days, in the transaction that marks the follow-up done. The orders are read 100 at a time.
 */
export async function buildDataExport(
  deps: PrivacyDependencies,
  record: FollowUpOf<"build_data_export">,
): Promise<void> {
  const { db } = deps;
  const { uid, requestedAt } = record.action;
  const { email, artistId } = await deps.auth.getUser(uid).then(
    (user) => ({
      email: user.email ?? null,
      artistId: typeof user.customClaims?.artistId === "string" ? user.customClaims.artistId : null,
    }),
    () => ({ email: null, artistId: null }),
  );
  if (!email) {
    await followUps(db).close(record.id, "the account is gone");
    return;
  }
  const account: CopyContext = {
    ...accountContextOf(deps, { uid, email, artistId }),
    link: (bucket, path) => deps.blobs.signedReadUrl(bucket, path, LINK_TTL_SECONDS),
  };
  const copies = copiesOf(deps.dataMap);
  const orders: unknown[] = [];
  await forEachOrderPage(db, uid, async (page) => {
    orders.push(...(await copiedOrders(account, page, copies.orders)));
  });
  const fields = await Promise.all(copies.account.map(async (copy) => [copy.field, await copy.read(account)] as const));
  const file = {
    exportedAt: new Date().toISOString(),
    linksValidUntil: new Date(Date.now() + LINK_TTL_SECONDS * 1000).toISOString(),
    account: { uid, email },
    ...Object.fromEntries(fields),
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
        mail: privacyMessages.dataExportReady(email, url, expiresAt),
        about: { uid, key: accountFollowUpKey(uid) },
      },
    ]);
    mail.write();
    followUps(db).markDone(transaction, record.id, "export emailed");
  });
  await privacyRecords(db).recordExportReady(uid, path, expiresAt);
}

/** Deletes the person's last copy of their data, its file and its record (an account's deletion); nothing when none was made. */
export async function forgetDataExports({ db, blobs, uid }: AccountContext): Promise<void> {
  const path = await privacyRecords(db).exportPath(uid);
  if (path) await blobs.delete(DATA_EXPORTS_BUCKET, path);
  await privacyRecords(db).forgetExports(uid);
}
