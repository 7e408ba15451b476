import {
  artistItemsOf,
  deliverablesOf,
  deliveredItems,
  canChangeAddress,
  isReleased,
  latestItems,
  shipmentsOf,
  shipmentView,
  songSpecOf,
  workOf,
  type AdminFulfilment,
  type CustomerFulfilment,
  type DeliverableView,
  type HandInView,
  type ItemAuthor,
  type Shipment,
  type ShipmentViewData,
} from "@songs/domain";
import { isoOrNull } from "./isoDates";
import type { OrderRecord } from "./orderRecord";

/** How the customer, the artist and the admins see what an order delivers besides the song file. */

const deliverableViews = (order: OrderRecord): DeliverableView[] =>
  deliverablesOf(order).map(({ key, label, maker, ships }) => ({ key, label, maker, ships }));

/** A physical item as the API answers it. */
export function shipmentViewData(order: OrderRecord, shipment: Shipment): ShipmentViewData {
  const view = shipmentView(shipment, isReleased(order));
  return { ...view, shippedAt: isoOrNull(view.shippedAt), deliveredAt: isoOrNull(view.deliveredAt) };
}

/** The order's physical items, every owed one (pending until it moves). */
export const shipmentViews = (order: OrderRecord): ShipmentViewData[] =>
  shipmentsOf(order).map((shipment) => shipmentViewData(order, shipment));

/** What a hand-in form shows `by` (the artist's submission, the admins' delivery). */
export function handInView(order: OrderRecord, by: ItemAuthor): HandInView {
  const work = workOf(order);
  const latest = latestItems(work.versions, deliveredItems(order));
  const spec = songSpecOf(order);
  const fileName = (file: { fileName: string } | null) => (file ? file.fileName || "Delivered file" : null);
  return {
    items: artistItemsOf(order),
    songLength: spec.length,
    extraVerse: spec.extraVerse,
    attached: work.attached
      .filter((file) => file.by === by)
      .map((file) => ({ item: file.item, fileName: file.fileName, attachedAt: file.attachedAt.toISOString() })),
    latest: { song: fileName(latest.song), instrumental: fileName(latest.instrumental), lyrics: latest.lyrics },
    versions: work.versions.map((version) => ({
      item: version.item,
      number: version.number,
      fileName: version.file?.fileName ?? null,
      by: version.by,
      at: version.at.toISOString(),
    })),
  };
}

/** The lyrics the customer shares with whoever holds the song's link or its gift page: only when they switched sharing on. */
export function sharedLyricsOf(order: OrderRecord): string | null {
  return order.shareLyrics ? order.lyrics : null;
}

/** The owner's view: what the order owes, the delivered lyrics and instrumental, the physical items and their address. */
export function customerFulfilment(order: OrderRecord): CustomerFulfilment {
  const released = isReleased(order);
  return {
    deliverables: deliverableViews(order),
    hasInstrumental: released && order.instrumental !== null,
    instrumentalDownloadedAt: isoOrNull(order.instrumentalDownloadedAt),
    lyrics: released ? order.lyrics : null,
    shareLyrics: order.shareLyrics,
    shipments: shipmentViews(order),
    shippingAddress: order.shippingAddress,
    canChangeAddress: order.status !== "cancelled" && order.status !== "pending" && canChangeAddress(order),
  };
}

/** The admins' view, in the order's details. */
export function adminFulfilment(order: OrderRecord): AdminFulfilment {
  return {
    deliverables: deliverableViews(order),
    instrumental: order.instrumental ? { contentType: order.instrumental.contentType } : null,
    lyrics: order.lyrics,
    shipments: shipmentsOf(order).map((shipment) => ({
      ...shipmentViewData(order, shipment),
      refundRecorded: shipment.refundRecorded,
      refundFailure: shipment.refundFailure,
    })),
    handIn: handInView(order, "admins"),
  };
}
