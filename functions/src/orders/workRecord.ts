import { Timestamp } from "firebase-admin/firestore";
import { isWorkStage, type OrderWork } from "@songs/domain";
import { dateOrNull, numberOr, strings, text, textOrNull } from "../adapters/firestore/documentFields";

/** A version an artist submitted to the quality check, kept on the order until admins decide. */
export interface WorkSubmission {
  /** Path of the uploaded song in the ORDER_SONGS_BUCKET. */
  path: string;
  contentType: string;
  submittedAt: Date;
}

/** An artist's decline of an offer, with their reason (for the admins). */
export interface WorkDecline {
  artistId: string;
  reason: string;
  declinedAt: Date;
}

/** The order's `work` field as stored: the domain's OrderWork plus the submitted version and the declines. */
export interface WorkRecord extends OrderWork {
  submission: WorkSubmission | null;
  declines: WorkDecline[];
  /** Versions the artist submitted so far. */
  submittedVersions: number;
}

const timestampOrNull = (date: Date | null): Timestamp | null => (date ? Timestamp.fromDate(date) : null);

/** The stored `work` field, or null for an order from before the studio (or not yet offered). */
export function workFromData(value: unknown): WorkRecord | null {
  if (typeof value !== "object" || value === null) return null;
  const data = value as Record<string, unknown>;
  if (!isWorkStage(data.stage)) return null;
  const submission = data.submission as Record<string, unknown> | null | undefined;
  return {
    stage: data.stage,
    chosenArtistId: textOrNull(data.chosenArtistId),
    offeredTo: strings(data.offeredTo),
    offeredAt: dateOrNull(data.offeredAt),
    firstOfferedAt: dateOrNull(data.firstOfferedAt),
    passedBy: strings(data.passedBy),
    artistId: textOrNull(data.artistId),
    acceptedAt: dateOrNull(data.acceptedAt),
    reviewNotes: textOrNull(data.reviewNotes),
    unclaimedAlertedAt: dateOrNull(data.unclaimedAlertedAt),
    submission: submission
      ? { path: text(submission.path), contentType: text(submission.contentType), submittedAt: dateOrNull(submission.submittedAt) ?? new Date(0) }
      : null,
    submittedVersions: numberOr(data.submittedVersions, 0),
    declines: declinesOf(data.declines),
  };
}

function declinesOf(value: unknown): WorkDecline[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { artistId, reason, declinedAt } = item as Record<string, unknown>;
    return [{ artistId: text(artistId), reason: text(reason), declinedAt: dateOrNull(declinedAt) ?? new Date(0) }];
  });
}

/** The `work` field to store. */
export function workToData(work: WorkRecord) {
  return {
    stage: work.stage,
    chosenArtistId: work.chosenArtistId,
    offeredTo: work.offeredTo,
    offeredAt: timestampOrNull(work.offeredAt),
    firstOfferedAt: timestampOrNull(work.firstOfferedAt),
    passedBy: work.passedBy,
    artistId: work.artistId,
    acceptedAt: timestampOrNull(work.acceptedAt),
    reviewNotes: work.reviewNotes,
    unclaimedAlertedAt: timestampOrNull(work.unclaimedAlertedAt),
    submission: work.submission
      ? { path: work.submission.path, contentType: work.submission.contentType, submittedAt: Timestamp.fromDate(work.submission.submittedAt) }
      : null,
    submittedVersions: work.submittedVersions,
    declines: work.declines.map((decline) => ({ ...decline, declinedAt: Timestamp.fromDate(decline.declinedAt) })),
  };
}

/** A new work record from the domain's first offer. */
export function newWorkRecord(work: OrderWork): WorkRecord {
  return { ...work, submission: null, submittedVersions: 0, declines: [] };
}
