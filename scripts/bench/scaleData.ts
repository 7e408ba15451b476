/**
 * `npm run bench:scale`'s grown data: the demo data times `scale` (100: 20,000 orders over 2,000
 * customers, the demo customer holding ~544, 200 artists with Maya holding ~477 orders, 5,000
 * approved reviews, 20,000 security events and 2,000 fraud alerts in the last 30 days, 250 ledger
 * entries for Maya), written in batches of 500 through the records' codecs and their owners'
 * writers, each with the past date the bench gives it (seedOrder: the order's `orderRecord` and its
 * follow-ups; the seed's artist, review and user documents; the security events', fraud alerts' and
 * ledger's own writers).
 */
import type { DocumentData, Firestore, WriteBatch } from "firebase-admin/firestore";
import {
  ADD_ON_KEYS,
  artistShareCents,
  computeTotalCents,
  DROPPED_SHARE,
  OWED_SHARE,
  CHECKOUT_GENRE_IDS,
  emptyWork,
  OCCASION_IDS,
  PACKAGE_KEYS,
  SECURITY_EVENT_TYPES,
  type AddOnKey,
  type LifecycleOrder,
  type OrderStatus,
  type RiskAssessment,
} from "@songs/domain";
import { seedOrder, type SeedOrder, type SeedParties } from "../seed/orders";
import { artistDocument, reviewDocument, userDocument, type SeededPhoto } from "../seed/seed";
import { SEED_ARTISTS } from "../seed/artists";
import { refundEntryId, releaseEntryId } from "../../functions/src/earnings/earnings";
import { writeLedgerEntry, type LedgerEntry } from "../../functions/src/earnings";
import { fraudAlerts, securityEvents } from "../../functions/src/security";
import { DEMO_ARTISTS, DEMO_CUSTOMER } from "../seed/users";

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_LIMIT = 500;

/** The counts at 100 times the demo data, scaled linearly for other factors. */
const AT_100X = {
  customers: 2000,
  orders: 20_000,
  demoCustomerOrders: 544,
  artists: 200,
  mayaOrders: 477,
  approvedReviews: 5000,
  pendingReviews: 50,
  securityEvents: 20_000,
  fraudAlerts: 2000,
  mayaLedger: 250,
  dueFollowUps: 1000,
};
export type ScaleCounts = typeof AT_100X;

export function countsAt(scale: number): ScaleCounts {
  const scaled = Object.entries(AT_100X).map(([key, value]) => [key, Math.max(1, Math.round((value * scale) / 100))]);
  return Object.fromEntries(scaled) as ScaleCounts;
}

/** Batches of at most 500 writes, committed a few at a time. */
class Writer {
  private batch: WriteBatch;
  private size = 0;
  private pending: Promise<unknown>[] = [];
  written = 0;
  constructor(private readonly db: Firestore) {
    this.batch = db.batch();
  }
  /** Adds writes through `write`, which makes `count` of them. */
  async add(count: number, write: (batch: WriteBatch) => void): Promise<void> {
    if (this.size + count > BATCH_LIMIT) await this.flush();
    write(this.batch);
    this.size += count;
    this.written += count;
  }
  async flush(): Promise<void> {
    if (this.size > 0) this.pending.push(this.batch.commit());
    this.batch = this.db.batch();
    this.size = 0;
    if (this.pending.length >= 4) await Promise.all(this.pending.splice(0));
  }
  async done(): Promise<void> {
    await this.flush();
    await Promise.all(this.pending.splice(0));
  }
}

/** A small deterministic random source, so two runs grow the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const FIRST = [
  "Ava",
  "Ben",
  "Chloe",
  "Dev",
  "Elena",
  "Finn",
  "Grace",
  "Hugo",
  "Isla",
  "Jonah",
  "Kira",
  "Liam",
  "Mila",
  "Nate",
  "Olive",
  "Paz",
];
const LAST = [
  "Adler",
  "Brook",
  "Castro",
  "Dunn",
  "Ellis",
  "Fox",
  "Gray",
  "Hale",
  "Ives",
  "Jain",
  "Kerr",
  "Lowe",
  "Moss",
  "Nash",
  "Oduya",
  "Pike",
];

export interface GrownData {
  counts: ScaleCounts;
  /** A recipient whose only order was placed a year ago: the admin search looks for it. */
  yearOldRecipient: string;
  yearOldOrderId: string;
  written: number;
}

const MAYA = DEMO_ARTISTS[0];

function brief(rng: ReturnType<typeof random>, id: string, status: OrderStatus, recipientName: string): SeedOrder {
  const addOns: AddOnKey[] = rng.next() < 0.3 ? [rng.pick(ADD_ON_KEYS.filter((key) => key !== "rush"))] : [];
  return {
    id,
    status,
    artistSlug: null,
    occasion: rng.pick(OCCASION_IDS),
    genre: rng.pick(CHECKOUT_GENRE_IDS),
    recipientName,
    story: `${recipientName} is the heart of every family gathering, and this song tells the story of the years we shared.`,
    keyMoments: "The first meeting; the long drive; the surprise party.",
    package: rng.pick(PACKAGE_KEYS),
    addOns,
    day: 0,
  };
}

/** The lifecycle of a grown order: done long ago, so it waits on no follow-up. */
function settled(status: OrderStatus, createdAt: Date, artistId: string | null): Partial<LifecycleOrder> {
  const releasedAt = new Date(createdAt.getTime() + 5 * DAY_MS);
  const work = artistId
    ? {
        ...emptyWork(status === "completed" ? "released" : "in_progress", artistId),
        artistId,
        acceptedAt: createdAt,
        reminderSentAt: createdAt,
      }
    : null;
  if (status === "completed")
    return { createdAt, releasedAt, songPath: "bench-song.wav", songContentType: "audio/wav", songVersion: 1, work };
  // Paid or in progress: their alerts went out already, so no follow-up is due.
  if (status === "in_progress" || status === "paid") return { createdAt, overdueAlertedAt: releasedAt, work };
  return { createdAt, cancelledAt: status === "cancelled" ? releasedAt : null, work };
}

/**
 * Grows the stack's data to `scale` times the demo data (the demo data stays). Orders spread over
 * the last two years; security events and fraud alerts over the last 30 days.
 */
export async function growData(db: Firestore, scale: number, now = new Date()): Promise<GrownData> {
  const counts = countsAt(scale);
  const rng = random(scale);
  const writer = new Writer(db);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  // Artists: the demo ten and the rest, with a demo artist's photo.
  const maya = (await db.collection("artists").doc(MAYA.artistId).get()).data() as
    (DocumentData & SeededPhoto & { photoPath: string }) | undefined;
  if (!maya) throw new Error("The demo data has no Maya Rivers");
  const artists: { id: string; name: string }[] = SEED_ARTISTS.map((artist) => ({ id: artist.id, name: artist.name }));
  for (let i = artists.length; i < counts.artists; i++) {
    const artist = { id: `bench-artist-${i}`, name: `${rng.pick(FIRST)} ${rng.pick(LAST)} ${i}` };
    artists.push(artist);
    const fields = {
      name: artist.name,
      bio: "Writes songs for the moments families remember.",
      genres: ["Pop"],
      specialties: ["Birthday songs"],
      rating: 4 + rng.next(),
      reviewCount: 10,
      availability: true,
    };
    await writer.add(1, (batch) =>
      batch.set(db.collection("artists").doc(artist.id), artistDocument(fields, maya, ago(800 - i))),
    );
  }

  // Customers' profiles (the admins' order list shows their names).
  const customers: SeedParties["customer"][] = [];
  for (let i = 0; i < counts.customers; i++) {
    const customer = { uid: `bench-customer-${i}`, email: `bench-customer-${i}@example.com` };
    customers.push(customer);
    await writer.add(1, (batch) =>
      batch.set(
        db.collection("users").doc(customer.uid),
        userDocument({ email: customer.email, fullName: `${rng.pick(FIRST)} ${rng.pick(LAST)}` }, ago(800)),
      ),
    );
  }

  // Orders: the demo customer's and Maya's shares first, the rest spread over customers and artists.
  const mayaArtist = { id: MAYA.artistId, name: MAYA.fullName };
  const completedForReviews: { id: string; artistId: string; userId: string; recipientName: string }[] = [];
  const yearOldOrderId = "bench-order-year-old";
  const yearOldRecipient = "Wilhelmina Quarrington";
  for (let i = 0; i < counts.orders; i++) {
    const id = i === 0 ? yearOldOrderId : `bench-order-${i}`;
    const customer = i < counts.demoCustomerOrders ? DEMO_CUSTOMER : customers[i % customers.length]!;
    const artist =
      i % Math.max(1, Math.floor(counts.orders / counts.mayaOrders)) === 1 ? mayaArtist : rng.pick(artists);
    const roll = rng.next();
    const status: OrderStatus =
      roll < 0.8 ? "completed" : roll < 0.9 ? "cancelled" : roll < 0.95 ? "in_progress" : "paid";
    const createdAt = i === 0 ? ago(365) : ago(1 + rng.int(720));
    const recipientName = i === 0 ? yearOldRecipient : `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
    const order = brief(rng, id, status, recipientName);
    const lifecycle = settled(status, createdAt, status === "paid" ? null : artist.id);
    await writer.add(3, (batch) =>
      seedOrder(db, batch, order, lifecycle, { customer: { uid: customer.uid, email: customer.email }, artist }),
    );
    if (status === "completed")
      completedForReviews.push({ id, artistId: artist.id, userId: customer.uid, recipientName });
  }

  // Reviews of completed orders: approved ones, and a few waiting for moderation.
  const reviewed = completedForReviews.slice(0, counts.approvedReviews + counts.pendingReviews);
  for (const [index, order] of reviewed.entries()) {
    const approved = index < counts.approvedReviews;
    const review = {
      orderId: order.id,
      userId: order.userId,
      artistId: order.artistId,
      rating: 3 + rng.int(3),
      comment: "A song we will play at every family dinner.",
      customerName: order.recipientName,
      occasion: rng.pick(OCCASION_IDS),
      approved,
    };
    await writer.add(1, (batch) =>
      batch.set(db.collection("reviews").doc(order.id), reviewDocument(review, ago(rng.int(700)))),
    );
  }

  // The security dashboard's last 30 days.
  for (let i = 0; i < counts.securityEvents; i++) {
    const event = {
      type: rng.pick(SECURITY_EVENT_TYPES),
      ip: `10.${rng.int(256)}.${rng.int(256)}.${rng.int(256)}`,
      userAgent: "bench",
      emailHash: `bench-customer-${rng.int(counts.customers)}`,
      uid: null,
    };
    const at = new Date(now.getTime() - rng.next() * 30 * DAY_MS);
    // Through the events' owner: each event with the dashboard's count it moves.
    await writer.add(2, (batch) => securityEvents(db).add(batch, event, `bench-event-${i}`, at));
  }
  for (let i = 0; i < counts.fraudAlerts; i++) {
    const level = rng.pick(["medium", "high", "critical"] as const);
    const assessment: RiskAssessment = {
      level,
      score: level === "critical" ? 90 : level === "high" ? 70 : 50,
      factors: [{ type: "failed_payments", points: 40, detail: "Several failed payments in the last 24 hours" }],
      autoBlocked: level === "critical",
    };
    const context = {
      userId: `bench-customer-${rng.int(counts.customers)}`,
      ip: `10.0.${rng.int(256)}.${rng.int(256)}`,
      recipientName: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
      totalCents: 9900,
      checkoutSessionId: null,
    };
    // Through the alerts' owner: a critical one moves the dashboard's count.
    await writer.add(2, (batch) =>
      fraudAlerts(db).add(batch, assessment, context, new Date(now.getTime() - rng.next() * 30 * DAY_MS)),
    );
  }

  // Maya's ledger: a release entry per released order, over the last two years.
  for (let i = 0; i < counts.mayaLedger; i++) {
    const packageKey = rng.pick(PACKAGE_KEYS);
    const entry: LedgerEntry = {
      artistId: MAYA.artistId,
      orderId: `bench-ledger-order-${i}`,
      kind: "release",
      amountCents: artistShareCents(packageKey, []),
      package: packageKey,
      addOns: [],
      recipientName: "Bench Recipient",
    };
    // Through the ledger's writer: the entry and the running totals it moves (5 writes).
    await writer.add(5, (batch) =>
      writeLedgerEntry(db, batch, `bench-ledger-order-${i}-release`, entry, ago(rng.int(720))),
    );
  }
  await writer.done();
  return { counts, yearOldRecipient, yearOldOrderId, written: writer.written };
}

/** Orders whose overdue alert is due now: each has exactly one follow-up due (alert_overdue). */
export async function writeDueFollowUps(db: Firestore, count: number, now = new Date()): Promise<string[]> {
  const rng = random(count);
  const writer = new Writer(db);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = `bench-due-${i}`;
    ids.push(id);
    const createdAt = new Date(now.getTime() - (40 + rng.int(20)) * DAY_MS);
    const artistId = DEMO_ARTISTS[1].artistId;
    // In progress past its due date, the artist reminded already: its one follow-up is the overdue alert.
    const lifecycle: Partial<LifecycleOrder> = {
      createdAt,
      work: { ...emptyWork("in_progress", artistId), artistId, acceptedAt: createdAt, reminderSentAt: createdAt },
    };
    const order = brief(rng, id, "in_progress", `${rng.pick(FIRST)} ${rng.pick(LAST)}`);
    await writer.add(2, (batch) =>
      seedOrder(db, batch, order, lifecycle, {
        customer: { uid: `bench-customer-${i}`, email: `bench-customer-${i}@example.com` },
        artist: { id: artistId, name: DEMO_ARTISTS[1].fullName },
      }),
    );
  }
  await writer.done();
  return ids;
}

/** What became of an order of the bench's day of the books. */
export type BooksDayFate = "released" | "cancelled" | "refunded_after_release";

/** An order of the bench's day of the books: its brief, what it costs and what became of it. */
export interface BooksDayOrder {
  order: SeedOrder;
  fate: BooksDayFate;
  totalCents: number;
  shareCents: number;
}

/**
 * `count` orders paid in one day, as a busy day has them: most released (the artist's share
 * transferred), one in 12 cancelled before its release (refunded in full), one in 25 released and
 * then refunded in full (its share's transfer reversed).
 */
export function booksDayOrders(count: number): BooksDayOrder[] {
  const rng = random(count + 7);
  return Array.from({ length: count }, (_, i) => {
    const fate: BooksDayFate = i % 25 === 3 ? "refunded_after_release" : i % 12 === 5 ? "cancelled" : "released";
    const status: OrderStatus = fate === "cancelled" ? "cancelled" : "completed";
    const order = brief(rng, `bench-books-${i}`, status, `${rng.pick(FIRST)} ${rng.pick(LAST)}`);
    return {
      order,
      fate,
      totalCents: computeTotalCents(order.package, order.addOns),
      shareCents: artistShareCents(order.package, order.addOns),
    };
  });
}

/** A day's order with what Stripe made of its money. */
export interface BooksDayPayment extends BooksDayOrder {
  paymentIntentId: string;
  transferId: string | null;
  reversalId: string | null;
}

/**
 * The bench's day of the books in Firestore, as the product leaves such orders: each order (Maya's,
 * placed and settled `at`) with its PaymentIntent and what it refunded; a released one's release
 * entry with its transfer (transferred, or reversed after its refund, with the refund's reversing
 * entry); a cancelled one's nothing to transfer. Written in batches of 500 through the orders' and
 * the ledger's writers. Returns the writes.
 */
export async function writeBooksDayOrders(
  db: Firestore,
  payments: readonly BooksDayPayment[],
  at: Date,
): Promise<number> {
  const writer = new Writer(db);
  const maya = { id: MAYA.artistId, name: MAYA.fullName };
  for (const payment of payments) {
    const { order, fate, totalCents, shareCents } = payment;
    const lifecycle = {
      ...settled(order.status, at, maya.id),
      releasedAt: fate === "cancelled" ? null : at,
      refundedCents: fate === "released" ? 0 : totalCents,
    };
    await writer.add(4, (batch) => {
      seedOrder(db, batch, order, lifecycle, { customer: DEMO_CUSTOMER, artist: maya });
      batch.update(db.collection("orders").doc(order.id), { paymentIntentId: payment.paymentIntentId });
    });
    if (fate === "cancelled") continue;
    const entry: LedgerEntry = {
      artistId: maya.id,
      orderId: order.id,
      kind: "release",
      amountCents: shareCents,
      package: order.package,
      addOns: order.addOns,
      recipientName: order.recipientName,
      paymentIntentId: payment.paymentIntentId,
      transfer:
        fate === "released"
          ? { ...OWED_SHARE, state: "transferred", stripeTransferId: payment.transferId, attempts: 1 }
          : {
              ...DROPPED_SHARE,
              stripeTransferId: payment.transferId,
              stripeReversalId: payment.reversalId,
              attempts: 1,
            },
    };
    await writer.add(5, (batch) => writeLedgerEntry(db, batch, releaseEntryId(order.id), entry, at));
    if (fate === "refunded_after_release") {
      const { transfer: _transfer, ...share } = entry;
      const reversal = { ...share, kind: "refund" as const, amountCents: -shareCents, refundedTotalCents: totalCents };
      await writer.add(5, (batch) => writeLedgerEntry(db, batch, refundEntryId(order.id, totalCents), reversal, at));
    }
  }
  await writer.done();
  return writer.written;
}
