import type { Capability } from "../platform/capability";
import { accountRoutes } from "./routes";

/** The account capability's public entry: customers' profiles (`users/{uid}`). */
export { users, type CustomerProfile } from "./users";

/** The account capability, as `functions/src/capabilities.ts` lists it. */
export const accountCapability = {
  name: "account",
  routes: accountRoutes,
} satisfies Capability;
