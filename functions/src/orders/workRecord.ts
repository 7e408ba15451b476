import { Timestamp } from "firebase-admin/firestore";
import { isWorkStage, queueTabOf, type Decline, type OrderWork } from "@songs/domain";
import { dateOrNull, numberOr, strings, text, textOrNull } from "../adapters/firestore/documentFields";
import { submissionOf, submissionToData, workItemsFromData, workItemsToData } from "./fulfilmentRecord";

const timestampOrNull = (date: Date | null): Timestamp | null => (date ? Timestamp.fromDate(date) : null);

function declinesOf(value: unknown): Decline[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { artistId, reason, declinedAt } = item as Record<string, unknown>;
    return [{ artistId: text(artistId), reason: text(reason), declinedAt: dateOrNull(declinedAt) ?? new Date(0) }];
  });
}

/** The stored `work` field, or null for an order from before the studio. */
export function workFromData(value: unknown): OrderWork | null {
  if (typeof value !== "object" || value === null) return null;
  const data = value as Record<string, unknown>;
  if (!isWorkStage(data.stage)) return null;
  return {
    stage: data.stage,
    chosenArtistId: textOrNull(data.chosenArtistId),
    offeredTo: strings(data.offeredTo),
    offeredAt: dateOrNull(data.offeredAt),
    firstOfferedAt: dateOrNull(data.firstOfferedAt),
    passedBy: strings(data.passedBy),
    offerClosedFor: strings(data.offerClosedFor),
    artistId: textOrNull(data.artistId),
    acceptedAt: dateOrNull(data.acceptedAt),
    // Orders checked before the notes were named for the song check stored them as `reviewNotes`.
    songCheckNotes: textOrNull(data.songCheckNotes ?? data.reviewNotes),
    unclaimedAlertedAt: dateOrNull(data.unclaimedAlertedAt),
    reminderSentAt: dateOrNull(data.reminderSentAt),
    submission: submissionOf(data.submission),
    submittedVersions: numberOr(data.submittedVersions, 0),
    declines: declinesOf(data.declines),
    ...workItemsFromData(data),
  };
}

/** The `work` field to store, with the studio queue's tab it is filed under (`queueTab`, queried by the studio). */
export function workToData(work: OrderWork) {
  return {
    stage: work.stage,
    queueTab: queueTabOf(work),
    chosenArtistId: work.chosenArtistId,
    offeredTo: work.offeredTo,
    offeredAt: timestampOrNull(work.offeredAt),
    firstOfferedAt: timestampOrNull(work.firstOfferedAt),
    passedBy: work.passedBy,
    offerClosedFor: work.offerClosedFor,
    artistId: work.artistId,
    acceptedAt: timestampOrNull(work.acceptedAt),
    songCheckNotes: work.songCheckNotes,
    unclaimedAlertedAt: timestampOrNull(work.unclaimedAlertedAt),
    reminderSentAt: timestampOrNull(work.reminderSentAt),
    submission: submissionToData(work.submission),
    submittedVersions: work.submittedVersions,
    declines: work.declines.map((decline) => ({ ...decline, declinedAt: Timestamp.fromDate(decline.declinedAt) })),
    ...workItemsToData(work),
  };
}
