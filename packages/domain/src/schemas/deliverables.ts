import { z } from "zod";
import {
  ARTIST_ITEM_KEYS,
  AUDIO_ITEM_KEYS,
  DELIVERABLE_KEYS,
  DELIVERY_MESSAGES,
  MAX_CARRIER_LENGTH,
  MAX_LYRICS_LENGTH,
  MAX_TRACKING_NUMBER_LENGTH,
  normalizeLyrics,
  PHYSICAL_ITEM_KEYS,
  SHIPMENT_STATES,
  SHIPPING_COUNTRIES,
  SHIPPING_MESSAGES,
} from "../deliverables";
import { pageCursorSchema } from "./pages";
import { optionalLine, requiredLine, requiredText } from "./text";

/** Shapes of what an order delivers besides the song file: the artist's items, the lyrics, the physical items. */

export const artistItemKeySchema = z.enum(ARTIST_ITEM_KEYS);
export const audioItemKeySchema = z.enum(AUDIO_ITEM_KEYS);
export const physicalItemKeySchema = z.enum(PHYSICAL_ITEM_KEYS);

/** The lyrics as typed: required, plain lines (normalizeLyrics), at most MAX_LYRICS_LENGTH characters. */
export const lyricsField = z
  .string(DELIVERY_MESSAGES.lyricsRequired)
  .transform(normalizeLyrics)
  .pipe(requiredText(MAX_LYRICS_LENGTH, DELIVERY_MESSAGES.lyricsRequired, DELIVERY_MESSAGES.lyricsTooLong));

/**
 * `POST .../submission` (the artist's, to the song check) and `.../delivery` (the admins', to the
 * customer): the lyrics; the files are those uploaded for it.
 */
export const handInRequestSchema = z.strictObject({ lyrics: lyricsField });
export type HandInRequest = z.infer<typeof handInRequestSchema>;

/** One item the order owes, as every screen lists it. */
export const deliverableViewSchema = z.object({
  key: z.enum(DELIVERABLE_KEYS),
  label: z.string(),
  maker: z.enum(["artist", "print_shop", "admins"]),
  ships: z.boolean(),
});
export type DeliverableView = z.infer<typeof deliverableViewSchema>;

/** One version of one of the artist's items, as handed in. */
export const itemVersionViewSchema = z.object({
  item: artistItemKeySchema,
  number: z.number().int(),
  /** The file's name as picked (audio items). */
  fileName: z.string().nullable(),
  by: z.enum(["artist", "admins"]),
  at: z.iso.datetime(),
});
export type ItemVersionView = z.infer<typeof itemVersionViewSchema>;

/** A file uploaded for the next submission or delivery, not handed in yet. */
export const attachedFileViewSchema = z.object({
  item: audioItemKeySchema,
  fileName: z.string(),
  attachedAt: z.iso.datetime(),
});
export type AttachedFileView = z.infer<typeof attachedFileViewSchema>;

/**
 * What the hand-in form shows (the studio's and the admins' alike): the items owed, the files
 * uploaded for the next hand-in, the latest version of each item, and every version so far.
 */
export const handInViewSchema = z.object({
  items: z.array(artistItemKeySchema),
  songLength: z.string().nullable(),
  extraVerse: z.boolean(),
  attached: z.array(attachedFileViewSchema),
  latest: z.object({ song: z.string().nullable(), instrumental: z.string().nullable(), lyrics: z.string().nullable() }),
  versions: z.array(itemVersionViewSchema),
});
export type HandInView = z.infer<typeof handInViewSchema>;

/** A physical item on its way, as the customer and the admins see it. */
export const shipmentViewSchema = z.object({
  item: physicalItemKeySchema,
  state: z.enum(SHIPMENT_STATES),
  label: z.string(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  /** A refund before it shipped. */
  refundCents: z.number().int().nullable(),
});
export type ShipmentViewData = z.infer<typeof shipmentViewSchema>;

const addressLine = (required: string) => requiredLine(100, required, SHIPPING_MESSAGES.addressTooLong);
const optionalAddressLine = optionalLine(100, SHIPPING_MESSAGES.addressTooLong).transform((value) => value || null);

/** A postal address the customer types (the shipping address's correction). */
export const postalAddressRequestSchema = z.strictObject({
  name: addressLine(SHIPPING_MESSAGES.addressNameRequired),
  line1: addressLine(SHIPPING_MESSAGES.addressLineRequired),
  line2: optionalAddressLine,
  city: addressLine(SHIPPING_MESSAGES.addressCityRequired),
  state: optionalAddressLine,
  postalCode: requiredLine(20, SHIPPING_MESSAGES.addressPostalCodeRequired, SHIPPING_MESSAGES.addressTooLong),
  country: z.enum(SHIPPING_COUNTRIES, SHIPPING_MESSAGES.addressCountryRequired),
});
export type PostalAddressRequest = z.input<typeof postalAddressRequestSchema>;
/** A postal address as its form holds it: every line a string (an empty optional line is sent as null). */
export type PostalAddressFieldValues = Required<{ [K in keyof PostalAddressRequest]: string }>;

/** A stored postal address as shown (every line may be missing on an address Stripe collected). */
export const postalAddressViewSchema = z.object({
  name: z.string().nullable(),
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
});
export type PostalAddressView = z.infer<typeof postalAddressViewSchema>;

/** The customer's side of an order's deliverables: what it owes, the lyrics, the instrumental, the physical items. */
export const customerFulfilmentSchema = z.object({
  deliverables: z.array(deliverableViewSchema),
  hasInstrumental: z.boolean(),
  instrumentalDownloadedAt: z.iso.datetime().nullable(),
  lyrics: z.string().nullable(),
  shareLyrics: z.boolean(),
  shipments: z.array(shipmentViewSchema),
  shippingAddress: postalAddressViewSchema.nullable(),
  canChangeAddress: z.boolean(),
});
export type CustomerFulfilment = z.infer<typeof customerFulfilmentSchema>;

/** `PUT /api/orders/:orderId/lyrics-sharing {share}`: whether the listening link shows the lyrics. */
export const lyricsSharingRequestSchema = z.strictObject({ share: z.boolean("Choose whether to share the lyrics") });

/** `POST /api/admin/orders/:orderId/items/:item/steps`: made (sent to print, burned), shipped with its tracking, delivered. */
export const shipmentStepRequestSchema = z.discriminatedUnion(
  "to",
  [
    z.strictObject({ to: z.literal("made") }),
    z.strictObject({
      to: z.literal("shipped"),
      carrier: requiredLine(MAX_CARRIER_LENGTH, SHIPPING_MESSAGES.carrierRequired, SHIPPING_MESSAGES.carrierTooLong),
      trackingNumber: requiredText(
        MAX_TRACKING_NUMBER_LENGTH,
        SHIPPING_MESSAGES.trackingRequired,
        SHIPPING_MESSAGES.trackingTooLong,
      ).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, SHIPPING_MESSAGES.trackingInvalid),
    }),
    z.strictObject({ to: z.literal("delivered") }),
  ],
  "Choose a step: made, shipped or delivered",
);
export type ShipmentStepRequest = z.infer<typeof shipmentStepRequestSchema>;

/** `POST /api/admin/orders/:orderId/items/:item/refund {amountCents}`: a refund of an item that has not shipped. */
export const itemRefundRequestSchema = z.strictObject({
  amountCents: z
    .number(SHIPPING_MESSAGES.refundAmountInvalid)
    .int(SHIPPING_MESSAGES.refundAmountInvalid)
    .min(1, SHIPPING_MESSAGES.refundAmountInvalid),
});

/** The admins' side of an order's deliverables, in its details. */
export const adminFulfilmentSchema = z.object({
  deliverables: z.array(deliverableViewSchema),
  instrumental: z.object({ contentType: z.string() }).nullable(),
  lyrics: z.string().nullable(),
  shipments: z.array(shipmentViewSchema.extend({ refundRecorded: z.boolean(), refundFailure: z.string().nullable() })),
  /** What the admins' own delivery form shows. */
  handIn: handInViewSchema,
});
export type AdminFulfilment = z.infer<typeof adminFulfilmentSchema>;

/** One order of the admins' "To ship" queue. */
export const shippingQueueEntrySchema = z.object({
  orderId: z.string(),
  recipientName: z.string(),
  occasion: z.string(),
  package: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  releasedAt: z.iso.datetime().nullable(),
  shippingAddress: postalAddressViewSchema.nullable(),
  shipments: z.array(shipmentViewSchema),
});
export type ShippingQueueEntry = z.infer<typeof shippingQueueEntrySchema>;
/** `GET /api/admin/shipping`: a page of the queue (at most 50, released first first), the next page's cursor, and how many wait. */
export const shippingQueueSchema = z.object({
  orders: z.array(shippingQueueEntrySchema),
  nextCursor: z.string().nullable(),
  count: z.number().int().nonnegative(),
});
export type ShippingQueue = z.infer<typeof shippingQueueSchema>;

/** `GET /api/admin/shipping?cursor=`: the page after the one that gave `cursor`. */
export const shippingQueueQuerySchema = z.strictObject({ cursor: pageCursorSchema });

/** `POST /api/admin/orders/:orderId/preview {item}`: which delivered file to play. */
export const previewRequestSchema = z.strictObject({ item: audioItemKeySchema.default("song") });
