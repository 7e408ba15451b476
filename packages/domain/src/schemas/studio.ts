import { z } from "zod";
import { MAX_REVISION_NOTE_LENGTH, SAMPLE_SUBMISSIONS_PER_DAY } from "../limits";
import { WORK_STAGES } from "../lifecycle/statuses";
import { STUDIO_TABS } from "../lifecycle/views";
import { artistItemKeySchema, handInViewSchema } from "./deliverables";
import { pageCursorSchema } from "./pages";
import { orderSaidSchema } from "./orderSaid";
import { orderStoryFields } from "./orderStory";
import { requiredText } from "./text";

/** Shapes of the studio's order API (`/api/studio/orders/...`) and the admins' song check. */

/** The longest reason for a decline or note on a version sent back. */
export const MAX_WORK_NOTE_LENGTH = MAX_REVISION_NOTE_LENGTH;

export const STUDIO_MESSAGES = {
  declineReasonRequired: "Please say why you are declining.",
  notesRequired: "Please write what needs to change.",
  noteTooLong: `Please keep it under ${MAX_WORK_NOTE_LENGTH} characters.`,
  songSubmitted: "Your song was submitted for the song check.",
  songReleased: "Released to the customer",
  songSentBack: "The song was sent back to the artist with your notes.",
  artistAssigned: "The artist was assigned.",
  tooManySampleSubmissions: `You can submit up to ${SAMPLE_SUBMISSIONS_PER_DAY} samples a day. Please try again tomorrow.`,
} as const;

/** `GET /api/studio/orders?tab=&cursor=`: a page of one queue tab (`cursor`: the last page's `nextCursor`). */
export const studioQueueQuerySchema = z.strictObject({
  tab: z.enum(STUDIO_TABS).default("offered"),
  cursor: pageCursorSchema,
});

/**
 * An order as an artist sees it: only what the work needs. Never the customer's email, name,
 * shipping address, payment or total (docs/studio.md, "What an artist sees of an order").
 */
export const artistOrderViewSchema = z.strictObject({
  id: z.string(),
  /** The short number people read aloud (`orderNumber`). */
  number: z.string(),
  /** What the artist is told: the one status, next step and moment (`orderStatusFor`). */
  said: orderSaidSchema,
  ...orderStoryFields,
  dueDate: z.iso.datetime(),
  stage: z.enum(WORK_STAGES),
  tab: z.enum(STUDIO_TABS),
  /** When the open offer lapses; null unless offered. */
  offerExpiresAt: z.iso.datetime().nullable(),
  /** The customer's open revision notes, oldest first. */
  revisionNotes: z.array(z.string()),
  /** The admins' notes on a version they sent back. */
  songCheckNotes: z.string().nullable(),
  /** Versions the artist submitted to the song check. */
  submittedVersions: z.number().int(),
  /** What the artist delivers (the song, the instrumental when bought, the lyrics) and what they handed in so far. */
  delivery: handInViewSchema,
});
export type ArtistOrderView = z.infer<typeof artistOrderViewSchema>;

/** A page of a queue tab, soonest due first, at most 50; `nextCursor` while more remain. */
export const studioQueueSchema = z.object({
  orders: z.array(artistOrderViewSchema),
  nextCursor: z.string().nullable(),
});
export type StudioQueue = z.infer<typeof studioQueueSchema>;

/**
 * `GET /api/studio/tab-counts`: how many orders each queue tab holds, shown on the tabs. An offer
 * whose time just ran out counts until the lapse follow-up moves it (the tab's page hides it).
 */
export const studioTabCountsSchema = z.object({
  counts: z.record(z.enum(STUDIO_TABS), z.number().int().nonnegative()),
});
export type StudioTabCounts = z.infer<typeof studioTabCountsSchema>;

const workNote = (requiredMessage: string) =>
  requiredText(MAX_WORK_NOTE_LENGTH, requiredMessage, STUDIO_MESSAGES.noteTooLong);

export const declineOfferSchema = z.strictObject({ reason: workNote(STUDIO_MESSAGES.declineReasonRequired) });
export const sendBackSongSchema = z.strictObject({ notes: workNote(STUDIO_MESSAGES.notesRequired) });
export const assignArtistSchema = z.strictObject({ artistId: z.string().min(1).max(200) });
export const artistChoiceSchema = z.strictObject({ choice: z.enum(["another", "cancel"]) });
export type ArtistChoice = z.infer<typeof artistChoiceSchema>["choice"];

/** One submitted version waiting in the admins' song check (`GET /api/admin/song-checks`). */
export const songCheckSchema = z.object({
  orderId: z.string(),
  recipientName: z.string(),
  occasion: z.string(),
  package: z.string(),
  artistId: z.string(),
  artistName: z.string(),
  submittedAt: z.iso.datetime(),
  /** A short-lived signed URL to play the submitted version. */
  listenUrl: z.string(),
  /** The same for its instrumental version, when the order owes one. */
  instrumentalUrl: z.string().nullable(),
  lyrics: z.string().nullable(),
  /** The items this version changed (every owed item on a first submission). */
  changed: z.array(artistItemKeySchema),
  /** What the order owes of the artist. */
  items: z.array(artistItemKeySchema),
});
export type SongCheck = z.infer<typeof songCheckSchema>;
/** `GET /api/admin/song-checks`: a page of the song check (at most 50, oldest submission first), the next page's cursor, and how many wait. */
export const songChecksSchema = z.object({
  checks: z.array(songCheckSchema),
  nextCursor: z.string().nullable(),
  count: z.number().int().nonnegative(),
});
export type SongChecks = z.infer<typeof songChecksSchema>;
/** `GET /api/admin/song-checks?cursor=`: the page after the one that gave `cursor`. */
export const songChecksQuerySchema = z.strictObject({ cursor: pageCursorSchema });

/** `POST .../accept` and `.../decline`: the order as the artist now sees it (null once it left them). */
export const offerDecisionSchema = z.object({ order: artistOrderViewSchema.nullable() });
export type OfferDecision = z.infer<typeof offerDecisionSchema>;

/** `POST .../song-uploads/:uploadId/complete` in the studio, `.../song-checks/send-back`. */
export const studioMessageSchema = z.object({ message: z.string() });
