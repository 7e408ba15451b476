import type { Capability } from "../platform/capability";
import { giftRoutes } from "./routes";
import { giftFollowUpHandlers } from "./giftFollowUpHandlers";

/**
 * The gifts capability's public entry: the one owner of `gifts/*`, an order's delivery to its
 * recipient on a chosen day ("Send it to them"), its page and the recipient's thank-you. It
 * follows the order's life through its follow-ups (the moment comes; the song is released).
 */
export { gifts, newGift, type GiftDependencies } from "./gifts";
export { giftFromSnapshot, giftToData, type GiftRecord } from "./giftRecord";
export { giftErasure } from "./giftErasure";

/** The gifts capability, as `functions/src/capabilities.ts` lists it. */
export const giftsCapability = {
  name: "gifts",
  routes: giftRoutes,
  followUps: giftFollowUpHandlers,
} satisfies Capability;
