import { MAIL_RETENTION_DAYS } from "../adapters/mail/mailQueue";
import { byEmail, keep, nobody, notCopied } from "./dataMap";
import { TTL_FIELDS } from "../adapters/firestore/ttlPolicies";
import type { Capability } from "./capability";

/**
 * The collections the shared layers own, declared like a capability's so the data map holds every
 * collection: the mail queue's outbox (adapters/mail/mailQueue.ts) and the rate limits' counters
 * (http/rateLimits.ts). Listed with the capabilities in capabilities.ts.
 */
export const sharedLayers = {
  name: "shared layers",
  collections: [
    {
      path: "mail",
      holds: "an email in the Trigger Email extension's format: to whom, its words, whether it was sent",
      person: byEmail("to"),
      retention: {
        words: "30 days, sent or not, then Firestore's TTL policy deletes it",
        days: MAIL_RETENTION_DAYS,
        ttlField: TTL_FIELDS.mail,
      },
      erasure: keep("the outbox, for resending and support, goes by itself within 30 days (TTL)"),
      copy: notCopied("the emails were sent to the person"),
    },
    {
      path: "rateLimits",
      holds: "a request count per rule, key (an address or email, hashed) and window",
      person: nobody,
      retention: {
        words: "until its window is over, then Firestore's TTL policy deletes it",
        ttlField: TTL_FIELDS.rateLimits,
      },
      erasure: keep("counts under a hashed key; they go by themselves (TTL)"),
      copy: notCopied("counts under a hashed key"),
    },
  ],
} satisfies Capability;
