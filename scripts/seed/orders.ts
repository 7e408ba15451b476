import type { Firestore, WriteBatch } from "firebase-admin/firestore";
import type { BlobStore } from "../../functions/src/adapters/blobs/BlobStore";
import { followUps } from "../../functions/src/followUps";
import { newOrder, ORDER_SONGS_BUCKET, orderBrief, orderRecord } from "../../functions/src/orders";
import {
  type AddOnKey,
  type PackageKey,
  type OrderStatus,
  type CheckoutGenreId,
  type OccasionId,
  blankLifecycle,
  computeTotalCents,
  followUpsDueFor,
  type LifecycleOrder,
} from "@songs/domain";
import { SEED_ARTISTS } from "./artists";
import { DEMO_SONG_SECONDS, synthesizeSong } from "./audio";
import { demoLyrics } from "./demoLyrics";
import { seedDate, seedUuid } from "./ids";
import { DEMO_CUSTOMER } from "./users";

export interface SeedOrder {
  id: string;
  status: OrderStatus;
  artistSlug: string | null;
  occasion: OccasionId;
  genre: CheckoutGenreId;
  recipientName: string;
  story: string;
  keyMoments: string;
  package: PackageKey;
  addOns: AddOnKey[];
  /** Days after the seed start date: larger is newer. */
  day: number;
  /** Completed orders: the synthesized song's music. */
  song?: { key: number; bpm: number; minor?: boolean };
}

/**
 * The demo customer's orders, in every status; the completed ones have a playable song and no
 * download or review yet, so a newcomer can download, replay offline, share and review at once.
 * Paid and completed come twice: trying the product uses one of each up (the admin fulfils Sam
 * Rivera's paid order, which the customer then reviews; the customer reviews Emma Carter's song),
 * and the other keeps every status, and a song waiting for its review, on the same running stack.
 */
export const SEED_ORDERS: readonly SeedOrder[] = [
  {
    id: "demo-order-completed",
    status: "completed",
    artistSlug: "maya-rivers",
    occasion: "birthday",
    genre: "pop",
    recipientName: "Emma Carter",
    story:
      "Emma is my little sister and she turns thirty this spring. She moved to Lisbon two years ago to open a bakery and every Sunday she still calls our mum while kneading dough. " +
      "She taught herself Portuguese from cookbooks, rescued a one-eyed cat called Pirate and never misses a chance to dance in the kitchen.",
    keyMoments: "The bakery's opening day queue; Pirate stealing a croissant; our road trip to Porto singing off-key.",
    package: "premium",
    addOns: ["extra-verse"],
    day: 300,
    song: { key: 64, bpm: 108 },
  },
  {
    id: "demo-order-in-progress",
    status: "in_progress",
    artistSlug: "jake-morrison",
    occasion: "wedding",
    genre: "rock",
    recipientName: "Daniel Okafor",
    story:
      "Daniel and I met at a record store fighting over the last copy of a live album. Ten years later we are getting married in the same town, and the band is playing a song about us as we walk out.",
    keyMoments: "The record store; our first gig together; the proposal at the lighthouse.",
    package: "deluxe",
    addOns: ["rush"],
    day: 310,
  },
  {
    id: "demo-order-paid",
    status: "paid",
    artistSlug: null,
    occasion: "graduation",
    genre: "acoustic",
    recipientName: "Sam Rivera",
    story:
      "Sam is the first in our family to finish university, after night classes and two jobs. We want a song that says how proud we are.",
    keyMoments: "",
    package: "basic",
    addOns: [],
    day: 318,
  },
  {
    id: "demo-order-pending",
    status: "pending",
    artistSlug: "emma-lindqvist",
    occasion: "memorial",
    genre: "folk",
    recipientName: "Grandpa Joe",
    story:
      "Grandpa Joe kept the porch light on for every one of us, fixed every bike on the street and whistled the same tune while he worked in the garden.",
    keyMoments: "His garden; the whistled tune; Sunday pancakes.",
    package: "premium",
    addOns: ["instrumental"],
    day: 320,
  },
  {
    id: "demo-order-paid-rush",
    status: "paid",
    artistSlug: "sofia-alvarez",
    occasion: "anniversary",
    genre: "latin",
    recipientName: "Lucia Moreno",
    story:
      "Lucia and I danced salsa on our first date and have not stopped since. Our tenth anniversary is next month and she deserves a song in both our languages.",
    keyMoments: "The salsa class where we met; the rainy wedding in Seville; our daughter's first steps.",
    package: "premium",
    addOns: ["rush"],
    day: 322,
  },
  {
    id: "demo-order-completed-graduation",
    status: "completed",
    artistSlug: "jake-morrison",
    occasion: "graduation",
    genre: "rock",
    recipientName: "Noah Bennett",
    story:
      "Noah failed chemistry twice and graduated top of his nursing class anyway. He plays drums badly and loudly, and we want a song he can play along to.",
    keyMoments: "The chemistry retake; the night shifts; the graduation cap thrown into the lake.",
    package: "basic",
    addOns: [],
    day: 260,
    song: { key: 55, bpm: 126 },
  },
  {
    id: "demo-order-cancelled",
    status: "cancelled",
    artistSlug: "darnell-brooks",
    occasion: "anniversary",
    genre: "rnb",
    recipientName: "Jordan Lee",
    story: "Five years together. We ended up choosing a different surprise, so this order was cancelled.",
    keyMoments: "",
    package: "basic",
    addOns: [],
    day: 290,
  },
];

/** Opaque like every song path (see newSongPath), deterministic for idempotent seeding. */
export const seedOrderSongPath = (order: SeedOrder) => `${seedUuid(`song:${order.id}`)}.wav`;

function artistOf(order: SeedOrder) {
  const artist = order.artistSlug ? SEED_ARTISTS.find((a) => a.slug === order.artistSlug) : undefined;
  return { artistId: artist?.id ?? null, artistName: artist?.name ?? null };
}

/**
 * A demo order added to the seed's batch through the order's record (`orderRecord`, `newOrder`) as
 * checkout and the lifecycle write it: the checkout's fields, then the lifecycle (a completed order
 * has its song; `lifecycle` adds the studio's work and the rest), with the follow-ups its phase waits
 * on (`followUpsDueFor`), so its offer lapses and its alerts come on time like any order's.
 */
/** Whose order it is when not the demo customer's with its seed artist (`npm run bench:scale`'s grown data). */
export interface SeedParties {
  customer: { uid: string; email: string };
  artist: { id: string; name: string } | null;
}

export function seedOrder(
  db: Firestore,
  batch: WriteBatch,
  order: SeedOrder,
  lifecycle: Partial<LifecycleOrder> = {},
  parties?: SeedParties,
): void {
  const createdAt = seedDate(order.day);
  const releasedAt = order.song ? seedDate(order.day + 5) : null;
  const totalCents = computeTotalCents(order.package, order.addOns);
  const paymentIntentId = order.status === "pending" ? null : `pi_${order.id.replaceAll("-", "_")}`;
  const paid = {
    userId: parties?.customer.uid ?? DEMO_CUSTOMER.uid,
    customerEmail: parties?.customer.email ?? DEMO_CUSTOMER.email,
    ...(parties ? { artistId: parties.artist?.id ?? null, artistName: parties.artist?.name ?? null } : artistOf(order)),
    ...orderBrief(order),
    totalCents,
    currency: "usd",
    shippingAddress: null,
    stripeSessionId: order.id,
    paymentIntentId,
  };
  // Every delivered song has its lyrics (docs/spec-departures.md).
  const song = order.song
    ? {
        songPath: seedOrderSongPath(order),
        songContentType: "audio/wav",
        songVersion: 1,
        releasedAt,
        lyrics: demoLyrics(order),
      }
    : {};
  const stored = blankLifecycle(
    {
      id: order.id,
      status: order.status,
      package: order.package,
      addOns: order.addOns,
      totalCents,
      paymentIntentId,
      createdAt,
    },
    { ...song, ...lifecycle },
  );
  batch.set(
    db.collection("orders").doc(order.id),
    orderRecord.write({ ...newOrder(paid, stored), updatedAt: stored.releasedAt ?? stored.createdAt }),
  );
  followUps(db).setAll(batch, followUpsDueFor(stored));
}

/**
 * The demo customer's history, placed in 2025: the unfinished ones are long past their due dates,
 * and their overdue alerts went out then, so a fresh stack's first sweep does not mail the admins.
 */
export function seedOrders(db: Firestore, batch: WriteBatch): void {
  for (const order of SEED_ORDERS) {
    const unfinished = order.status === "paid" || order.status === "in_progress";
    seedOrder(db, batch, order, unfinished ? { overdueAlertedAt: seedDate(order.day + 14) } : {});
  }
}

/** The songs of these seed orders (the demo customer's by default), written once. */
export async function seedOrderSongs(blobs: BlobStore, orders: readonly SeedOrder[] = SEED_ORDERS): Promise<void> {
  await Promise.all(
    orders.map(async (order) => {
      if (!order.song) return;
      const file = seedOrderSongPath(order);
      if (await blobs.stat(ORDER_SONGS_BUCKET, file)) return;
      await blobs.write(
        ORDER_SONGS_BUCKET,
        file,
        synthesizeSong({ ...order.song, seed: order.id, seconds: DEMO_SONG_SECONDS }),
        "audio/wav",
      );
    }),
  );
}
