import { phaseOf, type AdminOrderSummary, type OrderPhase } from "@songs/domain";

/** Where the order is in its life, as the lifecycle's `commandApplies` and `statusTargets` ask it. */
export function lifecyclePhase(order: Pick<AdminOrderSummary, "status" | "revisionRequested" | "work">): {
  phase: OrderPhase;
  status: string;
} {
  return { phase: phaseOf(order), status: order.status };
}
