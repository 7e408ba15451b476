import type { Capability } from "../platform/capability";
import { artistAccountRoutes } from "./routes";

/** The artist accounts capability's public entry: the owner of `artistAccounts/*` and `artistInvites/*`. */
export { artistAccounts, type ArtistAccountRecord } from "./artistAccounts";

/** The artistAccounts capability, as `functions/src/capabilities.ts` lists it. */
export const artistAccountsCapability = {
  name: "artistAccounts",
  routes: artistAccountRoutes,
} satisfies Capability;
