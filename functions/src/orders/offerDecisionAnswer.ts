import type { OfferDecision } from "@songs/domain";
import type { LifecycleResult } from "./orderLifecycle";
import { artistOrderView } from "./artistOrderView";

/** The order after the artist's decision, as they now see it (null once it left them). */
export const decisionAnswer = ({ order }: LifecycleResult, artistId: string): OfferDecision => ({
  order: order ? artistOrderView(order, artistId) : null,
});
