import type { Capability } from "../platform/capability";
import { byEmail, deleted, notCopied, onAccount } from "../platform/dataMap";
import { contactMessageErasure } from "./contactMessageErasure";
import { contactRoutes } from "./routes";

/** The contact capability's public entry: where messages for the marketplace's team go. */
export { loadContactConfig } from "./contactConfig";

/** The contact capability, as `functions/src/capabilities.ts` lists it. */
export const contactCapability = {
  name: "contact",
  routes: contactRoutes,
  collections: [
    {
      path: "contactMessages",
      holds: "a message sent through the contact form (name, email, words, address)",
      person: byEmail("email"),
      retention: "kept for the support team's correspondence until the account of its email is deleted",
      // Found by the email the deletion's record holds until it is forgotten, last.
      erasure: deleted(
        onAccount(({ db, email }) => (email ? contactMessageErasure(db).forget(email) : Promise.resolve())),
      ),
      copy: notCopied("the person wrote it and the support team answered by email"),
    },
  ],
} satisfies Capability;
