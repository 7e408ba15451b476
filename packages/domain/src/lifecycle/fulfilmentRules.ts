/**
 * What an order delivers besides the song file: the files handed in for a submission or a
 * delivery, the lyrics on the listening link, and the physical items (made, shipped, delivered,
 * or refunded before they ship) with the address they go to.
 */
import { owes, physicalItemPriceCents, refundTooLargeMessage } from "../deliverables";
import { canChangeAddress, isUnshipped, shipmentsOf, withShipment, type Shipment } from "./fulfilment";
import { SYSTEM_ACTOR, workOf, type LifecycleOrder } from "./orderState";
import { refusal } from "./refusals";
import { ALL_PHASES_BUT_PENDING, UNFINISHED, workRefusal, type Rule } from "./rule";
import { artistRefusal, changed, refused, unchanged } from "./transitions";
import { followUpOf } from "./followUpsDue";
import type { OrderPhase } from "./statuses";

/** Phases in which the artist on the order hands items in (those of `submit`). */
const ARTIST_HANDS_IN: readonly OrderPhase[] = ["in_progress", "returned", "revision"];
/** Phases in which the admins deliver directly (those of `deliver`). */
const ADMINS_DELIVER: readonly OrderPhase[] = [...UNFINISHED, "released", "revision"];
/** A paid order that was not cancelled: its physical items may still be refunded or re-addressed. */
const PAID_AND_OPEN: readonly OrderPhase[] = ADMINS_DELIVER;
/** A released song: its physical items are made and posted. */
const RELEASED: readonly OrderPhase[] = ["released", "revision"];

const shipmentOf = (order: LifecycleOrder, item: Shipment["item"]): Shipment | undefined =>
  shipmentsOf(order).find((shipment) => shipment.item === item);

/** Why a command on a physical item is refused outside its phases: a cancelled order, or an order not released yet. */
const outsideRelease = (order: LifecycleOrder) =>
  refused(refusal(order.status === "cancelled" ? "order_cancelled" : "song_not_released"));
const outsidePaid = (order: LifecycleOrder) =>
  refused(refusal(order.status === "cancelled" ? "order_cancelled" : "invalid_work_move"));

export const FULFILMENT_RULES = {
  attach_file: {
    phases: ADMINS_DELIVER,
    apply(order, { item, file, artistId, actor }, now) {
      const work = workOf(order);
      if (artistId !== null) {
        if (work.artistId !== artistId) return artistRefusal(order, artistId);
        if (!ARTIST_HANDS_IN.includes(work.stage)) return workRefusal();
      }
      if (!owes(order, item)) return refused(refusal("item_not_owed"));
      const by = artistId === null ? "admins" : "artist";
      const attached = [
        ...work.attached.filter((entry) => entry.by !== by || entry.item !== item),
        { ...file, item, by, attachedAt: now } as const,
      ];
      return changed(order, "attach_file", { order: { ...order, work: { ...work, attached } }, actor, quiet: true });
    },
    outside(order, { artistId }) {
      if (artistId === null) return refused(refusal("order_not_deliverable"));
      return workOf(order).artistId === artistId && order.status !== "cancelled"
        ? workRefusal()
        : artistRefusal(order, artistId);
    },
  },

  share_lyrics: {
    phases: ["song_check", "returned", "released", "revision"],
    statuses: ["completed"],
    apply(order, { share }) {
      if (order.shareLyrics === share) return unchanged(order, "already so");
      return changed(order, "share_lyrics", {
        order: { ...order, shareLyrics: share },
        actor: SYSTEM_ACTOR,
        quiet: true,
      });
    },
    outside: () => refused(refusal("order_not_completed")),
  },

  advance_item: {
    phases: RELEASED,
    statuses: ["completed"],
    apply(order, { item, step, actor }, now) {
      const current = shipmentOf(order, item);
      if (!current) return refused(refusal("item_not_owed"));
      if (current.state === step.to) return unchanged(order, "the item is there already");
      let next: Shipment;
      if (step.to === "made" && current.state === "pending") {
        if (order.revisionRequested) return refused(refusal("song_not_released"));
        next = { ...current, state: "made", madeAt: now };
      } else if (step.to === "shipped" && isUnshipped(current.state)) {
        next = {
          ...current,
          state: "shipped",
          shippedAt: now,
          carrier: step.carrier,
          trackingNumber: step.trackingNumber,
        };
      } else if (step.to === "delivered" && current.state === "shipped") {
        next = { ...current, state: "delivered", deliveredAt: now };
      } else {
        return refused(refusal("shipment_step_invalid"));
      }
      return changed(order, "advance_item", {
        order: { ...order, shipments: withShipment(order, next) },
        actor,
        reason: `${item}_${step.to}`,
        events: step.to === "shipped" ? [{ type: "item_shipped", item }] : [],
      });
    },
    outside: outsideRelease,
  },

  refund_item: {
    phases: PAID_AND_OPEN,
    apply(order, { item, amountCents, actor }, now) {
      const current = shipmentOf(order, item);
      if (!current) return refused(refusal("item_not_owed"));
      if (current.state === "refunded") return unchanged(order, "refunded already");
      if (!isUnshipped(current.state)) return refused(refusal("item_shipped"));
      if (amountCents > physicalItemPriceCents(item))
        return refused({ code: "refund_too_large", message: refundTooLargeMessage(item) });
      if (!order.paymentIntentId) return workRefusal();
      if (amountCents > order.totalCents - order.refundedCents) return refused(refusal("refund_too_large"));
      const next: Shipment = {
        ...current,
        state: "refunded",
        refundCents: amountCents,
        refundRequestedAt: now,
        refundRecorded: false,
        refundFailure: null,
      };
      return changed(order, "refund_item", {
        order: { ...order, shipments: withShipment(order, next) },
        actor,
        reason: `${item}_refunded`,
        events: [{ type: "item_refunding", item, amountCents }],
        records: [
          { type: "follow_up", followUp: followUpOf(order.id, { kind: "refund_item", item, amountCents }, { now }) },
        ],
      });
    },
    outside: outsidePaid,
  },

  record_item_refund: {
    phases: ALL_PHASES_BUT_PENDING,
    apply(order, { item, chargeId, refundId, amountCents }, now) {
      const current = shipmentOf(order, item);
      if (!current || current.state !== "refunded") return unchanged(order, "no refund of this item was asked");
      // Stripe's report of this refund may have been recorded first: it only lacked the refund's id.
      const reported = order.refunds.find((entry) => entry.item === item);
      if (current.refundRecorded && reported) {
        if (reported.refundId === refundId) return unchanged(order, "recorded already");
        const refunds = order.refunds.map((entry) => (entry === reported ? { ...entry, refundId } : entry));
        return changed(order, "record_item_refund", { order: { ...order, refunds }, actor: SYSTEM_ACTOR, quiet: true });
      }
      const refundedCents = order.refundedCents + amountCents;
      const entry = {
        chargeId,
        refundedTotalCents: refundedCents,
        refundId,
        amountCents,
        source: "item" as const,
        item,
        refundedAt: now,
      };
      return changed(order, "record_item_refund", {
        order: {
          ...order,
          refunds: [...order.refunds, entry],
          refundedCents,
          shipments: withShipment(order, { ...current, refundRecorded: true, refundFailure: null }),
        },
        actor: SYSTEM_ACTOR,
        reason: "refunded",
      });
    },
    outside: (order) => unchanged(order, "an order that was never paid has nothing to refund"),
  },

  change_address: {
    phases: PAID_AND_OPEN,
    apply(order, { address, actor }) {
      if (shipmentsOf(order).length === 0) return refused(refusal("item_not_owed"));
      if (!canChangeAddress(order)) return refused(refusal("address_locked"));
      return changed(order, "change_address", {
        order: { ...order, shippingAddress: address },
        actor,
        reason: "address_changed",
      });
    },
    outside(order) {
      if (order.status !== "cancelled" && shipmentsOf(order).length > 0) return refused(refusal("invalid_work_move"));
      return refused(refusal(order.status === "cancelled" ? "order_cancelled" : "item_not_owed"));
    },
  },
} satisfies {
  [
    T in "attach_file" | "share_lyrics" | "advance_item" | "refund_item" | "record_item_refund" | "change_address"
  ]: Rule<T>;
};
