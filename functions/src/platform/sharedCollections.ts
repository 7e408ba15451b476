import { mailErasure } from "../adapters/mail/mailErasure";
import { MAIL_RETENTION_DAYS } from "../adapters/mail/mailQueue";
import {
  byEmail,
  deleted,
  keep,
  nobody,
  notCopied,
  onceDelivered,
  type AccountContext,
  type EachOrderPage,
} from "./dataMap";
import { TTL_FIELDS } from "../adapters/firestore/ttlPolicies";
import type { Capability } from "./capability";

/**
 * A deleted account's emails (to or from its address, about the account, about its orders, whoever
 * they went to), deleted once the Trigger Email extension is done with them; answers how many
 * still wait to go (the deletion's own confirmation, queued moments before).
 */
async function forgetAccountMail({ db, uid, email }: AccountContext, eachOrderPage: EachOrderPage): Promise<number> {
  let waiting = await mailErasure(db).forgetOf({ uid, email });
  await eachOrderPage(async ({ ids }) => {
    waiting += await mailErasure(db).forgetAbout(ids);
  });
  return waiting;
}

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
        words:
          "30 days, sent or not, then Firestore's TTL policy deletes it; a deleted account's once the extension is done with them",
        days: MAIL_RETENTION_DAYS,
        ttlField: TTL_FIELDS.mail,
      },
      erasure: deleted(onceDelivered(forgetAccountMail)),
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
