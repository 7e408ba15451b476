import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import {
  isArtistItemKey,
  isInShippingQueue,
  isPhysicalItemKey,
  SHIPMENT_STATES,
  type AttachedFile,
  type FulfilmentState,
  type ItemFile,
  type ItemVersion,
  type LifecycleOrder,
  type PostalAddress,
  type Shipment,
  type ShipmentState,
  type Submission,
  type WorkItems,
} from "@songs/domain";
import { dateOrNull, numberOr, text, textOrNull } from "../adapters/firestore/documentFields";

/**
 * The stored shape of what an order delivers besides the song file (the lifecycle's
 * FulfilmentState and the work's items), read and written for orderRecord.ts and workRecord.ts.
 * Lists hold plain timestamps (Firestore keeps no server timestamps inside lists).
 */

const at = (date: Date | null): Timestamp | null => (date ? Timestamp.fromDate(date) : null);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
const listOf = <T>(value: unknown, item: (entry: Record<string, unknown>) => T | null): T[] =>
  Array.isArray(value) ? value.flatMap((entry: unknown) => item(record(entry)) ?? []) : [];

/** A postal address as Stripe's payment page collected it (and as it is stored). */
export interface StoredShippingAddress {
  name: string | null;
  address: {
    line1: string | null;
    line2: string | null;
    city: string | null;
    postal_code: string | null;
    state: string | null;
    country: string | null;
  };
}

export function postalAddressOf(stored: unknown): PostalAddress | null {
  if (typeof stored !== "object" || stored === null) return null;
  const data = record(stored);
  const address = record(data.address);
  return {
    name: textOrNull(data.name),
    line1: textOrNull(address.line1),
    line2: textOrNull(address.line2),
    city: textOrNull(address.city),
    postalCode: textOrNull(address.postal_code),
    state: textOrNull(address.state),
    country: textOrNull(address.country),
  };
}

export function storedShippingAddress(address: PostalAddress | null): StoredShippingAddress | null {
  if (!address) return null;
  const { name, line1, line2, city, postalCode, state, country } = address;
  return { name, address: { line1, line2, city, postal_code: postalCode, state, country } };
}

export function itemFileOf(value: unknown): ItemFile | null {
  const data = record(value);
  const path = textOrNull(data.path);
  return path ? { path, contentType: text(data.contentType), fileName: text(data.fileName) } : null;
}

function shipmentOf(data: Record<string, unknown>): Shipment | null {
  if (typeof data.item !== "string" || !isPhysicalItemKey(data.item)) return null;
  const state = (SHIPMENT_STATES as readonly string[]).includes(text(data.state))
    ? (data.state as ShipmentState)
    : "pending";
  return {
    item: data.item,
    state,
    madeAt: dateOrNull(data.madeAt),
    shippedAt: dateOrNull(data.shippedAt),
    deliveredAt: dateOrNull(data.deliveredAt),
    carrier: textOrNull(data.carrier),
    trackingNumber: textOrNull(data.trackingNumber),
    refundCents: typeof data.refundCents === "number" ? data.refundCents : null,
    refundRequestedAt: dateOrNull(data.refundRequestedAt),
    refundRecorded: data.refundRecorded === true,
    refundFailure: textOrNull(data.refundFailure),
  };
}

export function fulfilmentFromData(data: DocumentData): FulfilmentState {
  return {
    instrumental: itemFileOf(data.instrumental),
    lyrics: textOrNull(data.lyrics),
    shareLyrics: data.shareLyrics === true,
    instrumentalDownloadedAt: dateOrNull(data.instrumentalDownloadedAt),
    shippingAddress: postalAddressOf(data.shippingAddress),
    shipments: listOf(data.shipments, shipmentOf),
  };
}

/** The fields as stored, with `inShippingQueue` (the admins' "To ship" queue is one equality query on it). */
export function fulfilmentToData(order: LifecycleOrder): DocumentData {
  return {
    instrumental: order.instrumental,
    lyrics: order.lyrics,
    shareLyrics: order.shareLyrics,
    instrumentalDownloadedAt: at(order.instrumentalDownloadedAt),
    shippingAddress: storedShippingAddress(order.shippingAddress),
    shipments: order.shipments.map((shipment) => ({
      ...shipment,
      madeAt: at(shipment.madeAt),
      shippedAt: at(shipment.shippedAt),
      deliveredAt: at(shipment.deliveredAt),
      refundRequestedAt: at(shipment.refundRequestedAt),
    })),
    inShippingQueue: isInShippingQueue(order),
  };
}

function attachedOf(data: Record<string, unknown>): AttachedFile | null {
  const file = itemFileOf(data);
  const item = text(data.item);
  if (!file || (item !== "song" && item !== "instrumental")) return null;
  return {
    ...file,
    item,
    by: data.by === "admins" ? "admins" : "artist",
    attachedAt: dateOrNull(data.attachedAt) ?? new Date(0),
  };
}

function versionOf(data: Record<string, unknown>): ItemVersion | null {
  const item = text(data.item);
  if (!isArtistItemKey(item)) return null;
  return {
    item,
    number: numberOr(data.number, 1),
    file: itemFileOf(data.file),
    lyrics: textOrNull(data.lyrics),
    by: data.by === "admins" ? "admins" : "artist",
    at: dateOrNull(data.at) ?? new Date(0),
  };
}

export function workItemsFromData(data: Record<string, unknown>): WorkItems {
  return { attached: listOf(data.attached, attachedOf), versions: listOf(data.versions, versionOf) };
}

export function workItemsToData(work: WorkItems) {
  return {
    attached: work.attached.map((file) => ({ ...file, attachedAt: Timestamp.fromDate(file.attachedAt) })),
    versions: work.versions.map((version) => ({ ...version, at: Timestamp.fromDate(version.at) })),
  };
}

/** A submission as stored; one stored before submissions carried every item holds the song's file only. */
export function submissionOf(value: unknown): Submission | null {
  if (typeof value !== "object" || value === null) return null;
  const data = record(value);
  const items = record(data.items);
  const song = itemFileOf(data.items ? items.song : data);
  if (!song) return null;
  return {
    items: { song, instrumental: itemFileOf(items.instrumental), lyrics: textOrNull(items.lyrics) },
    submittedAt: dateOrNull(data.submittedAt) ?? new Date(0),
  };
}

export function submissionToData(submission: Submission | null) {
  return submission ? { items: submission.items, submittedAt: Timestamp.fromDate(submission.submittedAt) } : null;
}
