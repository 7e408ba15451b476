import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { MONEY_RULE_NAMES, MONEY_RULES } from "@songs/domain";
import { pagesOf } from "../../functions/src/adapters/firestore/queries";
import {
  booksBreaks,
  chargeBreaks,
  owedShareBreaks,
  paidChargePages,
  type MoneyBreak,
} from "../../functions/src/moneyChecks";
import { readBooks } from "../../functions/src/payouts/booksClose";

/** A rule that must always hold for the money, and the documents that break it. */
export interface MoneyFinding {
  rule: string;
  documents: string[];
}

/** No refund follow-up is closed (done or cancelled) while its order shows no refund. */
async function refundsClosedWithoutRefund(db: Firestore): Promise<string[]> {
  const closed: string[] = [];
  const query = db.collection("followUps").where("kind", "==", "refund").where("state", "in", ["done", "cancelled"]);
  for await (const page of pagesOf(query)) {
    const orders = await db.getAll(...page.map((doc) => db.collection("orders").doc(doc.get("orderId") as string)));
    orders.forEach((order, index) => {
      if (order.exists && ((order.get("refundedCents") as number | undefined) ?? 0) <= 0)
        closed.push(
          `followUps/${page[index]?.id ?? ""}: ${page[index]?.get("state") as string}, orders/${order.id} refunded nothing`,
        );
    });
  }
  return closed;
}

/**
 * `npm run audit:money`'s rules over the whole database and Stripe, each read in pages: the money
 * checks' rules (`functions/src/moneyChecks`, run daily on the server) over every charge (100 a
 * page) and all time's books, and no refund follow-up closed without a refund.
 */
export async function auditMoney(db: Firestore, stripe: Stripe): Promise<MoneyFinding[]> {
  const breaks: MoneyBreak[] = booksBreaks((await readBooks(db, stripe, new Date(0), new Date())).differences);
  for await (const page of paidChargePages(stripe)) breaks.push(...(await chargeBreaks(db, stripe, page)));
  breaks.push(...(await owedShareBreaks(db)));
  const findings: MoneyFinding[] = MONEY_RULE_NAMES.map((rule) => ({
    rule: MONEY_RULES[rule],
    documents: breaks.filter((broken) => broken.rule === rule).map((broken) => broken.detail),
  }));
  findings.push({
    rule: "No refund follow-up is closed without a refund",
    documents: await refundsClosedWithoutRefund(db),
  });
  return findings.filter((finding) => finding.documents.length > 0);
}

/** The audit's report, a line each: every rule holds, or each broken rule and the documents that break it. */
export const moneyFindingLines = (findings: readonly MoneyFinding[]): string[] =>
  findings.length === 0
    ? ["Every rule holds."]
    : findings.flatMap((finding) => [
        `${finding.rule}: ${finding.documents.length} broken`,
        ...finding.documents.map((document) => `  ${document}`),
      ]);
