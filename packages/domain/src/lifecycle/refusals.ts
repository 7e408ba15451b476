/** The lifecycle's refusals in the words the person who sent the command reads. */
import { DELIVERY_MESSAGES } from "../deliverables";
import { MESSAGES } from "../messages";
import { OFFER_LAPSE_HOURS } from "../studio";
import type { Refusal, RefusalCode } from "./outcomes";
import { statusLabel } from "./statuses";

export const REFUSAL_MESSAGES: Readonly<Record<Exclude<RefusalCode, "invalid_transition">, string>> = {
  not_found: MESSAGES.orderNotFound,
  already_paid: "This order is paid already.",
  offer_taken: "Another artist has already taken this order.",
  offer_gone: "This offer is no longer open: the admins took the order on.",
  offer_lapsed: `Your offer for this order lapsed: it was not accepted within ${OFFER_LAPSE_HOURS} hours.`,
  offer_declined: "You declined this order.",
  order_cancelled: "This order was cancelled.",
  invalid_work_move: "This order cannot do that now. Reload and try again.",
  song_required: "Upload the finished song to complete this order.",
  order_not_deliverable: "A song can only be uploaded for a paid, in-progress or completed order.",
  revision_open: MESSAGES.revisionAlreadyOpen,
  revision_limit_reached: MESSAGES.basicRevisionUsed,
  order_not_completed: MESSAGES.orderNotCompleted,
  already_reviewed: MESSAGES.alreadyReviewed,
  no_refund_pending: "No refund of this order is waiting.",
  nothing_to_refund: "This order has nothing left to refund.",
  refund_under_way: "This order's refund is on its way, or failing: retry it on Operations.",
  delivery_incomplete: "Add every item the order owes before submitting.",
  nothing_new: DELIVERY_MESSAGES.nothingNew,
  item_not_owed: "This order has no such item.",
  song_not_released: "Make this item once the song is released to the customer.",
  shipment_step_invalid: "This item cannot move to that step now. Reload and try again.",
  item_shipped: "This item has shipped already, so it can no longer be refunded here.",
  refund_too_large: "The refund is larger than what the item cost.",
  address_locked: "Your order has shipped, so its address can no longer be changed.",
};

/** A named refusal with its message. */
export function refusal(code: Exclude<RefusalCode, "invalid_transition">): Refusal {
  return { code, message: REFUSAL_MESSAGES[code] };
}

/** The refusal of a status move the lifecycle does not allow. */
export function invalidTransition(from: string, to: string): Refusal {
  return {
    code: "invalid_transition",
    message: `An order cannot go from ${statusLabel(from) || "no status"} to ${statusLabel(to)}.`,
  };
}
