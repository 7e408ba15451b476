/**
 * The order news capability's public entry: the owner of `orderNews/*`, what is new on an order
 * for its customer. It imports no capability: questions and gifts record their moments through
 * it, and the orders' views read it.
 */
export { orderNews, type NewsMoment } from "./orderNews";
