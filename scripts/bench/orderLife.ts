/**
 * The whole life of one order in the Firestore operations production bills, for `npm run
 * bench:scale`: from the checkout to the song's release, through the real routes a customer, an
 * artist and an admin call (checkout, the hosted payment page, the success page's verify, the
 * studio's accept, upload and submission, the song check's release), then its follow-ups that fall
 * due meanwhile (run by the task queue) and the emails it queues. Every function process of the
 * stack keeps its totals in a folder (BENCH_COUNT_DIR: functions/src/adapters/firestore/
 * billedOperations.ts), so webhooks, follow-ups and triggers count as well as the requests; the
 * figure is what all of them billed between the first call and the last follow-up's end.
 * Not counted: the email extension's own reads and writes of each mail document (not our code),
 * and follow-ups due later (listed by kind; each runs once, when due).
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Firestore } from "firebase-admin/firestore";
import { GOOD_FORM } from "@songs/stripe-local/testing";
import { PAYING_CARD } from "../site/hostedCheckout";
import { synthesizeSong } from "../seed/audio";
import type { Stack } from "../stack/startStack";
import { billedOf, type Billed } from "./billedOperations";

/** Sets the folder every function process keeps its totals in: before the stack starts, whose processes inherit it. */
export function keepFunctionTotalsInStack(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-billed-"));
  process.env.BENCH_COUNT_DIR = dir;
  return dir;
}

/** What every function process has billed so far. */
function totalsIn(dir: string): Billed {
  const totals = { reads: 0, writes: 0 };
  for (const file of readdirSync(dir)) {
    try {
      const counts = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Billed;
      totals.reads += counts.reads;
      totals.writes += counts.writes;
    } catch {
      // A file being rewritten this instant: read again next time.
    }
  }
  return totals;
}

export interface OrderLifeTokens {
  customer: string;
  artist: string;
  admin: string;
}

/** Each request's own reads and writes, by step, as its answer's headers say (billedOperations.ts). */
type Steps = [step: string, billed: Billed | undefined][];

async function call(
  stack: Stack,
  steps: Steps,
  step: string,
  route: string,
  token: string,
  body: unknown = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(stack.baseUrl + route, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "X-Forwarded-For": "10.77.0.1" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${text}`);
  steps.push([step, billedOf(response, undefined)]);
  return JSON.parse(text || "{}") as Record<string, unknown>;
}

/** Waits until the totals stop moving for `quietMs` (the follow-ups due now, the triggers, their emails, the webhooks). */
export async function settled(dir: string, quietMs: number): Promise<Billed> {
  let last = totalsIn(dir);
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = totalsIn(dir);
    if (now.reads !== last.reads || now.writes !== last.writes) [last, since] = [now, Date.now()];
  }
  return last;
}

/** Waits (two minutes at most) until the order's follow-ups due by now have run: the task queue carries them out. */
async function dueFollowUpsDone(db: Firestore, orderId: string): Promise<void> {
  const due = db
    .collection("followUps")
    .where("orderId", "==", orderId)
    .where("state", "==", "pending")
    .where("dueAt", "<=", new Date());
  for (const started = Date.now(); Date.now() - started < 120_000;) {
    if ((await due.count().get()).data().count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log("  (follow-ups due now were still waiting after two minutes)");
}

/** Runs one order from payment to release on the stack and prints what its life billed. */
export async function measureOrderLife(
  stack: Stack,
  db: Firestore,
  dir: string,
  tokens: OrderLifeTokens,
  artistId: string,
): Promise<Billed> {
  const before = await settled(dir, 3000);
  const steps: Steps = [];
  const checkout = await call(stack, steps, "checkout", "/api/checkout", tokens.customer, {
    occasion: "birthday",
    genre: "pop",
    artistId,
    recipientName: "Grandma Rose",
    story: "She taught me to bake bread on Sunday mornings.",
    keyMoments: "The summer at the lake",
    package: "premium",
    addOns: [],
  });
  const orderId = String(checkout.sessionId);
  const paid = await fetch(String(checkout.url), {
    method: "POST",
    body: new URLSearchParams({ ...GOOD_FORM, card_number: PAYING_CARD }),
    redirect: "manual",
  });
  if (paid.status !== 303) throw new Error(`The hosted payment page answered ${paid.status}`);
  await call(stack, steps, "verify", "/api/payments/verify", tokens.customer, { sessionId: orderId });
  await call(stack, steps, "accept", `/api/studio/orders/${orderId}/accept`, tokens.artist);
  const song = synthesizeSong({ key: 62, bpm: 96, seed: "order-life", seconds: 2 });
  const uploads = `/api/studio/orders/${orderId}/song-uploads`;
  const upload = await call(stack, steps, "upload", uploads, tokens.artist, {
    fileName: "song.wav",
    contentType: "audio/wav",
    size: song.length,
  });
  const put = await fetch(String(upload.uploadUrl), {
    method: "PUT",
    headers: { "Content-Type": "audio/wav", ...(upload.headers as Record<string, string>) },
    body: new Uint8Array(song),
  });
  if (!put.ok) throw new Error(`The signed upload answered ${put.status}`);
  await call(stack, steps, "upload's end", `${uploads}/${String(upload.uploadId)}/complete`, tokens.artist);
  const lyrics = { lyrics: "Verse 1\nBread on Sundays" };
  await call(stack, steps, "submission", `/api/studio/orders/${orderId}/submission`, tokens.artist, lyrics);
  await call(stack, steps, "release", `/api/admin/orders/${orderId}/song-checks/release`, tokens.admin);
  await dueFollowUpsDone(db, orderId);
  const after = await settled(dir, 5000);

  const billed = { reads: after.reads - before.reads, writes: after.writes - before.writes };
  const followUps = (await db.collection("followUps").where("orderId", "==", orderId).get()).docs;
  const byState = (state: string) =>
    followUps.filter((doc) => doc.get("state") === state).map((doc) => String(doc.get("kind")));
  const mails = (await db.collection("mail").where("orderId", "==", orderId).count().get()).data().count;
  console.log(
    `\nOne order's life (checkout, payment, verify, accept, upload, submission, release; its follow-ups due meanwhile and its emails): ${billed.reads} reads, ${billed.writes} writes`,
  );
  const requests = steps.map(([step, counts]) => `${step} ${counts ? `${counts.reads} / ${counts.writes}` : "?"}`);
  console.log(
    `  of which the requests (reads / writes): ${requests.join("; ")}; the rest: the webhook, follow-ups, triggers`,
  );
  console.log(
    `  follow-ups done: ${byState("done").join(", ") || "none"}; still waiting (not counted): ${byState("pending").join(", ") || "none"}; failed: ${byState("failed").join(", ") || "none"}; emails queued: ${mails}`,
  );
  return billed;
}
