/**
 * The orders capability's public entry: the one owner of the order's record (`orders/*` with its
 * revisions, status history and refunds, its listening links `shares/*` and first downloads
 * `downloads/*`) and what other capabilities use of an order.
 */
export { orders, requireTransition, ADMIN_ORDERS_SCAN_LIMIT, type SongDelivery } from "./orders";
export type { OrderRecord, OrderSummary, PaidOrder, RefundRecord, RevisionRecord, ShippingAddress, StatusChange } from "./orderRecord";
export type { ShareRecord } from "./shares";
export { deliverSong, releaseSong, type DeliveryResult } from "./deliverSong";
export { orderWork, type Actor, type WorkingOrder, type WorkOutcome } from "./work";
export { offerCandidates } from "./offerCandidates";
export { sendRevisionRequestedMail, sendWorkMails } from "./workMail";
export type { WorkRecord, WorkSubmission } from "./workRecord";
export { hasDeliveredSong, isOrderId, requireOrder, requireOrderOwnedBy, requireOwnedOrder } from "./ownedOrder";
export { isoOrNull, loadOrderViews, revisionView } from "./orderView";
export { newSongPath, ORDER_SONGS_BUCKET, signSongUrl } from "./songFiles";
export { SONG_UPLOAD_POLICY } from "./songUploadPolicy";
