import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot } from "firebase-admin/firestore";

/**
 * The order's records stored in a former shape, and each one's rewrite in the shape the order's
 * codec reads (`npm run migrate:record-shapes`, through the lifecycle writer's `rewriteFormerShapes`):
 * nothing reads the former shapes any more. Each reads the stored fields themselves (a former
 * shape is what it is for) and answers the update, or null for a record not in that shape, so a
 * second run changes nothing.
 */
export type FormerShape =
  "reviewNotes" | "songOnlySubmission" | "songDeliveredReason" | "releasedOrder" | "releasedHistoryStage";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The song check's notes, stored as `work.reviewNotes` before they were named for it: `work.songCheckNotes` (kept when both are there). */
function renamedReviewNotes(order: DocumentSnapshot): DocumentData | null {
  const former: unknown = order.get("work.reviewNotes");
  if (former === undefined) return null;
  const notes: unknown = order.get("work.songCheckNotes");
  return { "work.songCheckNotes": notes ?? former, "work.reviewNotes": FieldValue.delete() };
}

/**
 * A submission to the song check stored before submissions carried every item (`{ path,
 * contentType, submittedAt }`, the song's file alone): `{ items: { song, instrumental: null,
 * lyrics: null }, submittedAt }`, its file name unknown (""); one without a file holds none (null).
 */
function reshapedSubmission(order: DocumentSnapshot): DocumentData | null {
  const former: unknown = order.get("work.submission");
  if (typeof former !== "object" || former === null || "items" in former) return null;
  const { path, contentType, fileName, submittedAt } = former as Record<string, unknown>;
  if (typeof path !== "string" || path === "") return { "work.submission": null };
  return {
    "work.submission": {
      items: {
        song: { path, contentType: text(contentType), fileName: text(fileName) },
        instrumental: null,
        lyrics: null,
      },
      submittedAt: submittedAt instanceof Timestamp ? submittedAt : Timestamp.fromMillis(0),
    },
  };
}

/** A history entry's reason for a song reaching its customer, stored as `song_delivered` before it had one name: `song_released`. */
const renamedReason = (entry: DocumentSnapshot): DocumentData | null =>
  entry.get("reason") === "song_delivered" ? { reason: "song_released" } : null;

/**
 * An order whose song reached its customer, stored before that moment had one word: its time as
 * `releasedAt` (was `completedAt`), its work's stage and queue tab `released` (were `delivered`).
 */
function releasedOrder(order: DocumentSnapshot): DocumentData | null {
  const update: DocumentData = {};
  const formerAt: unknown = order.get("completedAt");
  if (formerAt !== undefined) {
    update.releasedAt = order.get("releasedAt") ?? formerAt;
    update.completedAt = FieldValue.delete();
  }
  if (order.get("work.stage") === "delivered") update["work.stage"] = "released";
  if (order.get("work.queueTab") === "delivered") update["work.queueTab"] = "released";
  return Object.keys(update).length > 0 ? update : null;
}

/** A history entry's stages, stored as `delivered` before the release had one word: `released`. */
function releasedHistoryStage(entry: DocumentSnapshot): DocumentData | null {
  const update: DocumentData = {};
  if (entry.get("stageFrom") === "delivered") update.stageFrom = "released";
  if (entry.get("stageTo") === "delivered") update.stageTo = "released";
  return Object.keys(update).length > 0 ? update : null;
}

/** Each former shape: where it is stored (an order, or an entry of its history) and its rewrite. */
export const FORMER_SHAPES: Record<
  FormerShape,
  { in: "orders" | "history"; rewrite: (doc: DocumentSnapshot) => DocumentData | null }
> = {
  reviewNotes: { in: "orders", rewrite: renamedReviewNotes },
  songOnlySubmission: { in: "orders", rewrite: reshapedSubmission },
  songDeliveredReason: { in: "history", rewrite: renamedReason },
  releasedOrder: { in: "orders", rewrite: releasedOrder },
  releasedHistoryStage: { in: "history", rewrite: releasedHistoryStage },
};
