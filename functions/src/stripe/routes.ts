import type { AudienceRoutes } from "../platform/routeTable";
import { seedStripeCatalogue } from "./seedStripeCatalogue";

/** The catalogue's products and prices at Stripe, seeded by an admin. */
export const stripeRoutes: AudienceRoutes = {
  admin: [{ path: "/stripe/catalogue", handlers: { post: seedStripeCatalogue } }],
};
