import type { Capability } from "../platform/capability";
import { operationsRoutes } from "./routes";

/** The operations capability's public entry: the admins' view of what failed or is stuck, and its daily email. */
export { mailOperationsDigest } from "./mailOperationsDigest";

/** The operations capability, as `functions/src/capabilities.ts` lists it. */
export const operationsCapability = {
  name: "operations",
  routes: operationsRoutes,
} satisfies Capability;
