import type { RouteTable } from "../http/routeTable";
import { createContactMessage } from "./createContactMessage";

/** The contact form. */
export const contactRoutes: RouteTable = [{ path: "/contact", handlers: { post: createContactMessage } }];
