import type { RouteTable } from "../http/routeTable";
import { seedStripeCatalogue } from "./seedStripeCatalogue";

/** The catalogue's products and prices at Stripe. */
export const stripeRoutes: RouteTable = [{ path: "/stripe/catalogue", handlers: { post: seedStripeCatalogue } }];
