/** The shape of the decision table's rows, and what several rows share. */
import type { OrderCommand, OrderCommandType } from "./commands";
import type { LifecycleOrder } from "./orderState";
import type { Decision } from "./outcomes";
import { invalidTransition, refusal } from "./refusals";
import type { OrderPhase, OrderStatus } from "./statuses";
import { refused, unchanged } from "./transitions";

export type CommandOf<T extends OrderCommandType> = Extract<OrderCommand, { type: T }>;

export interface Rule<T extends OrderCommandType> {
  /** The phases the command applies in; elsewhere `outside` answers. */
  phases: readonly OrderPhase[];
  /** And the statuses, where the phase alone does not say (a revision's song check is a completed order). */
  statuses?: readonly OrderStatus[];
  apply(order: LifecycleOrder, command: CommandOf<T>, now: Date): Decision;
  outside(order: LifecycleOrder, command: CommandOf<T>): Decision;
}

export const WAITING: readonly OrderPhase[] = ["offered", "awaiting_customer", "unclaimed"];
export const WORKING: readonly OrderPhase[] = ["in_progress", "song_check", "returned"];
export const UNFINISHED: readonly OrderPhase[] = [...WAITING, ...WORKING];
export const ALL_PHASES_BUT_PENDING: readonly OrderPhase[] = [...UNFINISHED, "released", "revision", "cancelled"];

/** The admins' status control refuses a move the lifecycle does not make. */
export const statusRefusal = (to: OrderStatus) => (order: LifecycleOrder) =>
  refused(invalidTransition(order.status, to));
export const workRefusal = () => refused(refusal("invalid_work_move"));
export const notDue = (order: LifecycleOrder) => unchanged(order, "the rule does not apply in this phase");
