import {
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import {
  businessFactsOfChange,
  decide,
  isPackageKey,
  isPaidStatus,
  SYSTEM_ACTOR,
  type FollowUp,
  type OrderCommand,
  type RecordEffect,
  type Roster,
} from "@songs/domain";
import { businessDays } from "../business";
import { artists } from "../catalogue";
import { orderNews } from "../orderNews";
import { earnings } from "../earnings";
import { shareTransfers } from "../payouts";
import { orderNotices } from "../notifications";
import { outbox } from "../outbox";
import { followUps, type FollowUpState } from "../followUps";
import { refusalError } from "./commandCheck";
import { HttpError } from "../http/errors";
import type { BlobStore } from "../adapters/blobs/BlobStore";
import { anonymisedFields, orderFilePaths } from "./customerErasure";
import { downloads } from "./downloads";
import { ORDER_SONGS_BUCKET } from "./songFiles";
import { postalAddressOf } from "./fulfilmentRecord";
import { orderMails } from "./orderMail";
import {
  heldWorkArtistName,
  HISTORY,
  historyRecord,
  lifecycleUpdate,
  missingQueryFields,
  newOrder,
  orderRecord,
  type OrderRecord,
  type PaidOrder,
} from "./orderRecord";
import { rosterFor } from "./roster";
import { shares } from "./shares";
import { runTransaction } from "../adapters/firestore/transactions";
import { requestLog } from "../http/requestLog";
import {
  commitChanges,
  pagesOf,
  rewriteEach,
  type BackfillCount,
  type BackfillOptions,
} from "../adapters/firestore/queries";
import { FORMER_SHAPES, type FormerShape } from "./formerShapes";

type WithoutRoster<Command> = Command extends { roster: Roster } ? Omit<Command, "roster"> : Command;

/** A command as callers send it: the writer reads the roster for the commands that offer the order. */
export type OrderCommandInput = WithoutRoster<Exclude<OrderCommand, { type: "pay" }>>;

/** A command as the writer takes it: any command, its roster read by the writer when left out. */
type CommandInput = WithoutRoster<OrderCommand> | OrderCommand;

const ROSTER_COMMANDS: readonly OrderCommand["type"][] = ["pay", "decline", "lapse_offer", "choose_another"];
const NO_ROSTER: Roster = { inStudio: [], fitting: [] };

/** What running a command did: the order as it is now, and the emails it queued (by `mail/{id}`). */
export interface LifecycleResult {
  outcome: "changed" | "unchanged";
  order: OrderRecord | null;
  /** Ids of the emails this run queued. */
  mailed: string[];
}

/** A decision made inside a caller's transaction, its reads done: `write()` writes it among the writes. */
export interface PreparedCommand {
  result: LifecycleResult;
  write(): void;
}

export interface RunOptions {
  /** The follow-up this run carries out: read in the transaction, marked done with it, nothing done twice. */
  followUpId?: string;
  /** The follow-up's states the run takes it in (pending unless said: an admin cancels a failed one too). */
  followUpStates?: readonly FollowUpState[];
  /** The outside service refused the follow-up's action: it is marked failed with this error, not done. */
  followUpRefusal?: string;
}

export interface LifecycleDependencies {
  db: Firestore;
  /** The site's origin, for the links in the emails. */
  siteUrl: string;
}

/** Concurrent commands on one order (ten artists accepting while an admin cancels) retry until each is decided. */
const CONTENDED = { maxAttempts: 12 };

const followUpsOf = (records: readonly RecordEffect[]): FollowUp[] =>
  records.flatMap((record) => (record.type === "follow_up" ? [record.followUp] : []));

/**
 * The one writer of `orders/*` (with their `statusHistory`): every change to an order is a command
 * run here in one Firestore transaction that reads the order, asks the domain's `decide`, and
 * writes the next order, its history entry and the records of its effects together: the emails
 * (`mail/*`, from the notifications' map), the follow-ups (`followUps/*`: lapses, alerts and the
 * refund), the artist's ledger, the first download, the listening links and what the change adds
 * to the business's day (`businessDays`: a payment, the first accept, the first delivery, a refund). A crash can delay an
 * effect but never lose or double it; a refused command writes nothing.
 */
export function orderLifecycle(deps: LifecycleDependencies, clock: () => Date = () => new Date()) {
  const { db } = deps;
  const orders = db.collection("orders");

  /** The read step of each record a decision writes beside the order. */
  async function prepareRecords(
    transaction: Transaction,
    order: OrderRecord,
    records: readonly RecordEffect[],
  ): Promise<(() => void)[]> {
    return Promise.all(
      records.map(async (record): Promise<() => void> => {
        switch (record.type) {
          case "follow_up":
            return () => undefined;
          case "ledger_release": {
            // The ledger's release entry with its share's transfer (queued when the artist can receive it).
            const release = await shareTransfers(db).prepareRelease(transaction, {
              orderId: order.id,
              artistId: record.artistId,
              paymentIntentId: order.paymentIntentId,
              refundedInFull: record.refundedInFull,
            });
            const packageKey = order.package;
            return () => {
              if (isPackageKey(packageKey))
                release.write({
                  package: packageKey,
                  addOns: order.addOns,
                  recipientName: order.recipientName,
                  discounted: Boolean(order.promotion),
                });
            };
          }
          case "ledger_reversal": {
            const [reversal, transfer] = await Promise.all([
              earnings(db).prepareRefundReversal(transaction, order.id, record.refundedTotalCents),
              // A full refund takes back the share's transfer (or drops the share from what is owed).
              record.fullRefund ? shareTransfers(db).prepareFullRefund(transaction, order.id) : () => undefined,
            ]);
            return () => {
              reversal.write(order.totalCents, record.excludedCents);
              transfer();
            };
          }
          case "download_recorded":
            return downloads(db).prepareFirst(transaction, order.id, order.userId);
          case "share_created":
            return () => shares(db).create(transaction, record.token, { orderId: order.id, userId: order.userId });
          case "share_revoked":
            return shares(db).prepareRevoke(transaction, record.token);
        }
      }),
    );
  }

  /**
   * The public name of the artist working on `next` (`work.artistId`): kept while the artist stays,
   * the chosen artist's as checkout stored it; another's read once when they take the order. Read outside the
   * transaction's consistency, like the roster: a name is not part of the order's state.
   */
  async function workArtistNameOf(current: OrderRecord | null, next: OrderRecord): Promise<string | null> {
    const artistId = next.work?.artistId ?? null;
    if (!artistId) return null;
    if (current?.work?.artistId === artistId && typeof current.workArtistName === "string")
      return current.workArtistName;
    if (artistId === next.artistId && next.artistName) return next.artistName;
    return (await artists(db).namesOf([artistId])).get(artistId) ?? null;
  }

  /**
   * The command in full: the roster added for the commands that offer the order. A payment's only
   * when it creates the order: the second report of a payment (the success page's and the webhook's)
   * changes nothing, so it reads no roster.
   */
  async function complete(input: CommandInput, current: OrderRecord | null, genre: string): Promise<OrderCommand> {
    if (!ROSTER_COMMANDS.includes(input.type) || "roster" in input) return input as OrderCommand;
    if (input.type === "pay")
      return { ...input, roster: current ? NO_ROSTER : await rosterFor(db, genre, input.order.chosenArtistId) };
    return { ...input, roster: await rosterFor(db, genre) } as OrderCommand;
  }

  async function prepareCommand(
    transaction: Transaction,
    orderId: string,
    input: CommandInput,
    options: RunOptions & { paid?: PaidOrder } = {},
  ): Promise<PreparedCommand> {
    const ref = orders.doc(orderId);
    const [snapshot, followUp] = await Promise.all([
      transaction.get(ref),
      options.followUpId ? followUps(db).read(transaction, options.followUpId) : null,
    ]);
    const current = orderRecord.readIfExists(snapshot);
    const noWrites = { result: { outcome: "unchanged" as const, order: current, mailed: [] }, write: () => undefined };
    if (options.followUpId && !(options.followUpStates ?? ["pending"]).includes(followUp?.state ?? "done"))
      return noWrites;
    const markDone = (outcome: string) => {
      if (!options.followUpId) return;
      if (options.followUpRefusal !== undefined)
        followUps(db).markRefused(transaction, options.followUpId, options.followUpRefusal);
      else followUps(db).markDone(transaction, options.followUpId, outcome);
    };

    const command = await complete(input, current, current?.genre ?? options.paid?.genre ?? "");
    const now = clock();
    const decision = decide(current, command, now);
    if (decision.outcome === "refused") throw refusalError(decision.refusal);
    if (decision.outcome === "unchanged") return { ...noWrites, write: () => markDone(decision.why) };

    const changed = current
      ? { ...current, ...decision.order }
      : { ...newOrder(options.paid as PaidOrder, decision.order), updatedAt: now };
    // The live link keeps the time it was made (a new one: now).
    const next: OrderRecord = {
      ...changed,
      sharedAt: changed.shareToken ? (current?.sharedAt ?? now) : null,
      workArtistName: await workArtistNameOf(current, changed),
    };
    const [mail, createFollowUps, records] = await Promise.all([
      orderMails(db, orderNotices(decision.events, next, deps.siteUrl), next).then((mails) =>
        outbox(db).prepareOnce(transaction, mails),
      ),
      followUps(db).prepareCreate(transaction, followUpsOf(decision.records)),
      prepareRecords(transaction, next, decision.records),
    ]);
    return {
      result: { outcome: "changed", order: next, mailed: mail.ids },
      write() {
        if (current) transaction.update(ref, { ...lifecycleUpdate(next), updatedAt: FieldValue.serverTimestamp() });
        else transaction.create(ref, orderRecord.write({ ...next, updatedAt: undefined }));
        if (decision.history) {
          const entry = ref.collection(HISTORY).doc();
          transaction.create(entry, historyRecord.write({ id: entry.id, ...decision.history }));
        }
        mail.write();
        createFollowUps();
        for (const write of records) write();
        businessDays(db).add(transaction, businessFactsOfChange(current, next));
        markDone(command.type);
      },
    };
  }

  /** One entry per command run, in the order's story: what it asked and what the order is now. */
  function logRun(
    orderId: string,
    command: OrderCommandInput["type"] | "pay",
    result: LifecycleResult,
  ): LifecycleResult {
    const { outcome, order, mailed } = result;
    requestLog.info(outcome === "changed" ? "An order changed" : "An order command changed nothing", {
      orderId,
      command,
      outcome,
      status: order?.status ?? null,
      stage: order?.work?.stage ?? null,
      mailed,
    });
    return result;
  }

  return {
    /** Runs `command` on the order in one transaction; throws the refusal as an HttpError (404 or 409) with nothing written. */
    async run(orderId: string, command: OrderCommandInput, options: RunOptions = {}): Promise<LifecycleResult> {
      const result = await runTransaction(
        db,
        async (transaction) => {
          const prepared = await prepareCommand(transaction, orderId, command, options);
          prepared.write();
          return prepared.result;
        },
        CONTENDED,
      );
      return logRun(orderId, command.type, result);
    },

    /**
     * The order a paid Checkout Session creates, exactly once (a second payment report finds it),
     * with its first offer, confirmation email and follow-ups; `alongside` adds the caller's own
     * writes (the session marked completed) to the same transaction.
     */
    async pay(
      paid: PaidOrder & { id: string },
      alongside: (transaction: Transaction) => void,
      /** A read step of the caller's own (a song gift redeemed by the order), before the order's: throws its refusal, answers its write. */
      prepareAlongside?: (transaction: Transaction) => Promise<() => void>,
    ): Promise<LifecycleResult> {
      const facts = {
        id: paid.id,
        chosenArtistId: paid.artistId,
        package: paid.package,
        addOns: paid.addOns,
        totalCents: paid.totalCents,
        paymentIntentId: paid.paymentIntentId,
        shippingAddress: postalAddressOf(paid.shippingAddress),
      };
      const { id: orderId, ...fields } = paid;
      const result = await runTransaction(
        db,
        async (transaction) => {
          const writeOwn = await prepareAlongside?.(transaction);
          const prepared = await prepareCommand(transaction, orderId, { type: "pay", order: facts }, { paid: fields });
          prepared.write();
          if (prepared.result.outcome === "changed") {
            alongside(transaction);
            writeOwn?.();
          }
          return prepared.result;
        },
        CONTENDED,
      );
      return logRun(orderId, "pay", result);
    },

    /**
     * The read step of a command inside a caller's transaction (a review stored with its order's
     * flag): call among its reads, then `write()` among its writes. Throws the refusal.
     */
    prepare(transaction: Transaction, orderId: string, command: OrderCommandInput): Promise<PreparedCommand> {
      return prepareCommand(transaction, orderId, command);
    },
  };
}

/**
 * Stores on the orders written before their lists queried them what the lists query by (`dueAt`,
 * `searchTerms`, `searchIdPrefixes`, `work.queueTab`: `missingQueryFields`), reading every order 500
 * at a time by id and writing only those that lack one. No lifecycle change: no history entry, no effect.
 */
export function backfillOrderQueryFields(db: Firestore, options: BackfillOptions): Promise<BackfillCount> {
  return rewriteEach(db, db.collection("orders"), options, missingQueryFields);
}

/**
 * Stores on the orders written before their writer kept it the public name of the artist working
 * on them (`workArtistName`, which the customer's order lists show without reading the artist):
 * the chosen artist's as checkout stored it when they took it, else their profile's (one batched
 * read a page), null without one. Reads every order 500 at a time; writes only those that lack it.
 */
export async function backfillWorkArtistNames(db: Firestore, options: BackfillOptions): Promise<BackfillCount> {
  const count: BackfillCount = { read: 0, changed: 0 };
  for await (const page of pagesOf(db.collection("orders"))) {
    const lacking = page
      .filter((doc) => doc.get("work.artistId") && doc.get("workArtistName") === undefined)
      .map((doc) => ({ ref: doc.ref, order: orderRecord.read(doc) }));
    const names = await artists(db).namesOf(
      lacking.flatMap(({ order }) =>
        order.work?.artistId && heldWorkArtistName(order) === undefined ? [order.work.artistId] : [],
      ),
    );
    const changes = lacking.map(({ ref, order }) => (batch: WriteBatch) => {
      const artistId = order.work?.artistId ?? "";
      batch.update(ref, { workArtistName: heldWorkArtistName(order) ?? names.get(artistId) ?? null });
    });
    await commitChanges(db, count, options, changes, page.length);
  }
  return count;
}

/**
 * Copies onto each order stored before it held its news the news its own document kept
 * (`orderNews/{orderId}`: the questions, the gift, what the customer last saw), so the customer's
 * order lists read none. Reads every order 500 at a time and their news documents in one batch a
 * page; writes only orders that lack `news` and have such a document.
 */
export async function backfillOrderNews(db: Firestore, options: BackfillOptions): Promise<BackfillCount> {
  const count: BackfillCount = { read: 0, changed: 0 };
  for await (const page of pagesOf(db.collection("orders"))) {
    const lacking = page.filter((doc) => doc.get("news") === undefined);
    const moments = await orderNews(db).momentsOf(lacking.map((doc) => doc.id));
    const changes = lacking.flatMap((doc) => {
      const news = moments.get(doc.id);
      if (!news) return [];
      // As the order's codec stores it (its times as Timestamps).
      const stored = orderRecord.write({ ...orderRecord.read(doc), news }).news as DocumentData;
      return [(batch: WriteBatch) => batch.update(doc.ref, { news: stored })];
    });
    await commitChanges(db, count, options, changes, page.length);
  }
  return count;
}

/**
 * Rewrites the orders (or their history entries) stored in a former shape in the shape the order's
 * codec reads (formerShapes.ts), reading them 500 at a time by id and writing only those still in
 * it. No lifecycle change: no history entry, no effect.
 */
export function rewriteFormerShapes(
  db: Firestore,
  shape: FormerShape,
  options: BackfillOptions,
): Promise<BackfillCount> {
  const { in: where, rewrite } = FORMER_SHAPES[shape];
  // Every order's history, by document name: a collection group read whole needs no index.
  const query = where === "orders" ? db.collection("orders") : db.collectionGroup(HISTORY);
  return rewriteEach(db, query, options, rewrite);
}

/**
 * An account's deletion, before its orders lose their personal fields: each order of the page
 * still being made (paid, its song not released: `isPaidStatus`) is cancelled through the
 * lifecycle, which takes it out of the artists' queues and writes its full refund's follow-up in
 * the same transaction. Idempotent: a cancelled order is no longer a paid one, and one cancelled
 * or released since the page was read is refused (409) and left as it is. Answers how many it cancelled.
 */
export async function cancelOrdersBeingMade(
  deps: LifecycleDependencies,
  snapshots: readonly DocumentSnapshot[],
): Promise<number> {
  const lifecycle = orderLifecycle(deps);
  let cancelled = 0;
  for (const snapshot of snapshots) {
    if (!isPaidStatus(String(snapshot.get("status")))) continue;
    try {
      const { outcome } = await lifecycle.run(snapshot.id, { type: "cancel", actor: SYSTEM_ACTOR });
      if (outcome === "changed") cancelled += 1;
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 409)) throw error;
    }
  }
  return cancelled;
}

/**
 * An account's deletion: removes the personal fields of a page of its orders (`anonymisedFields`),
 * revokes their listening links and forgets their first downloads. No lifecycle change: no
 * history entry, no effect. Idempotent: an order already anonymised is written the same again.
 */
export async function eraseCustomerFields(db: Firestore, snapshots: readonly DocumentSnapshot[]): Promise<void> {
  if (snapshots.length === 0) return;
  const batch = db.batch();
  for (const snapshot of snapshots) {
    const order = orderRecord.read(snapshot);
    batch.update(snapshot.ref, anonymisedFields(order));
    if (order.shareToken) shares(db).revokeIn(batch, order.shareToken);
    downloads(db).forgetIn(batch, order.id);
  }
  await batch.commit();
}

/**
 * A deleted account's order, 30 days on: deletes its files (the songs bucket) and forgets them and
 * the lyrics on the order. False, and nothing deleted, while a refund is open on it.
 */
export async function forgetOrderFiles(snapshot: DocumentSnapshot, blobs: BlobStore): Promise<boolean> {
  const order = orderRecord.read(snapshot);
  if (order.pendingRefund) return false;
  for (const path of orderFilePaths(snapshot)) await blobs.delete(ORDER_SONGS_BUCKET, path);
  await snapshot.ref.update({
    songPath: null,
    instrumental: null,
    lyrics: null,
    filesDeletedAt: FieldValue.serverTimestamp(),
  });
  return true;
}
