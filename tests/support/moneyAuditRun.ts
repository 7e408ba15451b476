import { createStripeClient } from "../../functions/src/adapters/stripe/createStripeClient";
import { auditMoney, moneyFindingLines } from "../../scripts/audit/moneyAudit";
import { stackAuditFirestore } from "./privacyAuditRun";

/**
 * The money audit of a test run's stack (`npm run audit:money`'s own function), after its suites:
 * every rule over the stack's Firestore and its local Stripe server.
 */
export async function auditStackMoney(stack: {
  firestoreHost: string;
  stripeUrl: string | null;
  stripeSecretKey: string;
}): Promise<{ lines: string[]; findings: number }> {
  if (!stack.stripeUrl) throw new Error("The money audit needs the stack's local Stripe server");
  const stripe = createStripeClient({ secretKey: stack.stripeSecretKey, apiUrl: stack.stripeUrl });
  const findings = await auditMoney(stackAuditFirestore(stack.firestoreHost), stripe);
  return { lines: moneyFindingLines(findings), findings: findings.length };
}
