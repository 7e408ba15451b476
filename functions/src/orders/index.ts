/**
 * The orders capability's public entry: the one owner of the order's record (`orders/*` with their
 * history, the listening links `shares/*` and first downloads `downloads/*`; its follow-ups
 * is written through the `followUps` capability and carried out by `orderFollowUpHandlers`). Every change to an order is a command run by the lifecycle
 * writer (orderLifecycle.ts); the read model (orderReads.ts) never writes.
 */
export {
  backfillOrderQueryFields,
  eraseCustomerFields,
  forgetOrderFiles,
  orderLifecycle,
  rewriteFormerShapes,
  type LifecycleResult,
  type OrderCommandInput,
} from "./orderLifecycle";
export { lifecycleOf } from "./lifecycleOf";
export { refusalError, requireAllowed } from "./commandCheck";
export {
  orderReads,
  isOrderId,
  ADMIN_ORDERS_PAGE,
  CUSTOMER_ORDERS_PAGE,
  type OrderPage,
  type StuckOrderPage,
} from "./orderReads";
export {
  newOrder,
  orderBrief,
  orderRecord,
  type HistoryRecord,
  type OrderRecord,
  type OrderSummary,
  type PaidOrder,
  type ShippingAddress,
} from "./orderRecord";
export { orderFollowUpHandlers, type FollowUpDependencies } from "./orderFollowUps";
export { orderPushes } from "./orderPushes";
export type { ShareRecord } from "./shares";
export { requireDeliveredSong, requireOrder, requireOwnedOrder } from "./ownedOrder";
export { isoOrNull, loadOrderView, loadOrderViews, revisionView } from "./orderView";
export { newSongPath, ORDER_SONGS_BUCKET, signSongUrl, songExtension, songFileName } from "./songFiles";
export { customerEmailOf } from "./orderMail";
export { AUDIO_UPLOAD_POLICIES, issueSongUpload, SONG_UPLOAD_POLICY } from "./songUploadPolicy";
export { attachUploadedFile } from "./attachUploadedFile";
export { adminFulfilment, customerFulfilment, handInView, sharedLyricsOf, shipmentViews } from "./fulfilmentViews";
export { postalAddressOf } from "./fulfilmentRecord";
export { orderFilePaths, CUSTOMER_ORDERS_SWEEP_PAGE } from "./customerErasure";
