import type { Capability } from "../platform/capability";

/**
 * The order news capability's public entry: the owner of `orderNews/*`, what is new on an order
 * for its customer. It imports no capability: questions and gifts record their moments through
 * it, and the orders' views read it.
 */
export { orderNews, type NewsMoment } from "./orderNews";

/** The orderNews capability, as `functions/src/capabilities.ts` lists it. */
export const orderNewsCapability = {
  name: "orderNews",
} satisfies Capability;
