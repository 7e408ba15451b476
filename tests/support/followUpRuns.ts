import { getAuth } from "firebase-admin/auth";
import type Stripe from "stripe";
import { inject } from "vitest";
import type { BlobStore } from "../../functions/src/adapters/blobs/BlobStore";
import { carryOutFollowUp } from "../../functions/src/capabilities";
import { stackAdminApp, stackFirestore } from "./adminSession";

/**
 * Carries out a follow-up in the test's own process with the given Stripe client (one the test can
 * make fail, as a process killed after or before Stripe answered), against the running stack; no
 * files or push service are reached. Answers what it returned or threw, as text.
 */
export function runFollowUpWith(stripe: Stripe, followUpId: string): Promise<string> {
  return carryOutFollowUp(
    {
      db: stackFirestore(),
      stripe,
      auth: getAuth(stackAdminApp()),
      blobs: {} as BlobStore,
      siteUrl: inject("baseUrl"),
      webPush: { publicKey: "", privateKey: "" },
    },
    followUpId,
  ).then(String, (error: unknown) => String(error));
}
