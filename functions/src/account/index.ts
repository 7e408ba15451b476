import type { Capability } from "../platform/capability";
import { accountField, byDocumentId, deleted, onAccount } from "../platform/dataMap";
import { users } from "./users";
import { accountRoutes } from "./routes";

/** The account capability's public entry: customers' profiles (`users/{uid}`). */
export { users, type CustomerProfile } from "./users";

/** The account capability, as `functions/src/capabilities.ts` lists it. */
export const accountCapability = {
  name: "account",
  routes: accountRoutes,
  collections: [
    {
      path: "users",
      holds: "a customer's profile: their name and email",
      person: byDocumentId,
      retention: "until the account is deleted",
      erasure: deleted(onAccount(({ db, uid }) => users(db).deleteProfile(uid))),
      copy: accountField("profile", ({ db, uid }) => users(db).exportOf(uid)),
    },
  ],
} satisfies Capability;
