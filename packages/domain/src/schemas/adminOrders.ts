import { z } from "zod";
import { ORDER_STATUSES, WORK_STAGES } from "../lifecycle/statuses";
import { checkSongFile } from "./adminUploads";
import { revisionViewSchema } from "./customerOrders";
import { pageCursorSchema } from "./pages";
import { orderSaidSchema } from "./orderSaid";
import { adminFulfilmentSchema, audioItemKeySchema, postalAddressViewSchema } from "./deliverables";

/** The admins' fulfilment API (`/api/admin/orders/...`). */

/** Longest search text the order list accepts. */
export const MAX_ORDER_SEARCH_LENGTH = 200;

/**
 * `GET /api/admin/orders?search=&status=&cursor=`: all optional; an empty value means "any". The
 * `cursor` (a page's `nextCursor`) asks for the next, older page.
 */
export const adminOrdersQuerySchema = z.strictObject({
  search: z
    .string()
    .trim()
    .max(MAX_ORDER_SEARCH_LENGTH, `Search must be at most ${MAX_ORDER_SEARCH_LENGTH} characters`)
    .default(""),
  status: z.union([z.enum(ORDER_STATUSES), z.literal("")], "Choose a known order status").default(""),
  cursor: pageCursorSchema,
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** One row of the admins' order list. */
export const adminOrderSummarySchema = z.object({
  id: z.string(),
  /** The short number people read aloud (`orderNumber`). */
  number: z.string(),
  /** What the admins are told: the one status, next step and moment (`orderStatusFor`). */
  said: orderSaidSchema,
  createdAt: z.iso.datetime(),
  /** From the customer's profile; null when there is none. */
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  recipientName: z.string(),
  occasion: z.string(),
  package: z.string(),
  totalCents: z.number().int(),
  /** Any value; the known ones are ORDER_STATUSES. */
  status: z.string(),
  hasSong: z.boolean(),
  revisionRequested: z.boolean(),
  /** The studio's work: its stage, the artist on it, and whether nobody took it within 72 hours. Null before the studio. */
  work: z
    .object({ stage: z.enum(WORK_STAGES), artistId: z.string().nullable(), unclaimedTooLong: z.boolean() })
    .nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/**
 * One page of the list (at most 50), newest first: the orders that match the search and status.
 * `nextCursor` is set while older ones remain (the screen offers to show more), null at the end.
 */
export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  nextCursor: z.string().nullable(),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

/** One entry of the order's history: the command, the status it moved between, and who made it. */
export const statusChangeViewSchema = z.object({
  /** The lifecycle command (ORDER_COMMAND_TYPES): "accept", "cancel", "lapse_offer", ... */
  event: z.string(),
  from: z.string(),
  to: z.string(),
  changedByEmail: z.string().nullable(),
  /** Why, when not a plain admin choice: "song_released", "refunded", "artist_accepted", "offer_lapsed", ... */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type StatusChangeView = z.infer<typeof statusChangeViewSchema>;

/** A refund of the order's payment, made here (cancellation) or in Stripe's dashboard. */
export const refundViewSchema = z.object({
  refundId: z.string().nullable(),
  amountCents: z.number().int(),
  source: z.enum(["cancellation", "stripe", "item"]),
  refundedAt: z.iso.datetime(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

/** `GET /api/admin/orders/:orderId`: everything the fulfilment screen shows of one order. */
export const adminOrderDetailsSchema = adminOrderSummarySchema.extend({
  genre: z.string(),
  artistName: z.string().nullable(),
  story: z.string(),
  keyMoments: z.string(),
  addOns: z.array(z.string()),
  shippingAddress: postalAddressViewSchema.nullable(),
  song: z
    .object({ version: z.number().int(), uploadedAt: z.iso.datetime().nullable(), contentType: z.string().nullable() })
    .nullable(),
  /** Oldest first. */
  revisions: z.array(revisionViewSchema),
  /** Oldest first. */
  statusHistory: z.array(statusChangeViewSchema),
  refunds: z.array(refundViewSchema),
  /** Everything refunded of the payment so far. */
  refundedCents: z.number().int(),
  /** The cancellation's refund while it is on its way ("requested"), or when Stripe refused it ("failed", with why). */
  pendingRefund: z.object({ state: z.enum(["requested", "failed"]), failure: z.string().nullable() }).nullable(),
  /** A cancelled order whose refund did not happen: the admins may refund it again (`isRefundOwed`). */
  refundOwed: z.boolean(),
  /** What the order owes besides the song file, and where its physical items are. */
  fulfilment: adminFulfilmentSchema,
});
export type AdminOrderDetails = z.infer<typeof adminOrderDetailsSchema>;

/** `POST /api/admin/orders/:orderId/status`; the answer is the updated AdminOrderDetails. */
export const orderStatusChangeSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, "Choose a known order status"),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** `POST /api/admin/orders/:orderId/refund-again`: a cancelled order's refund asked again (no body). */
export const refundAgainSchema = z.strictObject({});

/** `POST /api/admin/orders/:orderId/song-uploads`: the file the admin picked (checked like the form does). */
export const songUploadRequestSchema = z
  .strictObject({
    fileName: z.string("Choose a file").trim().min(1, "Choose a file").max(255, "The file name is too long"),
    contentType: z.string().trim().max(100).default(""),
    size: z.number("Choose a file").int().min(0),
    /** Which audio item the file is: the song, or its instrumental version. */
    item: audioItemKeySchema.default("song"),
  })
  .superRefine((file, context) => {
    const problem = checkSongFile({ name: file.fileName, type: file.contentType, size: file.size });
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["file"] });
  });
export type SongUploadRequest = z.infer<typeof songUploadRequestSchema>;

/**
 * Where the browser PUTs the bytes, valid `expiresInSeconds`, with exactly `contentType` and the
 * `headers` the URL is signed with (the size limit Cloud Storage enforces).
 */
export const songUploadResponseSchema = z.object({
  uploadId: z.string(),
  uploadUrl: z.string(),
  contentType: z.string(),
  headers: z.record(z.string(), z.string()),
  expiresInSeconds: z.number().int(),
});
export type SongUploadResponse = z.infer<typeof songUploadResponseSchema>;

/** `POST .../song-uploads/:uploadId/complete` after the server accepted the stored bytes. */
export const songUploadCompletedSchema = z.object({ message: z.string(), version: z.number().int() });
export type SongUploadCompleted = z.infer<typeof songUploadCompletedSchema>;

/** `POST /api/admin/orders/:orderId/preview`: a signed link to the delivered song. */
export const songPreviewResponseSchema = z.object({ url: z.string(), expiresInSeconds: z.number().int() });
export type SongPreviewResponse = z.infer<typeof songPreviewResponseSchema>;

/** The bodiless admin order actions (complete an upload, preview). */
export const emptyAdminOrderActionSchema = z.strictObject({});
