/**
 * Everything an order delivers besides the song file, as its lifecycle keeps it: the artist's items
 * (the song, the instrumental, the lyrics) as attached, submitted in versions and delivered, and
 * the physical items (the framed lyrics print, the CD) on their way to the shipping address.
 */
import {
  artistItemsOf,
  physicalItemsOf,
  shipmentStateLabel,
  trackingUrl,
  type ArtistItemKey,
  type AudioItemKey,
  type PhysicalItemKey,
  type ShipmentState,
} from "../deliverables";

/** A postal address (as Stripe's payment page collected it, or as the customer corrected it). */
export interface PostalAddress {
  name: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  postalCode: string | null;
  state: string | null;
  country: string | null;
}

/** An audio file made for the order, stored in the songs bucket, with the name it was picked under. */
export interface ItemFile {
  path: string;
  contentType: string;
  fileName: string;
}

/** Who hands items in: the artist on the order (to the song check) or the admins (delivered directly). */
export type ItemAuthor = "artist" | "admins";

/** A file uploaded for the next submission or delivery, not handed in yet. */
export interface AttachedFile extends ItemFile {
  item: AudioItemKey;
  by: ItemAuthor;
  attachedAt: Date;
}

/** The artist's items as one set: what a submission carries, what the customer receives. */
export interface ItemSet {
  song: ItemFile | null;
  instrumental: ItemFile | null;
  lyrics: string | null;
}

/** One version of one item, as it was handed in; earlier versions stay listed. */
export interface ItemVersion {
  item: ArtistItemKey;
  /** 1 for the item's first version, one more for each change. */
  number: number;
  file: ItemFile | null;
  lyrics: string | null;
  by: ItemAuthor;
  at: Date;
}

/**
 * A physical item's way to the customer. An owed item with no record is `pending`; a refund before
 * it shipped is asked of Stripe by a follow-up and recorded on the order once (`refundRecorded`).
 */
export interface Shipment {
  item: PhysicalItemKey;
  state: ShipmentState;
  madeAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  carrier: string | null;
  trackingNumber: string | null;
  refundCents: number | null;
  refundRequestedAt: Date | null;
  refundRecorded: boolean;
  /** Why Stripe refused the item's refund. */
  refundFailure: string | null;
}

/** The order's fields this file is about (part of LifecycleOrder). */
export interface FulfilmentState {
  /** The delivered instrumental version (the current one). */
  instrumental: ItemFile | null;
  /** The delivered lyrics (the current version). */
  lyrics: string | null;
  /** Whether the private listening link shows the lyrics: off until the customer switches it on. */
  shareLyrics: boolean;
  instrumentalDownloadedAt: Date | null;
  shippingAddress: PostalAddress | null;
  /** Records of the physical items that moved from pending. */
  shipments: Shipment[];
}

export const BLANK_FULFILMENT: FulfilmentState = {
  instrumental: null,
  lyrics: null,
  shareLyrics: false,
  instrumentalDownloadedAt: null,
  shippingAddress: null,
  shipments: [],
};

/** The artist's part of the order's work (part of OrderWork). */
export interface WorkItems {
  /** Files uploaded for the next submission (the artist's) or delivery (the admins'). */
  attached: AttachedFile[];
  /** Every version of every item handed in, oldest first. */
  versions: ItemVersion[];
}

export const BLANK_WORK_ITEMS: WorkItems = { attached: [], versions: [] };

/** A pending shipment record (for an owed item that has none yet). */
export function pendingShipment(item: PhysicalItemKey): Shipment {
  return {
    item,
    state: "pending",
    madeAt: null,
    shippedAt: null,
    deliveredAt: null,
    carrier: null,
    trackingNumber: null,
    refundCents: null,
    refundRequestedAt: null,
    refundRecorded: false,
    refundFailure: null,
  };
}

type ShippingFacts = Pick<FulfilmentState, "shipments"> & { package: string; addOns: readonly string[] };

/** Every physical item the order owes, with its record (pending when it has none). */
export function shipmentsOf(order: ShippingFacts): Shipment[] {
  return physicalItemsOf(order).map(
    (item) => order.shipments.find((shipment) => shipment.item === item) ?? pendingShipment(item),
  );
}

/** The order's shipments with `next` in place of the record of its item. */
export function withShipment(order: ShippingFacts, next: Shipment): Shipment[] {
  return [...order.shipments.filter((shipment) => shipment.item !== next.item), next];
}

/** Whether an item in this state is still to leave us (its address may still change). */
export const isUnshipped = (state: ShipmentState) => state === "pending" || state === "made";

/** Whether the customer may still correct the shipping address: some owed item has yet to ship. */
export function canChangeAddress(order: ShippingFacts): boolean {
  return shipmentsOf(order).some((shipment) => isUnshipped(shipment.state));
}

/** What the refunds of physical items took, in cents: never part of the artist's share. */
export function itemRefundedCents(order: Pick<FulfilmentState, "shipments">): number {
  return order.shipments.reduce(
    (sum, shipment) => sum + (shipment.refundRecorded ? (shipment.refundCents ?? 0) : 0),
    0,
  );
}

/**
 * Whether the released order still has a physical item to make, post or see delivered: the
 * admins' "To ship" queue (stored with the order as `inShippingQueue`, so the queue is one query).
 */
export function isInShippingQueue(order: ShippingFacts & { status: string; songPath: string | null }): boolean {
  const released = order.status === "completed" && Boolean(order.songPath);
  return (
    released && shipmentsOf(order).some((shipment) => shipment.state !== "delivered" && shipment.state !== "refunded")
  );
}

/** The artist's items as the customer has them now (legacy orders: the song only). */
export function deliveredItems(
  order: Pick<FulfilmentState, "instrumental" | "lyrics"> & { songPath: string | null; songContentType: string | null },
): ItemSet {
  return {
    song: order.songPath ? { path: order.songPath, contentType: order.songContentType ?? "", fileName: "" } : null,
    instrumental: order.instrumental,
    lyrics: order.lyrics,
  };
}

/** The latest version of each item handed in, over what was delivered before versions were kept. */
export function latestItems(versions: readonly ItemVersion[], delivered: ItemSet): ItemSet {
  const latest = (item: ArtistItemKey) => versions.filter((version) => version.item === item).at(-1);
  const song = latest("song");
  const instrumental = latest("instrumental");
  const lyrics = latest("lyrics");
  return {
    song: song ? song.file : delivered.song,
    instrumental: instrumental ? instrumental.file : delivered.instrumental,
    lyrics: lyrics ? lyrics.lyrics : delivered.lyrics,
  };
}

/** The owed items a set lacks, in the deliverables' order. */
export function missingItems(order: { package: string; addOns: readonly string[] }, items: ItemSet): ArtistItemKey[] {
  return artistItemsOf(order).filter((item) => (item === "lyrics" ? !items.lyrics : !items[item]));
}

/** How the customer sees one physical item: its state in words, and the tracking once it shipped. */
export interface ShipmentView {
  item: PhysicalItemKey;
  state: ShipmentState;
  label: string;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  refundCents: number | null;
}

export function shipmentView(shipment: Shipment, isSongReleased: boolean): ShipmentView {
  const hasTracking = shipment.carrier !== null && shipment.trackingNumber !== null;
  return {
    item: shipment.item,
    state: shipment.state,
    label: shipmentStateLabel(shipment.item, shipment.state, isSongReleased),
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    trackingUrl: hasTracking ? trackingUrl(shipment.carrier ?? "", shipment.trackingNumber ?? "") : null,
    shippedAt: shipment.shippedAt,
    deliveredAt: shipment.deliveredAt,
    refundCents: shipment.refundRecorded || shipment.refundRequestedAt ? shipment.refundCents : null,
  };
}
