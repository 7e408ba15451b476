import type { Capability } from "../platform/capability";
import {
  anonymised,
  byParent,
  byUid,
  deletedAlongside,
  keep,
  notCopied,
  onOrders,
  orderField,
} from "../platform/dataMap";
import { DELETED_ACCOUNT_FILE_RETENTION_DAYS } from "@songs/domain";
import { orderCopies } from "./orderCopies";
import { cancelOrdersBeingMade, eraseCustomerFields } from "./orderLifecycle";
import { orderFollowUpHandlers } from "./orderFollowUps";
import { orderPushes } from "./orderPushes";
import { orderRoutes } from "./routes";

/**
 * The orders capability's public entry: the one owner of the order's record (`orders/*` with their
 * history, the listening links `shares/*` and first downloads `downloads/*`; its follow-ups
 * is written through the `followUps` capability and carried out by `orderFollowUpHandlers`). Every change to an order is a command run by the lifecycle
 * writer (orderLifecycle.ts); the read model (orderReads.ts) never writes.
 */
export {
  backfillOrderNews,
  backfillOrderQueryFields,
  backfillWorkArtistNames,
  forgetOrderFiles,
  orderLifecycle,
  rewriteFormerShapes,
  type LifecycleResult,
  type OrderCommandInput,
} from "./orderLifecycle";
export { lifecycleOf } from "./lifecycleOf";
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
  orderSummary,
  type HistoryRecord,
  type OrderRecord,
  type OrderSummary,
  type PaidOrder,
  type ShippingAddress,
} from "./orderRecord";
export type { ShareRecord } from "./shares";
export { requireDeliveredSong, requireOwnedOrder } from "./ownedOrder";
export { loadOrderViews } from "./orderView";
export { newSongPath, ORDER_SONGS_BUCKET, signSongUrl, songExtension, songFileName } from "./songFiles";
export { customerEmailOf } from "./orderMail";
export { downloads } from "./downloads";
export { AUDIO_UPLOAD_POLICIES, SONG_UPLOAD_POLICY } from "./songUploadPolicy";
export { customerFulfilment, sharedLyricsOf } from "./fulfilmentViews";
export { postalAddressOf, storedShippingAddressOf } from "./fulfilmentRecord";

/** The orders capability, as `functions/src/capabilities.ts` lists it. */
export const ordersCapability = {
  name: "orders",
  routes: orderRoutes,
  followUps: orderFollowUpHandlers,
  pushes: orderPushes,
  collections: [
    {
      path: "orders",
      holds: "an order: what was asked for and paid, the artist's work, the song and what else it owes",
      person: byUid("userId"),
      retention: {
        words:
          "kept for accounting after the account's deletion, without personal fields; its songs and files 30 days after the deletion (an order with a refund open keeps them, checked every 7 days)",
        days: DELETED_ACCOUNT_FILE_RETENTION_DAYS,
      },
      erasure: anonymised(
        "what was paid, refunded and transferred, the package and dates (customerDeleted: true); an order still being made is cancelled and refunded in full",
        // An order still being made is cancelled and refunded in full first (it leaves the artists' queues).
        onOrders(async ({ db, siteUrl }, { snapshots }) => {
          await cancelOrdersBeingMade({ db, siteUrl }, snapshots);
          await eraseCustomerFields(db, snapshots);
        }),
        ["userId"],
      ),
      copy: orderField(undefined, orderCopies),
    },
    {
      path: "orders/{id}/statusHistory",
      holds: "an order's status changes: when, what, who changed it (their uid and email) and why",
      person: byParent,
      retention: "as long as its order",
      erasure: keep("the order's history for accounting and support, who changed what included"),
      copy: notCopied("the order's status and dates are in the copy"),
    },
    {
      path: "shares",
      holds: "a private listening link to an order's song (its token, the order, the customer's uid)",
      person: byUid("userId"),
      retention: "until revoked; kept revoked",
      erasure: keep(
        "revoked in the write of the order's erasure (the link stops working); the revoked record stays, with the order's customer's uid",
        ["userId"],
      ),
      copy: notCopied("a link the customer made; the song it played is in the copy"),
    },
    {
      path: "downloads",
      holds: "an order's first download (when, by whom)",
      person: byUid("userId"),
      retention: "until the account is deleted",
      erasure: deletedAlongside("orders"),
      copy: notCopied("when the song was first downloaded, for the admins' support"),
    },
  ],
} satisfies Capability;
