/** The admins' hand on an order's follow-ups: cancelling one, with the reason kept in the order's history. */
import { ORDER_PHASES } from "./statuses";
import type { Rule } from "./rule";
import { changed } from "./transitions";

export const FOLLOW_UP_RULES = {
  /**
   * Changes nothing on the order but its history: an entry saying which follow-up was cancelled, by whom
   * and why. The writer marks the follow-up done in the same transaction (and refuses nothing here:
   * whether the follow-up is still open is its state, read in that transaction).
   */
  cancel_follow_up: {
    phases: ORDER_PHASES,
    apply: (order, { followUp, reason, actor }) =>
      changed(order, "cancel_follow_up", { order, actor, reason: `Cancelled "${followUp}": ${reason}` }),
    outside: (order, { followUp, reason, actor }) =>
      changed(order, "cancel_follow_up", { order, actor, reason: `Cancelled "${followUp}": ${reason}` }),
  },
} satisfies { cancel_follow_up: Rule<"cancel_follow_up"> };
