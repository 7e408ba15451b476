import type { Capability } from "../platform/capability";
import { moneyCheckFollowUpHandlers } from "./checkMoneyDay";

/**
 * The money checks' public entry: the rules every payment's money must hold (`moneyRules.ts` in
 * the domain), checked over each UTC day once its books are closed (`check_money_day`), each break
 * raised on Operations as a `money_difference` about its order; and the same rules over all time
 * for `npm run audit:money`. It owns no collection: it reads Stripe, the orders, the ledger, the
 * payout accounts and the books, and writes follow-ups.
 */
export { booksBreaks, chargeBreaks, owedShareBreaks, type MoneyBreak } from "./moneyBreaks";
export { paidChargePages } from "./paidCharges";

/** The money checks capability, as `functions/src/capabilities.ts` lists it. */
export const moneyChecksCapability = {
  name: "moneyChecks",
  followUps: moneyCheckFollowUpHandlers,
} satisfies Capability;
