/**
 * The orders capability's public entry: the one owner of the order's record (`orders/*` with their
 * history, the listening links `shares/*`, first downloads `downloads/*` and the lifecycle's
 * follow-up work `followUps/*`). Every change to an order is a command run by the lifecycle
 * writer (orderLifecycle.ts); the read model (orderReads.ts) never writes.
 */
export { orderLifecycle, type LifecycleResult, type OrderCommandInput } from "./orderLifecycle";
export { lifecycleOf } from "./lifecycleOf";
export { refusalError, requireAllowed } from "./commandCheck";
export { orderReads, isOrderId, ADMIN_ORDERS_PAGE, CUSTOMER_ORDERS_PAGE, type OrderPage } from "./orderReads";
export { orderBrief, orderToData, type HistoryRecord, type OrderRecord, type OrderSummary, type PaidOrder, type ShippingAddress } from "./orderRecord";
export { followUps } from "./followUps";
export { runFollowUp, sweepFollowUps, type FollowUpDependencies, type FollowUpRun } from "./runFollowUp";
export { enqueueFollowUp, FOLLOW_UP_QUEUE, followUpTaskSchema, type FollowUpTask } from "./followUpQueue";
export type { ShareRecord } from "./shares";
export { requireDeliveredSong, requireOrder, requireOwnedOrder } from "./ownedOrder";
export { isoOrNull, loadOrderView, loadOrderViews, revisionView } from "./orderView";
export { newSongPath, ORDER_SONGS_BUCKET, signSongUrl } from "./songFiles";
export { AUDIO_UPLOAD_POLICIES, issueSongUpload, SONG_UPLOAD_POLICY } from "./songUploadPolicy";
export { attachUploadedFile } from "./attachUploadedFile";
export { adminFulfilment, customerFulfilment, handInView, shipmentViews } from "./fulfilmentViews";
export { postalAddressOf } from "./fulfilmentRecord";
