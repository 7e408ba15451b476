import { z } from "zod";
import { queueTabOf, STUDIO_TABS, WORK_STAGES, type Decline, type OrderWork } from "@songs/domain";
import { count, listOf, orNull, timestamp } from "../adapters/firestore/storedRecord";
import { submission, workItemFields } from "./fulfilmentRecord";

const decline = z.object({
  artistId: z.string(),
  reason: z.string(),
  declinedAt: timestamp,
}) satisfies z.ZodType<Decline>;

/** The `work` field as stored: the order's work and the studio queue's tab it is filed under. */
const storedWork = z.object({
  stage: z.enum(WORK_STAGES),
  /** Derived from the work on every write; the studio's queue queries it (absent until the bounded reads' migration stored it). */
  queueTab: z.enum(STUDIO_TABS).nullable().optional(),
  chosenArtistId: orNull(z.string()),
  offeredTo: listOf(z.string()),
  offeredAt: orNull(timestamp),
  firstOfferedAt: orNull(timestamp),
  passedBy: listOf(z.string()),
  offerClosedFor: listOf(z.string()),
  artistId: orNull(z.string()),
  acceptedAt: orNull(timestamp),
  songCheckNotes: orNull(z.string()),
  unclaimedAlertedAt: orNull(timestamp),
  reminderSentAt: orNull(timestamp),
  submission: orNull(submission),
  submittedVersions: count,
  declines: listOf(decline),
  ...workItemFields,
});

/** The order's work (`OrderWork`) as stored, with the queue tab (`queueTabOf`) it is filed under. */
export const work = z.codec(storedWork, z.custom<OrderWork>(), {
  decode: ({ queueTab: _queueTab, ...stored }): OrderWork => stored,
  encode: (order) => ({ ...order, queueTab: queueTabOf(order) }),
});
