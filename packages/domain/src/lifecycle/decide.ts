/**
 * The order's life as one decision table (docs/architecture.md, "An order's life"): for every
 * command in every phase, `decide(order, command, now)` answers the next order, its history entry,
 * what happened and the records to write with it; or that nothing changes; or a named refusal.
 * Pure: the clock and the roster are passed in, and nothing here reads or writes anything. The
 * table's rows are grouped by concern: payment, offers, time, the song, the customer's song, and what the order delivers besides it (fulfilment).
 */
import { FOLLOW_UP_COMMAND_TYPES, type OrderCommand, type OrderCommandType } from "./commands";
import { CUSTOMER_RULES } from "./customerRules";
import { FOLLOW_UP_RULES } from "./followUpRules";
import { FULFILMENT_RULES } from "./fulfilmentRules";
import { NEWS_RULES } from "./newsRules";
import { OFFER_RULES } from "./offerRules";
import { phaseOf, SYSTEM_ACTOR, type LifecycleOrder } from "./orderState";
import type { Decision } from "./outcomes";
import { PAYMENT_RULES } from "./paymentRules";
import { refusal } from "./refusals";
import type { Rule } from "./rule";
import { SONG_RULES } from "./songRules";
import type { OrderPhase, OrderStatus } from "./statuses";
import { FOLLOW_UP_COMMAND_RULES } from "./followUpCommandRules";
import { changed, paidOrder, refused, unchanged } from "./transitions";

/** The decision table: for each command, the phases it applies in, what it does there, and the answer elsewhere. */
const RULES: { [T in OrderCommandType]: Rule<T> } = {
  ...PAYMENT_RULES,
  ...OFFER_RULES,
  ...FOLLOW_UP_COMMAND_RULES,
  ...SONG_RULES,
  ...CUSTOMER_RULES,
  ...NEWS_RULES,
  ...FULFILMENT_RULES,
  ...FOLLOW_UP_RULES,
};

/**
 * Whether `type` applies to an order in `phase` with `status` (it may still refuse on the
 * command's details, such as who sends it): what a screen asks before offering an action.
 */
export function commandApplies(type: OrderCommandType, order: { phase: OrderPhase; status: string }): boolean {
  const rule = RULES[type];
  return (
    rule.phases.includes(order.phase) && (!rule.statuses || (rule.statuses as readonly string[]).includes(order.status))
  );
}

/** The command behind each status the admins' status control can set. */
export const STATUS_COMMANDS = {
  in_progress: "start_work",
  completed: "complete",
  cancelled: "cancel",
} as const satisfies Partial<Record<OrderStatus, OrderCommandType>>;

/** The statuses the admins' status control offers for the order: those whose command applies. */
export function statusTargets(order: { phase: OrderPhase; status: string }): OrderStatus[] {
  return (Object.entries(STATUS_COMMANDS) as [OrderStatus, OrderCommandType][])
    .filter(([, type]) => commandApplies(type, order))
    .map(([status]) => status);
}

/**
 * The lifecycle's one decision: what `command` does to `order` (null when there is none yet) at
 * `now`. Only a payment creates an order; every other command on no order is refused as not found
 * (the time-driven ones change nothing).
 */
export function decide(order: LifecycleOrder | null, command: OrderCommand, now: Date): Decision {
  if (!order) {
    if (command.type === "pay") {
      const paid = paidOrder(command.order, command.roster, now);
      return changed(null, "pay", { order: paid.order, actor: SYSTEM_ACTOR, reason: "paid", events: paid.events });
    }
    return (FOLLOW_UP_COMMAND_TYPES as readonly string[]).includes(command.type)
      ? unchanged(null, "no such order")
      : refused(refusal("not_found"));
  }
  const rule = RULES[command.type] as Rule<typeof command.type>;
  const applies = commandApplies(command.type, { phase: phaseOf(order), status: order.status });
  return applies ? rule.apply(order, command as never, now) : rule.outside(order, command as never);
}
