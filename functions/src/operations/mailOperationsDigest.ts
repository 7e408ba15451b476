import type { Firestore } from "firebase-admin/firestore";
import { mailQueue } from "../adapters/mail/mailQueue";
import { loadContactConfig } from "../contact";
import { operationsDigestMail } from "../notifications";
import { operationsSummary } from "./operationsLists";

/**
 * The admins' daily email while anything is on the Operations page, run after each sweep (every
 * five minutes): one per UTC day under `mail/operations-digest-{yyyy-mm-dd}` (written once: a later
 * sweep that day finds it queued), none on a day when every list is empty. Answers whether it queued one.
 */
export async function mailOperationsDigest(db: Firestore, siteUrl: string, now: Date = new Date()): Promise<boolean> {
  const summary = await operationsSummary(db, now);
  if (!summary.attention) return false;
  const day = now.toISOString().slice(0, 10);
  const mail = operationsDigestMail(summary.counts, loadContactConfig().supportEmail, siteUrl, now);
  return mailQueue(db).sendOnce(`operations-digest-${day}`, mail, { kind: "operations_digest" });
}
