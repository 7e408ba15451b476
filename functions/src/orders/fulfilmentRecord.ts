import { z } from "zod";
import {
  ARTIST_ITEM_KEYS,
  AUDIO_ITEM_KEYS,
  PHYSICAL_ITEM_KEYS,
  SHIPMENT_STATES,
  type AttachedFile,
  type ItemFile,
  type ItemVersion,
  type PostalAddress,
  type Shipment,
  type Submission,
} from "@songs/domain";
import { flag, listOf, orNull, timestamp } from "../adapters/firestore/storedRecord";

/**
 * The stored shape of what an order delivers besides the song file (the lifecycle's
 * FulfilmentState and the work's items), part of the order's record (orderRecord.ts, workRecord.ts).
 * Lists hold plain timestamps (Firestore keeps no server timestamps inside lists).
 */

/** An audio file made for the order, in the songs bucket. */
export const itemFile = z.object({
  path: z.string().min(1),
  contentType: z.string(),
  fileName: z.string(),
}) satisfies z.ZodType<ItemFile>;

/** A postal address as Stripe's payment page collected it (and as it is stored). */
const stripeAddress = z.object({
  name: z.string().nullable(),
  address: z.object({
    line1: z.string().nullable(),
    line2: z.string().nullable(),
    city: z.string().nullable(),
    postal_code: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
  }),
});
export type StoredShippingAddress = z.infer<typeof stripeAddress>;

/** The shipping address: stored as Stripe collected it, a PostalAddress in the record. */
export const shippingAddress = z.codec(stripeAddress, z.custom<PostalAddress>(), {
  decode: ({ name, address: { postal_code: postalCode, ...lines } }) => ({ name, ...lines, postalCode }),
  encode: ({ name, line1, line2, city, postalCode, state, country }) => ({
    name,
    address: { line1, line2, city, postal_code: postalCode, state, country },
  }),
});

/** An address the customer typed, stored as Stripe's collected ones are. */
export const storedShippingAddressOf = (address: PostalAddress): StoredShippingAddress =>
  z.encode(shippingAddress, address);

/** The address Stripe collected, as the order's record keeps it. */
export const postalAddressOf = (collected: StoredShippingAddress | null): PostalAddress | null =>
  collected && z.decode(shippingAddress, collected);

const shipment = z.object({
  item: z.enum(PHYSICAL_ITEM_KEYS),
  state: z.enum(SHIPMENT_STATES),
  madeAt: orNull(timestamp),
  shippedAt: orNull(timestamp),
  deliveredAt: orNull(timestamp),
  carrier: orNull(z.string()),
  trackingNumber: orNull(z.string()),
  refundCents: orNull(z.number().int()),
  refundRequestedAt: orNull(timestamp),
  refundRecorded: flag,
  refundFailure: orNull(z.string()),
}) satisfies z.ZodType<Shipment>;

/** The order's fulfilment fields as stored (FulfilmentState). */
export const fulfilmentFields = {
  instrumental: orNull(itemFile),
  lyrics: orNull(z.string()),
  shareLyrics: flag,
  instrumentalDownloadedAt: orNull(timestamp),
  shippingAddress: orNull(shippingAddress),
  shipments: listOf(shipment),
};

const itemAuthor = z.enum(["artist", "admins"]);

const attachedFile = itemFile.extend({
  item: z.enum(AUDIO_ITEM_KEYS),
  by: itemAuthor,
  attachedAt: timestamp,
}) satisfies z.ZodType<AttachedFile>;

const itemVersion = z.object({
  item: z.enum(ARTIST_ITEM_KEYS),
  number: z.number().int().min(1),
  file: orNull(itemFile),
  lyrics: orNull(z.string()),
  by: itemAuthor,
  at: timestamp,
}) satisfies z.ZodType<ItemVersion>;

/** The work's items as stored (WorkItems). */
export const workItemFields = { attached: listOf(attachedFile), versions: listOf(itemVersion) };

/** A version in the song check with every item the artist handed in. */
export const submission = z.object({
  items: z.object({ song: itemFile, instrumental: orNull(itemFile), lyrics: orNull(z.string()) }),
  // Kept since the song check lists by it: a submission stored without it is the oldest (the
  // bounded reads' migration stores it so, `missingQueryFields`).
  submittedAt: timestamp.default(() => new Date(0)),
}) satisfies z.ZodType<Submission>;
