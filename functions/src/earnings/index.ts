import type { Capability } from "../platform/capability";
import { earningsRoutes } from "./routes";

/**
 * The earnings capability's public entry: the one owner of the artists' ledger (`earnings/*`),
 * whose release and reversal writes join the order's own transactions, and its answers.
 */
export {
  earnings,
  OWED_SHARES_PAGE,
  rebuildLedgerTotals,
  type ReleasedShare,
  writeLedgerEntry,
  LEDGER_MONTHS,
  LEDGER_PAGE,
  type LedgerEntry,
  type LedgerFilter,
  type LedgerPage,
  type LedgerTotals,
  type PreparedRelease,
  type PreparedReversal,
  type ReleaseInput,
} from "./earnings";
export { ledgerAnswer, ledgerCsv } from "./ledgerAnswers";
export { releaseTransfers, type ReleaseWithTransfer } from "./releaseTransfers";
export { transferOf, type ReleaseTransferRecord } from "./transferFields";

/** The earnings capability, as `functions/src/capabilities.ts` lists it. */
export const earningsCapability = {
  name: "earnings",
  routes: earningsRoutes,
} satisfies Capability;
