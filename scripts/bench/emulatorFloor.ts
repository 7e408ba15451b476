/**
 * The emulator's own floor under `npm run bench:scale`'s routes: for each route, the reads it makes,
 * made by the same owners' code through the Admin SDK straight to the Firestore emulator (no
 * Hosting, no Functions worker, no sign-in check), one at a time, p50 and p99. A route whose
 * figure tracks this one spends its time in the emulator's queries, not in its own code.
 *
 * The emulator has no real indexes: it answers a query by reading the whole collection the query
 * names, whatever the query's limit, so its time grows with the collection even when the answer
 * stays 51 documents. Cloud Firestore answers the same query from its composite index and bills
 * the documents returned (plus one read for an empty answer). The `reference:` rows show it:
 * a query that matches nothing costs the emulator as much as a scan of the collection.
 *
 * `FIRESTORE_EMULATOR_HOST=host:port tsx scripts/bench/emulatorFloor.ts` measures a running
 * emulator's floor on its own (project demo-songs).
 */
import { pathToFileURL } from "node:url";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { SECURITY_ALERTS_LIMIT, timeRangeMs } from "@songs/domain";
import { users } from "../../functions/src/account";
import { withArtistNames } from "../../functions/src/payouts/adminLedger";
import { artists } from "../../functions/src/catalogue";
import { earnings } from "../../functions/src/earnings";
import { orderReads } from "../../functions/src/orders";
import { publicReads } from "../../functions/src/publicCatalogue/publicReads";
import { reviews } from "../../functions/src/reviews";
import { fileValidations, fraudAlerts, securityCounts, securityEvents } from "../../functions/src/security";
import { DEMO_ARTISTS, DEMO_CUSTOMER } from "../seed/users";

/** What the floor's reads are about: the signed-in parties and the search the bench makes. */
export interface FloorSubject {
  customerUid: string;
  artistId: string;
  orderId: string;
  search: string;
}

export const DEMO_SUBJECT = (search: string, orderId: string): FloorSubject => ({
  customerUid: DEMO_CUSTOMER.uid,
  artistId: DEMO_ARTISTS[0].artistId,
  orderId,
  search,
});

const thirtyDaysAgo = () => new Date(Date.now() - timeRangeMs("30d"));

/**
 * Each route's reads, in the order and grouping the route makes them (scaleRoutes.ts's labels).
 * The catalogue routes answer from the instance's memory after their first request: their row is
 * the read that fills it.
 */
export const FLOOR_READS: Record<string, (db: Firestore, subject: FloorSubject) => Promise<unknown>> = {
  artists: (db) => publicReads(db).artists(),
  samples: (db) => publicReads(db).samples(),
  reviews: (db) => publicReads(db).reviews(),
  // The orders hold their news and their artists' names.
  "customer orders": (db, { customerUid }) => orderReads(db).pageByCustomer(customerUid),
  "customer order details": (db, { customerUid, orderId }) => orderReads(db).getOwned(orderId, customerUid),
  "admin orders": async (db) => {
    const page = await orderReads(db).pageForAdmins("", "");
    return users(db).profiles(page.orders.map((order) => order.userId));
  },
  "admin order search (a year old)": async (db, { search }) => {
    const page = await orderReads(db).pageForAdmins("", search);
    return users(db).profiles(page.orders.map((order) => order.userId));
  },
  "security metrics 30d": (db) => securityCounts(db).since(thirtyDaysAgo()),
  "security alerts 30d": (db) => {
    const since = thirtyDaysAgo();
    return Promise.all([
      fraudAlerts(db).pageSince(since, SECURITY_ALERTS_LIMIT),
      securityEvents(db).pageSince(since, SECURITY_ALERTS_LIMIT),
      fileValidations(db).pageRejectedSince(since, SECURITY_ALERTS_LIMIT),
    ]);
  },
  "studio queue offered": (db, { artistId }) => orderReads(db).pageForArtistTab(artistId, "offered"),
  "studio queue released": (db, { artistId }) => orderReads(db).pageForArtistTab(artistId, "released"),
  "studio earnings": (db, { artistId }) =>
    Promise.all([earnings(db).page({ artistId }), earnings(db).totals({ artistId })]),
  "admin earnings": async (db) => {
    const [page] = await Promise.all([
      earnings(db).page({ artistId: undefined }),
      earnings(db).totals({ artistId: undefined }),
    ]);
    return withArtistNames(db, page.entries);
  },
  "review moderation queue": async (db) => {
    const pending = (await reviews(db).pagePending()).reviews;
    return Promise.all([
      artists(db).namesOf(pending.flatMap((review) => (review.artistId ? [review.artistId] : []))),
      orderReads(db).recipientNames(pending.map((review) => review.orderId)),
    ]);
  },
  // What the emulator costs whatever the answer: a query that matches nothing, and one document by id.
  "reference: orders, a query matching nothing": (db) =>
    db.collection("orders").where("userId", "==", "nobody").limit(1).get(),
  "reference: securityEvents, a query matching nothing": (db) =>
    db.collection("securityEvents").where("type", "==", "nothing").limit(1).get(),
  "reference: one order by id": (db, { orderId }) => db.collection("orders").doc(orderId).get(),
};

export interface FloorFigures {
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Each route's reads `samples` times one at a time (after two unmeasured runs): p50 and p99 in ms. */
export async function measureFloor(
  db: Firestore,
  subject: FloorSubject,
  samples: number,
): Promise<Map<string, FloorFigures>> {
  const figures = new Map<string, FloorFigures>();
  for (const [label, read] of Object.entries(FLOOR_READS)) {
    const times: number[] = [];
    for (let i = 0; i < samples + 2; i++) {
      const started = performance.now();
      await read(db, subject);
      if (i >= 2) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    figures.set(label, { p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  return figures;
}

export function printFloor(figures: Map<string, FloorFigures>, title: string): void {
  console.log(`\n${title}: the same reads straight to the Firestore emulator (Admin SDK), one at a time, p50 / p99`);
  for (const [label, { p50, p99 }] of figures) console.log(`  ${label}: ${p50.toFixed(0)} / ${p99.toFixed(0)} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error("Set FIRESTORE_EMULATOR_HOST to the running emulator (host:port)");
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? "demo-songs" }, `emulator-floor-${Date.now()}`);
  try {
    const search = process.argv[2] ?? "Wilhelmina Quarrington";
    printFloor(
      await measureFloor(
        getFirestore(app),
        DEMO_SUBJECT(search, "demo-order-completed"),
        Number(process.env.BENCH_SAMPLES ?? 20),
      ),
      "Emulator floor",
    );
  } finally {
    await deleteApp(app);
  }
}
