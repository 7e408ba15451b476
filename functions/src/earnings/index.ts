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
export { ledgerEntryRecord } from "./earningsRecord";
