import type { Firestore, WriteBatch } from "firebase-admin/firestore";
import type { BlobStore } from "../../functions/src/adapters/blobs/BlobStore";
import { emptyWork, type OrderWork, type WorkStage } from "@songs/domain";
import { demoLyrics } from "./demoLyrics";
import { seedUuid } from "./ids";
import { seedOrder, seedOrderSongPath, seedOrderSongs, type SeedOrder } from "./orders";
import { seedArtistId } from "./artists";

/**
 * The demo customer's orders in every studio state, for the demo artists Maya Rivers and Sofia
 * Alvarez (docs/studio.md). Times are relative to the seeding, so offers are open and due dates
 * near when the stack starts.
 */
interface StudioSeedOrder extends SeedOrder {
  stage: WorkStage;
  /** The artist working on it (offered ones: those it is offered to). */
  artists: ("maya-rivers" | "sofia-alvarez")[];
  /** Days before the seeding that it was paid. */
  paidDaysAgo: number;
  songCheckNotes?: string;
  revisionNote?: string;
}

const MAYA = "maya-rivers" as const;
const SOFIA = "sofia-alvarez" as const;

const base: Pick<SeedOrder, "occasion" | "genre" | "package" | "addOns" | "day"> = {
  occasion: "birthday",
  genre: "pop",
  package: "premium",
  addOns: [],
  day: 0,
};

export const STUDIO_SEED_ORDERS: readonly StudioSeedOrder[] = [
  {
    ...base,
    id: "studio-order-offered",
    status: "paid",
    stage: "offered",
    artistSlug: MAYA,
    artists: [MAYA],
    paidDaysAgo: 0,
    recipientName: "Olivia Park",
    story: "Olivia learned to sail at sixty and now races every Saturday.",
    keyMoments: "Her first regatta win.",
    addOns: ["rush"],
  },
  {
    ...base,
    id: "studio-order-offered-any",
    status: "paid",
    stage: "offered",
    artistSlug: null,
    artists: [MAYA, SOFIA],
    paidDaysAgo: 0,
    occasion: "anniversary",
    recipientName: "Noah and Lily",
    story: "Ten years since they met on a delayed train to Leeds.",
    keyMoments: "The train, the umbrella, the proposal at the station.",
  },
  {
    ...base,
    id: "studio-order-in-progress",
    status: "in_progress",
    stage: "in_progress",
    artistSlug: MAYA,
    artists: [MAYA],
    paidDaysAgo: 2,
    recipientName: "Henry Walsh",
    story: "Henry coaches the under-tens football team and never misses a match.",
    keyMoments: "The muddy cup final.",
  },
  {
    ...base,
    id: "studio-order-song-check",
    status: "in_progress",
    stage: "song_check",
    artistSlug: SOFIA,
    artists: [SOFIA],
    paidDaysAgo: 3,
    recipientName: "Lucia Gomez",
    story: "Lucia's grandmother taught her every song she knows in the kitchen.",
    keyMoments: "Sunday paella; the guitar under the bed.",
    song: { key: 62, bpm: 100 },
  },
  {
    ...base,
    id: "studio-order-returned",
    status: "in_progress",
    stage: "returned",
    artistSlug: MAYA,
    artists: [MAYA],
    paidDaysAgo: 6,
    package: "basic",
    recipientName: "Priya Shah",
    story: "Priya finished her PhD after six years of night shifts.",
    keyMoments: "The viva; the celebration curry.",
    songCheckNotes: "Lovely melody. Please bring the vocals up in the chorus and say Priya's name clearly.",
  },
  {
    ...base,
    id: "studio-order-delivered",
    status: "completed",
    stage: "released",
    artistSlug: SOFIA,
    artists: [SOFIA],
    paidDaysAgo: 9,
    occasion: "wedding",
    recipientName: "Marco and Ana",
    story: "They met dancing salsa in Barcelona.",
    keyMoments: "The first dance; the rainy honeymoon.",
    song: { key: 67, bpm: 112 },
  },
  {
    ...base,
    id: "studio-order-revision",
    status: "completed",
    stage: "revision",
    artistSlug: MAYA,
    artists: [MAYA],
    paidDaysAgo: 8,
    recipientName: "Grace Miller",
    story: "Grace is turning ninety and still gardens every morning.",
    keyMoments: "Her roses winning the county show.",
    song: { key: 60, bpm: 92 },
    revisionNote: "Could the last chorus mention her roses?",
  },
  {
    ...base,
    id: "studio-order-awaiting-customer",
    status: "paid",
    stage: "awaiting_customer",
    artistSlug: SOFIA,
    artists: [],
    paidDaysAgo: 1,
    recipientName: "Sam O'Neill",
    story: "Sam is retiring after forty years as a postman.",
    keyMoments: "The dog that waited for him every day.",
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The order's work in its studio stage, as the lifecycle would have left it. */
function workOf(order: StudioSeedOrder, paidAt: Date): OrderWork {
  const ids = order.artists.map(seedArtistId);
  const chosen = order.artistSlug ? seedArtistId(order.artistSlug) : null;
  const offered = order.stage === "offered";
  const waiting = offered || order.stage === "awaiting_customer";
  const passed = order.stage === "awaiting_customer" && chosen ? [chosen] : [];
  return {
    ...emptyWork(order.stage, chosen),
    offeredTo: offered ? ids : [],
    // Offered at seeding, so the offer is open for its 24 hours when the stack starts.
    offeredAt: offered ? new Date() : null,
    firstOfferedAt: offered ? new Date() : paidAt,
    passedBy: passed,
    artistId: waiting ? null : (ids[0] ?? null),
    acceptedAt: waiting ? null : new Date(paidAt.getTime() + DAY_MS / 4),
    songCheckNotes: order.songCheckNotes ?? null,
    submission:
      order.stage === "song_check"
        ? {
            items: {
              song: { path: seedOrderSongPath(order), contentType: "audio/wav", fileName: "Lucia - take 1.wav" },
              instrumental: null,
              lyrics: demoLyrics(order),
            },
            submittedAt: new Date(),
          }
        : null,
    submittedVersions: order.stage === "song_check" || order.stage === "returned" || order.song ? 1 : 0,
    declines: passed.map((artistId) => ({ artistId, reason: "Away on tour that week.", declinedAt: new Date() })),
  };
}

export function seedStudioOrders(db: Firestore, batch: WriteBatch): void {
  for (const order of STUDIO_SEED_ORDERS) {
    const paidAt = new Date(Date.now() - order.paidDaysAgo * DAY_MS);
    // A song in the song check is the artist's submission, not yet the order's song.
    const delivered = order.stage === "released" || order.stage === "revision";
    seedOrder(db, batch, order, {
      createdAt: paidAt,
      ...(delivered
        ? { releasedAt: new Date() }
        : { songPath: null, songContentType: null, songVersion: 0, releasedAt: null }),
      revisionRequested: order.revisionNote !== undefined,
      revisions: order.revisionNote
        ? [
            {
              id: seedUuid(`revision:${order.id}`),
              note: order.revisionNote,
              requestedAt: new Date(),
              resolvedAt: null,
              resolvedByVersion: null,
            },
          ]
        : [],
      work: workOf(order, paidAt),
    });
  }
}

export const seedStudioOrderSongs = (blobs: BlobStore): Promise<void> => seedOrderSongs(blobs, STUDIO_SEED_ORDERS);
