import {
  DELETED_CUSTOMER_LABEL,
  isRefundOwed,
  isUnclaimedTooLong,
  orderNumber,
  orderStatusFor,
  type AdminOrderDetails,
  type AdminOrderSummary,
} from "@songs/domain";
import type { CustomerProfile } from "../account";
import { adminFulfilment } from "./fulfilmentViews";
import { isoOrNull, revisionView, voiceFactsOf } from "./orderView";
import { type HistoryRecord, type OrderRecord } from "./orderRecord";

export function adminOrderSummary(order: OrderRecord, profile: CustomerProfile | undefined): AdminOrderSummary {
  return {
    id: order.id,
    number: orderNumber(order.id),
    said: orderStatusFor("admin", voiceFactsOf(order)),
    createdAt: order.createdAt.toISOString(),
    customerName: order.customerDeleted ? DELETED_CUSTOMER_LABEL : (profile?.fullName ?? null),
    customerEmail: order.customerDeleted ? null : (profile?.email ?? order.customerEmail),
    recipientName: order.recipientName,
    occasion: order.occasion,
    package: order.package,
    totalCents: order.totalCents,
    status: order.status,
    hasSong: order.songPath !== null,
    revisionRequested: order.revisionRequested,
    work: order.work
      ? {
          stage: order.work.stage,
          artistId: order.work.artistId,
          unclaimedTooLong: isUnclaimedTooLong(order.work, new Date()),
        }
      : null,
  };
}

export function adminOrderDetails(
  order: OrderRecord,
  profile: CustomerProfile | undefined,
  history: readonly HistoryRecord[],
  /** Whether a refund follow-up of the order is open (pending or failing). */
  refundOpen: boolean,
): AdminOrderDetails {
  return {
    ...adminOrderSummary(order, profile),
    genre: order.genre,
    artistName: order.artistName,
    story: order.story,
    keyMoments: order.keyMoments,
    addOns: order.addOns,
    shippingAddress: order.shippingAddress,
    song: order.songPath
      ? { version: order.songVersion, uploadedAt: isoOrNull(order.releasedAt), contentType: order.songContentType }
      : null,
    revisions: order.revisions.map(revisionView),
    statusHistory: history.map((change) => ({
      event: change.event,
      from: change.from,
      to: change.to,
      changedByEmail: change.changedByEmail,
      reason: change.reason,
      createdAt: change.createdAt.toISOString(),
    })),
    refunds: order.refunds.map((refund) => ({
      refundId: refund.refundId,
      amountCents: refund.amountCents,
      source: refund.source,
      refundedAt: refund.refundedAt.toISOString(),
    })),
    refundedCents: order.refundedCents,
    pendingRefund: order.pendingRefund
      ? { state: order.pendingRefund.state, failure: order.pendingRefund.failure }
      : null,
    refundOwed: isRefundOwed(order) && !refundOpen,
    fulfilment: adminFulfilment(order),
  };
}
