import type { Capability } from "../platform/capability";
import { listenRoutes } from "./routes";

/** The listen capability's public entry: what a private listening link shows, and how often it may be asked. */
export { LISTEN_RATE_LIMIT, TOO_MANY_LISTENS, linkUnavailable } from "./getSharedSong";
export { readSharedSong } from "./sharedSong";

/** The listen capability, as `functions/src/capabilities.ts` lists it. */
export const listenCapability = {
  name: "listen",
  routes: listenRoutes,
} satisfies Capability;
