import type { Capability } from "../platform/capability";
import { byUid, deleted, notCopied, onOrders } from "../platform/dataMap";
import { orderNews } from "./orderNews";

/**
 * The order news capability's public entry: the owner of `orderNews/*`, what is new on an order
 * for its customer. It imports no capability: questions and gifts record their moments through
 * it, and the orders' views read it.
 */
export { orderNews, type NewsMoment } from "./orderNews";

/** The orderNews capability, as `functions/src/capabilities.ts` lists it. */
export const orderNewsCapability = {
  name: "orderNews",
  collections: [
    {
      path: "orderNews",
      holds:
        "what is new on an order for its customer (open questions, the gift opened and thanked, when they last looked)",
      person: byUid("userId"),
      retention: "until the account is deleted",
      erasure: deleted(onOrders(({ db }, { ids }) => orderNews(db).forget(ids))),
      copy: notCopied("derived from the order's questions and gift, which the copy holds"),
    },
  ],
} satisfies Capability;
