import { followUpDueAt } from "../lifecycle/followUpKinds";

/**
 * The date (YYYY-MM-DD, UTC) a deleted account's files are deleted, for a deletion at `deletedAt`,
 * as the person is told: the day its files' follow-up is due.
 */
export function filesDeletedOn(deletedAt: Date): string {
  return followUpDueAt("purge_account_files", { deletedAt }).toISOString().slice(0, 10);
}
