import type { Capability } from "../platform/capability";
import { webConfigRoutes } from "./routes";

/** The webConfig capability, as `functions/src/capabilities.ts` lists it. */
export const webConfigCapability = {
  name: "webConfig",
  routes: webConfigRoutes,
} satisfies Capability;
