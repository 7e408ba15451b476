/**
 * The orders capability's public entry: the one owner of the order's record (`orders/*` with its
 * revisions, status history and refunds, its listening links `shares/*` and first downloads
 * `downloads/*`) and what other capabilities use of an order.
 */
export { orders, requireTransition, ADMIN_ORDERS_SCAN_LIMIT, type SongDelivery } from "./orders";
export type { OrderRecord, OrderSummary, PaidOrder, RefundRecord, RevisionRecord, ShippingAddress, StatusChange } from "./orderRecord";
export type { ShareRecord } from "./shares";
export { deliverSong, type DeliveryResult } from "./deliverSong";
export { hasDeliveredSong, isOrderId, requireOrder, requireOrderOwnedBy } from "./ownedOrder";
export { isoOrNull, revisionView } from "./orderView";
export { newSongPath, ORDER_SONGS_BUCKET, signSongUrl } from "./songFiles";
