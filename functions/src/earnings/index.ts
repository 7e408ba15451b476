import type { Capability } from "../platform/capability";
import { keep, nobody, notCopied } from "../platform/dataMap";
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
export { ledgerEntryRecord } from "./earningsRecord";

/** The earnings capability, as `functions/src/capabilities.ts` lists it. */
export const earningsCapability = {
  name: "earnings",
  routes: earningsRoutes,
  collections: [
    {
      path: "earnings",
      holds: "a ledger entry of an artist profile: a released order's share or its reversal",
      person: nobody,
      retention: "kept: the platform's pay record and tax reporting",
      erasure: keep("the pay record of an artist profile (not of a sign-in), kept after an artist's deletion"),
      copy: notCopied("an artist's ledger is on the studio's Earnings page and its CSV"),
    },
    {
      path: "ledgerTotals",
      holds: "the ledger's running totals per artist and month (every artist's sharded)",
      person: nobody,
      retention: "kept with the ledger",
      erasure: keep("totals of the ledger; nothing about a person"),
      copy: notCopied("totals of the ledger"),
    },
  ],
} satisfies Capability;
