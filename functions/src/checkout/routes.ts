import type { RouteTable } from "../http/routeTable";
import { createCheckout } from "./createCheckout";

/** Starting an order's payment (Stripe Checkout). */
export const checkoutRoutes: RouteTable = [{ path: "/checkout", handlers: { post: createCheckout } }];
