import type { Firestore, WriteBatch } from "firebase-admin/firestore";
import { followUpOf, zonedTimeToInstant } from "@songs/domain";
import type { BlobStore } from "../../functions/src/adapters/blobs/BlobStore";
import { followUps } from "../../functions/src/followUps";
import { giftRecord, newGift, type GiftRecord } from "../../functions/src/gifts";
import { questionRecord, VOICE_NOTES_BUCKET, type QuestionRecord } from "../../functions/src/questions";
import { synthesizeSong } from "./audio";
import { seedDate, seedUuid } from "./ids";
import { DEMO_ARTISTS, DEMO_CUSTOMER } from "./users";

/**
 * The gift moment and an order's questions in the demo data: a gift scheduled for the next 20
 * December at 8:00 in Dublin (a fixed day, so a restart keeps one follow-up for it), a gift sent and
 * thanked, and Maya's question about a name with the customer's voice answer.
 */

const SCHEDULED_GIFT_ORDER = "demo-order-in-progress";
const SENT_GIFT_ORDER = "demo-order-completed-graduation";
const QUESTION_ORDER = "studio-order-in-progress";
const VOICE_NOTE_PATH = `${seedUuid("voice:studio-order-in-progress")}.wav`;

const maya = DEMO_ARTISTS[0]!;

/** The sent gift's page, as its recipient opens it from the email (the token is fixed, so the link survives restarts). */
export const DEMO_GIFT_PAGE_PATH = `/gift/${seedUuid("gift:sent").replace(/-/g, "")}`;

/** Maya's question to the demo customer, answered with a voice note: on the customer's order and in Maya's studio. */
export const DEMO_QUESTION = {
  orderId: QUESTION_ORDER,
  askedBy: maya.fullName,
  text: "How does Henry's team say his name when they cheer: Henry, or Hen?",
} as const;

/** The next 20 December at 8:00 in Dublin. */
function nextTwentiethOfDecember(now = new Date()): { date: string; sendAt: Date } {
  for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    const date = `${year}-12-20`;
    const sendAt = zonedTimeToInstant(date, "08:00", "Europe/Dublin");
    if (sendAt && sendAt.getTime() > now.getTime()) return { date, sendAt };
  }
  throw new Error("No next 20 December");
}

const customer = { userId: DEMO_CUSTOMER.uid };
const request = { senderName: DEMO_CUSTOMER.fullName, time: "08:00", timeZone: "Europe/Dublin", allowDownload: true };

export function seedGiftsAndQuestions(db: Firestore, batch: WriteBatch): void {
  const next = nextTwentiethOfDecember();
  const scheduled = newGift(
    { id: SCHEDULED_GIFT_ORDER, ...customer },
    {
      ...request,
      recipientEmail: "dad@example.com",
      date: next.date,
      message: "Merry Christmas, Dad. This one is for all those drives to school.",
    },
    next.sendAt,
  );
  batch.set(
    db.collection("gifts").doc(SCHEDULED_GIFT_ORDER),
    giftRecord.write({ ...scheduled, token: seedUuid("gift:scheduled").replace(/-/g, "") }),
  );
  followUps(db).setAll(batch, [followUpOf(SCHEDULED_GIFT_ORDER, { kind: "send_gift", sendAt: next.sendAt })]);

  const sentAt = seedDate(306, 8);
  const sent: GiftRecord = {
    ...newGift(
      { id: SENT_GIFT_ORDER, ...customer },
      {
        ...request,
        recipientEmail: "jordan@example.com",
        date: sentAt.toISOString().slice(0, 10),
        message: "So proud of you. Play it loud!",
      },
      sentAt,
    ),
    token: DEMO_GIFT_PAGE_PATH.slice("/gift/".length),
    state: "sent",
    sentAt,
    openedAt: seedDate(306, 9),
    thanks: { message: "I have played it twenty times already. Thank you!", sentAt: seedDate(306, 10) },
  };
  batch.set(db.collection("gifts").doc(SENT_GIFT_ORDER), giftRecord.write(sent));

  const question: QuestionRecord = {
    id: seedUuid("question:studio-order-in-progress"),
    orderId: QUESTION_ORDER,
    askedBy: { uid: maya.uid, role: "artist", name: DEMO_QUESTION.askedBy, artistId: maya.artistId },
    text: DEMO_QUESTION.text,
    askedAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    answer: {
      text: null,
      voice: { path: VOICE_NOTE_PATH, contentType: "audio/wav" },
      answeredAt: new Date(Date.now() - 20 * 60 * 60 * 1000),
    },
  };
  batch.set(db.collection("questions").doc(question.id), questionRecord.write(question));
}

/** The demo voice answer: a few seconds of synthesized sound (a browser's own recording is WebM or MP4). */
export async function seedVoiceNotes(blobs: BlobStore): Promise<void> {
  if (await blobs.stat(VOICE_NOTES_BUCKET, VOICE_NOTE_PATH)) return;
  await blobs.write(
    VOICE_NOTES_BUCKET,
    VOICE_NOTE_PATH,
    synthesizeSong({ key: 64, bpm: 90, seconds: 4, seed: "voice-note" }),
    "audio/wav",
  );
}
