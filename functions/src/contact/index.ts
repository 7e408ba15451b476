import type { Capability } from "../platform/capability";
import { byEmail, keep, notCopied } from "../platform/dataMap";
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
      retention: "kept: the support team's correspondence",
      erasure: keep("a message to the support team, also emailed to its inbox; anyone may write without an account"),
      copy: notCopied("the person wrote it and the support team answered by email"),
    },
  ],
} satisfies Capability;
