import { z } from "zod";
import { CUSTOMER_WORK_PROGRESSES } from "../lifecycle/views";
import { MAX_REVISION_NOTE_LENGTH } from "../limits";
import { ORDER_NEWS_KINDS } from "../orderNews";
import { VALIDATION } from "../messages";
import { customerFulfilmentSchema } from "./deliverables";
import { requiredText } from "./text";
import { pageCursorSchema } from "./pages";
import { orderSaidSchema } from "./orderSaid";
import { orderStoryFields } from "./orderStory";

/** Shapes of the customer's orders API after payment (`/api/orders/...`, `/api/listen/...`). */

/** One revision the customer asked for; resolved when a later song version is delivered. */
export const revisionViewSchema = z.object({
  note: z.string(),
  requestedAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  resolvedByVersion: z.number().int().nullable(),
});
export type RevisionView = z.infer<typeof revisionViewSchema>;

/** The owner's active private listening link. */
export const shareViewSchema = z.object({ token: z.string(), url: z.string() });
export type ShareView = z.infer<typeof shareViewSchema>;

/**
 * The studio's work on an order as its customer sees it: who took it (their public profile only)
 * and how far it is; `awaitingChoice` when their chosen artist passed and they choose what next.
 */
export const orderWorkViewSchema = z.object({
  progress: z.enum(CUSTOMER_WORK_PROGRESSES),
  artist: z.object({ id: z.string(), name: z.string() }).nullable(),
  awaitingChoice: z.boolean(),
});
export type OrderWorkView = z.infer<typeof orderWorkViewSchema>;

/** An order as its owner sees it (`GET /api/orders/:orderId`). */
export const orderViewSchema = z.object({
  id: z.string(),
  /** The short number people read aloud (`orderNumber`). */
  number: z.string(),
  /** What the customer is told: the one status, next step and moment (`orderStatusFor`). */
  said: orderSaidSchema,
  ...orderStoryFields,
  artistId: z.string().nullable(),
  artistName: z.string().nullable(),
  totalCents: z.number().int(),
  /** Any value; the known ones are ORDER_STATUSES. */
  status: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime().nullable(),
  releasedAt: z.iso.datetime().nullable(),
  downloadedAt: z.iso.datetime().nullable(),
  hasSong: z.boolean(),
  /** 0 until a song is delivered; each delivery (for example after a revision) adds one. */
  songVersion: z.number().int(),
  revisionRequested: z.boolean(),
  /** Oldest first. */
  revisions: z.array(revisionViewSchema),
  hasReview: z.boolean(),
  share: shareViewSchema.nullable(),
  /** Null for an order from before the studio. */
  work: orderWorkViewSchema.nullable(),
  /** What the order owes besides the song file (null in a copy a device kept from an older build). */
  fulfilment: customerFulfilmentSchema.nullable().default(null),
  /** What is new since the customer last opened the order's details (none in a copy a device kept from an older build). */
  news: z.array(z.object({ kind: z.enum(ORDER_NEWS_KINDS), name: z.string() })).default([]),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** `GET /api/account/open-orders`: how many of the caller's paid orders are still being made (a deletion cancels and refunds them). */
export const openOrdersAnswerSchema = z.object({ count: z.number().int().min(0) });
export type OpenOrdersAnswer = z.infer<typeof openOrdersAnswerSchema>;

/** `GET /api/orders?cursor=`: a page of the caller's orders, newest first. */
export const ordersQuerySchema = z.strictObject({ cursor: pageCursorSchema });

/** A page of the caller's orders; `nextCursor` asks for the next page (null on the last). */
export const ordersResponseSchema = z.object({
  orders: z.array(orderViewSchema),
  nextCursor: z.string().nullable().default(null),
});
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/** `POST /api/orders/:orderId/download`: a signed URL to the song; `firstDownload` only once per order. */
export const downloadResponseSchema = z.object({
  url: z.string(),
  expiresInSeconds: z.number().int(),
  firstDownload: z.boolean(),
  /** A friendly name to save the file under, e.g. "Song for Emma.mp3". */
  fileName: z.string(),
  contentType: z.string(),
});
export type DownloadResponse = z.infer<typeof downloadResponseSchema>;

/** `POST /api/orders/:orderId/share`: the private listening link (`<site>/listen/<token>`). */
export const shareResponseSchema = shareViewSchema;
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** `POST /api/orders/:orderId/revisions` body; the answer is the updated OrderView. */
export const revisionRequestSchema = z.strictObject({
  note: requiredText(MAX_REVISION_NOTE_LENGTH, VALIDATION.revisionNoteRequired, VALIDATION.revisionNoteTooLong),
});
export type RevisionRequest = z.infer<typeof revisionRequestSchema>;

/** `GET /api/listen/:token` (public): only what a listener needs, never other order data. */
export const listenResponseSchema = z.object({
  recipientFirstName: z.string(),
  /** Occasion id, with its label for display. */
  occasion: z.string(),
  occasionLabel: z.string(),
  /** Signed URL, valid SIGNED_URL_TTL_SECONDS. */
  audioUrl: z.string(),
  contentType: z.string(),
  /** The lyrics, when the customer chose to share them. */
  lyrics: z.string().nullable().default(null),
});
export type ListenResponse = z.infer<typeof listenResponseSchema>;

/** `POST /api/reviews` success (201). */
export const reviewSubmittedResponseSchema = z.object({ message: z.string() });
export type ReviewSubmittedResponse = z.infer<typeof reviewSubmittedResponseSchema>;
