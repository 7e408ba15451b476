import type { Capability } from "../platform/capability";
import { contactRoutes } from "./routes";

/** The contact capability's public entry: where messages for the marketplace's team go. */
export { loadContactConfig } from "./contactConfig";

/** The contact capability, as `functions/src/capabilities.ts` lists it. */
export const contactCapability = {
  name: "contact",
  routes: contactRoutes,
} satisfies Capability;
