import type { AudienceRoutes } from "../platform/routeTable";
import { createContactMessage } from "./createContactMessage";

/** The contact form. */
export const contactRoutes: AudienceRoutes = {
  public: [{ path: "/contact", handlers: { post: createContactMessage } }],
};
