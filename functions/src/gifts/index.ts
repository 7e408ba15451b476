import type { Capability } from "../platform/capability";
import { byUid, deleted, onOrders, orderField } from "../platform/dataMap";
import { giftErasure } from "./giftErasure";
import { giftRoutes } from "./routes";
import { giftFollowUpHandlers } from "./giftFollowUpHandlers";
import { giftPushes } from "./giftPushes";

/**
 * The gifts capability's public entry: the one owner of `gifts/*`, an order's delivery to its
 * recipient on a chosen day ("Send it to them"), its page and the recipient's thank-you. It
 * follows the order's life through its follow-ups (the moment comes; the song is released).
 */
export { gifts, newGift, type GiftDependencies } from "./gifts";
export { giftRecord, type GiftRecord } from "./giftRecord";

/** The gifts capability, as `functions/src/capabilities.ts` lists it. */
export const giftsCapability = {
  name: "gifts",
  routes: giftRoutes,
  followUps: giftFollowUpHandlers,
  pushes: giftPushes,
  collections: [
    {
      path: "gifts",
      holds: "an order's gift delivery: the recipient, the message, the moment and the thank-you",
      person: byUid("userId"),
      retention: "until the account is deleted",
      erasure: deleted(onOrders(({ db }, { ids }) => giftErasure(db).forget(ids))),
      copy: orderField("gift", ({ db, siteUrl }, { ids }) => giftErasure(db).exportOf(ids, siteUrl)),
    },
  ],
} satisfies Capability;
