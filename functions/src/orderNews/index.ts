import type { Capability } from "../platform/capability";
import { byUid, deleted, notCopied, onOrders } from "../platform/dataMap";
import { orderNews } from "./orderNews";

/**
 * The order news capability's public entry: the owner of `orderNews/*`, what was new on an order
 * for its customer before the order held it (the order's writer keeps it on the order now, so a
 * page of orders reads no news document). It imports no capability; the orders' migration reads it.
 */
export { orderNews } from "./orderNews";

/** The orderNews capability, as `functions/src/capabilities.ts` lists it. */
export const orderNewsCapability = {
  name: "orderNews",
  collections: [
    {
      path: "orderNews",
      holds:
        "what was new on an order for its customer before the order held it (open questions, the gift opened and thanked, when they last looked); copied onto the order by migrate:bounded-reads",
      person: byUid("userId"),
      retention: "until the account is deleted",
      erasure: deleted(onOrders(({ db }, { ids }) => orderNews(db).forget(ids))),
      copy: notCopied("derived from the order's questions and gift, which the copy holds"),
    },
  ],
} satisfies Capability;
