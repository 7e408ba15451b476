import { Timestamp, type Firestore, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { CUSTOMER_ORDERS_SWEEP_PAGE } from "./customerErasure";
import {
  businessFactsOfOrder,
  DOCUMENT_ID_PATTERN,
  MAX_PAGE_SIZE,
  OPERATIONS_PAGE_SIZE,
  orderSearchQuery,
  PAID_STATUSES,
  STUDIO_TABS,
  type BusinessFact,
  type OrderStatus,
  type StudioTab,
  UNCLAIMED_ALERT_MS,
} from "@songs/domain";
import { strings } from "../adapters/firestore/documentFields";
import { IN_QUERY_LIMIT, pagesOf } from "../adapters/firestore/queries";
import { countedPageByCursor, pageByCursor, unionOfPages } from "../http/pageCursor";
import {
  HISTORY,
  historyRecord,
  orderRecord,
  orderSummary,
  type HistoryRecord,
  type OrderRecord,
  type OrderSummary,
} from "./orderRecord";
import { shares, type ShareRecord } from "./shares";

/** A customer's orders come a page at a time, newest first. */
export const CUSTOMER_ORDERS_PAGE = MAX_PAGE_SIZE;

/** A studio queue tab shows this many orders a page, soonest due first. */
export const STUDIO_QUEUE_PAGE = MAX_PAGE_SIZE;

/** The admins' list shows this many orders a page, newest first, searched or not. */
export const ADMIN_ORDERS_PAGE = MAX_PAGE_SIZE;

/** The admins' work queues (to ship, the song check) show this many orders a page, the longest waiting first. */
export const QUEUE_PAGE_SIZE = MAX_PAGE_SIZE;

/** Order ids are Checkout Session ids (or seed ids): never a "/" that would leave the collection. */
export function isOrderId(value: string): boolean {
  return DOCUMENT_ID_PATTERN.test(value);
}

/** A page of orders and the cursor of the next (opaque, `http/pageCursor.ts`), null on the last page. */
export interface OrderPage {
  orders: OrderRecord[];
  nextCursor: string | null;
}

/** A page of orders and how many the list holds: the stuck orders of the Operations page, the admins' work queues. */
export interface StuckOrderPage extends OrderPage {
  count: number;
}

/**
 * The orders' read model: every read of `orders/*` and their history, for the customer's, the
 * admins' and the studio's views. It never writes (the lifecycle writer, orderLifecycle.ts, does).
 */
/**
 * A page of an admins' queue of orders: `ordered` (ordered oldest first by `field` at the call, so
 * the deploy check reads its index there), and how many it holds (one count() over the same query).
 */
async function queuePage(
  ordered: Query,
  options: { list: string; field: string; limit: number; cursor?: string },
): Promise<StuckOrderPage> {
  const page = await countedPageByCursor(ordered, { ...options, ascending: true });
  return { orders: page.docs.map(orderRecord.read), nextCursor: page.nextCursor, count: page.count };
}

export function orderReads(db: Firestore) {
  const collection = db.collection("orders");
  /** Paid (so no artist has it) since before the unclaimed alert's delay: what the alert is about, sent or not. */
  const unclaimedPastDelay = (now: Date) =>
    collection
      .where("status", "==", "paid")
      .where("createdAt", "<", Timestamp.fromMillis(now.getTime() - UNCLAIMED_ALERT_MS));
  /** The orders under one tab of `artistId`'s studio queue: offered to them, or theirs in that tab. */
  const artistTab = (artistId: string, tab: StudioTab) =>
    tab === "offered"
      ? collection.where("work.offeredTo", "array-contains", artistId).where("work.queueTab", "==", "offered")
      : collection.where("work.artistId", "==", artistId).where("work.queueTab", "==", tab);

  return {
    async get(orderId: string): Promise<OrderRecord | null> {
      if (!isOrderId(orderId)) return null;
      const snapshot = await collection.doc(orderId).get();
      return orderRecord.readIfExists(snapshot);
    },

    /** The order when it belongs to `userId`; null otherwise, whether or not it exists. */
    async getOwned(orderId: string, userId: string): Promise<OrderRecord | null> {
      const order = await this.get(orderId);
      return order && order.userId === userId ? order : null;
    },

    async summary(orderId: string): Promise<OrderSummary | null> {
      const order = await this.get(orderId);
      return order && orderSummary(order);
    },

    /** A page of the customer's orders, newest first. Index: orders (userId, createdAt DESC). */
    async pageByCustomer(userId: string, cursor?: string): Promise<OrderPage> {
      const query = collection.where("userId", "==", userId).orderBy("createdAt", "desc");
      const page = await pageByCursor(query, {
        list: "orders",
        field: "createdAt",
        limit: CUSTOMER_ORDERS_PAGE,
        cursor,
      });
      return { orders: page.docs.map(orderRecord.read), nextCursor: page.nextCursor };
    },

    /**
     * A page of every order of the customer by id (an account's deletion and a copy of their data
     * read them all, 100 at a time), after the page that ended at `after`. No index needed.
     */
    async sweepByCustomer(
      userId: string,
      after?: QueryDocumentSnapshot,
      limit = CUSTOMER_ORDERS_SWEEP_PAGE,
    ): Promise<{ orders: OrderRecord[]; snapshots: QueryDocumentSnapshot[]; last: QueryDocumentSnapshot | undefined }> {
      // Without orderBy a query is in document id order: equality alone, no composite index.
      const query = collection.where("userId", "==", userId).limit(limit);
      const snapshot = await (after ? query.startAfter(after) : query).get();
      return {
        orders: snapshot.docs.map(orderRecord.read),
        snapshots: snapshot.docs,
        last: snapshot.size < limit ? undefined : snapshot.docs.at(-1),
      };
    },

    /**
     * A page of the newest orders for the admins, of one status when given, and matching `search`
     * when given: Firestore finds the orders holding the search's term among the terms each order
     * stores (`searchTerms`, and `searchIdPrefixes` for a search that can be an id's beginning:
     * `orderSearchQuery`), so any order is found in one request however many there are; with two
     * lookups, their pages from the same cursor are merged (`unionOfPages`). A search of several
     * words checks the rest on the page it reads (a page may then hold fewer than 50, `nextCursor`
     * going on). Indexes: orders (status, createdAt DESC), orders (searchTerms CONTAINS, createdAt
     * DESC), orders (status, searchTerms CONTAINS, createdAt DESC), and the same two for searchIdPrefixes.
     */
    async pageForAdmins(status: OrderStatus | "", search: string, cursor?: string): Promise<OrderPage> {
      const wanted = orderSearchQuery(search);
      const ofStatus = status ? collection.where("status", "==", status) : collection;
      const options = { list: "admin-orders", field: "createdAt", limit: ADMIN_ORDERS_PAGE, cursor };
      if (!wanted) {
        const page = await pageByCursor(ofStatus.orderBy("createdAt", "desc"), options);
        return { orders: page.docs.map(orderRecord.read), nextCursor: page.nextCursor };
      }
      const pages = await Promise.all(
        wanted.lookups.map(({ field, term }) =>
          field === "searchTerms"
            ? pageByCursor(ofStatus.where("searchTerms", "array-contains", term).orderBy("createdAt", "desc"), options)
            : pageByCursor(
                ofStatus.where("searchIdPrefixes", "array-contains", term).orderBy("createdAt", "desc"),
                options,
              ),
        ),
      );
      const page = pages.length === 1 && pages[0] ? pages[0] : unionOfPages(pages, options);
      const matching = page.docs.filter((doc) =>
        wanted.matches({
          searchTerms: strings(doc.get("searchTerms")),
          searchIdPrefixes: strings(doc.get("searchIdPrefixes")),
        }),
      );
      return { orders: matching.map(orderRecord.read), nextCursor: page.nextCursor };
    },

    /** A listening link, as stored (revoked ones too); null for an unknown token. */
    share: (token: string): Promise<ShareRecord | null> => shares(db).get(token),

    /** The order paid with a Stripe PaymentIntent. */
    async findByPaymentIntent(paymentIntentId: string): Promise<OrderRecord | null> {
      const snapshot = await collection.where("paymentIntentId", "==", paymentIntentId).limit(1).get();
      const [doc] = snapshot.docs;
      return doc ? orderRecord.read(doc) : null;
    },

    /** The orders paid with these PaymentIntents, by PaymentIntent: 30 looked up a query (Firestore's `in` limit). */
    async byPaymentIntents(paymentIntentIds: readonly string[]): Promise<Map<string, OrderRecord>> {
      const ids = [...new Set(paymentIntentIds)];
      const orders: OrderRecord[] = [];
      for (let start = 0; start < ids.length; start += IN_QUERY_LIMIT) {
        const snapshot = await collection
          .where("paymentIntentId", "in", ids.slice(start, start + IN_QUERY_LIMIT))
          .get();
        orders.push(...snapshot.docs.map(orderRecord.read));
      }
      return new Map(
        orders.flatMap((order) => (order.paymentIntentId ? [[order.paymentIntentId, order] as const] : [])),
      );
    },

    /** The recipients of these orders by order id (those on file), read in one batch. */
    async recipientNames(orderIds: string[]): Promise<Map<string, string>> {
      if (orderIds.length === 0) return new Map();
      const snapshots = await db.getAll(...orderIds.map((id) => collection.doc(id)));
      return new Map(
        snapshots.flatMap((doc) => orderRecord.readIfExists(doc) ?? []).map((order) => [order.id, order.recipientName]),
      );
    },

    /** The order's history, oldest first. */
    async history(orderId: string): Promise<HistoryRecord[]> {
      const snapshot = await collection.doc(orderId).collection(HISTORY).orderBy("createdAt", "asc").get();
      return snapshot.docs.map(historyRecord.read);
    },

    /**
     * A page of one tab of `artistId`'s studio queue, soonest due first: the orders offered to them
     * (offers whose time ran out are the lapse follow-up's to move; the view hides them), or theirs in
     * that tab. Indexes: orders (work.queueTab, work.offeredTo CONTAINS, dueAt) and
     * orders (work.artistId, work.queueTab, dueAt).
     */
    async pageForArtistTab(artistId: string, tab: StudioTab, cursor?: string): Promise<OrderPage> {
      const page = await pageByCursor(artistTab(artistId, tab).orderBy("dueAt", "asc"), {
        list: "studio-queue",
        field: "dueAt",
        limit: STUDIO_QUEUE_PAGE,
        cursor,
        ascending: true,
      });
      return { orders: page.docs.map(orderRecord.read), nextCursor: page.nextCursor };
    },

    /** How many orders each tab of `artistId`'s queue holds: one count() a tab over its page's filter. */
    async countsForArtistTabs(artistId: string): Promise<Record<StudioTab, number>> {
      const counts = await Promise.all(STUDIO_TABS.map((tab) => artistTab(artistId, tab).count().get()));
      return Object.fromEntries(STUDIO_TABS.map((tab, index) => [tab, counts[index]!.data().count])) as Record<
        StudioTab,
        number
      >;
    },

    /**
     * A page of the released orders with a physical item still to make, post or see delivered (the
     * "To ship" queue), released first first, and how many (one count() over the same filter).
     * Index: orders (inShippingQueue, releasedAt).
     */
    async pageInShippingQueue(cursor?: string): Promise<StuckOrderPage> {
      const waiting = collection.where("inShippingQueue", "==", true);
      return queuePage(waiting.orderBy("releasedAt", "asc"), {
        list: "shipping-queue",
        field: "releasedAt",
        limit: QUEUE_PAGE_SIZE,
        cursor,
      });
    },

    /**
     * The paid orders nobody has taken for longer than the unclaimed alert's delay at `now`
     * (whether or not the alert was sent), the oldest first, and how many (one count() over the
     * same filter). Index: orders (status, createdAt ascending).
     */
    async pageUnclaimedPastDelay(now: Date, cursor?: string): Promise<StuckOrderPage> {
      return queuePage(unclaimedPastDelay(now).orderBy("createdAt", "asc"), {
        list: "unclaimed-orders",
        field: "createdAt",
        limit: OPERATIONS_PAGE_SIZE,
        cursor,
      });
    },

    /** The orders in progress past their due date at `now`, the longest overdue first, and how many. Index: orders (status, dueAt). */
    async pageOverdueInProgress(now: Date, cursor?: string): Promise<StuckOrderPage> {
      const stuck = collection.where("status", "==", "in_progress").where("dueAt", "<", Timestamp.fromDate(now));
      return queuePage(stuck.orderBy("dueAt", "asc"), {
        list: "overdue-orders",
        field: "dueAt",
        limit: OPERATIONS_PAGE_SIZE,
        cursor,
      });
    },

    /** How many of the customer's orders are still being made (paid, not released: `PAID_STATUSES`): one count(). */
    async countBeingMade(userId: string): Promise<number> {
      const open = await collection.where("userId", "==", userId).where("status", "in", PAID_STATUSES).count().get();
      return open.data().count;
    },

    /** How many orders are stuck each way at `now` (two count() queries over the lists' filters). */
    async countStuck(now: Date): Promise<{ unclaimed: number; overdue: number }> {
      const [unclaimed, overdue] = await Promise.all([
        unclaimedPastDelay(now).count().get(),
        collection.where("status", "==", "in_progress").where("dueAt", "<", Timestamp.fromDate(now)).count().get(),
      ]);
      return { unclaimed: unclaimed.data().count, overdue: overdue.data().count };
    },

    /**
     * A page of the orders whose submitted version waits in the song check, oldest submission
     * first, and how many (one count() over the same filter). Index: orders (work.stage,
     * work.submission.submittedAt); the bounded reads' backfill stores the time on a submission
     * stored without it.
     */
    async pageInSongCheck(cursor?: string): Promise<StuckOrderPage> {
      // Ordered by the submission's time, the query (and its count) holds only orders with a submission.
      const waiting = collection.where("work.stage", "==", "song_check").orderBy("work.submission.submittedAt", "asc");
      return queuePage(waiting, {
        list: "song-checks",
        field: "work.submission.submittedAt",
        limit: QUEUE_PAGE_SIZE,
        cursor,
      });
    },

    /**
     * What every order has added to the business's days (the rebuild of `businessDays`), 500
     * orders a page; an order delivered more than once reads its first delivery's history entry.
     */
    async *businessFacts(): AsyncGenerator<BusinessFact> {
      for await (const page of pagesOf(collection)) {
        for (const doc of page) {
          const order = orderRecord.read(doc);
          let firstReleasedAt = order.songVersion === 1 ? order.releasedAt : null;
          if (order.songVersion > 1) {
            const first = await collection.doc(doc.id).collection(HISTORY).where("songVersion", "==", 1).limit(1).get();
            firstReleasedAt = first.docs[0] ? historyRecord.read(first.docs[0]).createdAt : order.releasedAt;
          }
          yield* businessFactsOfOrder(order, firstReleasedAt);
        }
      }
    },
  };
}
