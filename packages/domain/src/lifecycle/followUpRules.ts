/** The admins' hand on an order's follow-up work: cancelling one, with the reason kept in the order's history. */
import { ORDER_PHASES } from "./statuses";
import type { Rule } from "./rule";
import { changed } from "./transitions";

export const FOLLOW_UP_RULES = {
  /**
   * Changes nothing on the order but its history: an entry saying which work was cancelled, by whom
   * and why. The writer marks the follow-up done in the same transaction (and refuses nothing here:
   * whether the work is still open is the follow-up's state, read in that transaction).
   */
  cancel_follow_up: {
    phases: ORDER_PHASES,
    apply: (order, { work, reason, actor }) => changed(order, "cancel_follow_up", { order, actor, reason: `Cancelled "${work}": ${reason}` }),
    outside: (order, { work, reason, actor }) => changed(order, "cancel_follow_up", { order, actor, reason: `Cancelled "${work}": ${reason}` }),
  },
} satisfies { cancel_follow_up: Rule<"cancel_follow_up"> };
