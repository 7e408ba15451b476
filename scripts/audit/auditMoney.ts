/**
 * `npm run audit:money -- [--project <id>]`: the rules the money must always hold, over the whole
 * database and Stripe (moneyAudit.ts); prints each broken rule with the documents that break it
 * and exits 1 when there is any. Against the local stack's Firestore emulator and Stripe server
 * (STRIPE_API_URL, the local secret key), or with `--project <id>` a real project, with
 * STRIPE_SECRET_KEY in the environment.
 */
import { createStripeClient } from "../../functions/src/adapters/stripe/createStripeClient";
import { firestoreTarget } from "../firestoreCli";
import { ensureLocalSecrets } from "../stack/localSecrets";
import { REPO_ROOT } from "../stack/repoRoot";
import { auditMoney, moneyFindingLines } from "./moneyAudit";

const target = firestoreTarget(process.argv.slice(2));
const secretKey =
  process.env.STRIPE_SECRET_KEY ?? (target?.project ? null : ensureLocalSecrets(REPO_ROOT).STRIPE_SECRET_KEY);
const apiUrl = process.env.STRIPE_API_URL ?? (target?.project ? undefined : "http://127.0.0.1:12111");
if (!target || !secretKey) {
  console.error(
    "Usage: npm run audit:money -- [--project <firebase-project-id>] (STRIPE_SECRET_KEY for a real project)",
  );
  process.exit(2);
}

console.log(`Money audit: ${target.where}`);
const findings = await auditMoney(target.db, createStripeClient({ secretKey, ...(apiUrl ? { apiUrl } : {}) }));
for (const line of moneyFindingLines(findings)) console.log(`  ${line}`);
process.exit(findings.length > 0 ? 1 : 0);
