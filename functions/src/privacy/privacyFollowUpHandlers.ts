import type { FollowUpHandlers } from "../followUps";
import { eraseAccount, forgetUnsentAccountMail, purgeAccountFiles, type PrivacyDependencies } from "./accountErasure";
import { buildDataExport } from "./dataExport";

/**
 * A person's data requests' follow-ups: their account's deletion, its files 30 days on, its emails
 * once sent, their copy of their data.
 */
export function privacyFollowUpHandlers(
  deps: PrivacyDependencies,
): Pick<FollowUpHandlers, "erase_account" | "purge_account_files" | "forget_account_mail" | "build_data_export"> {
  return {
    erase_account: (record) => eraseAccount(deps, record),
    purge_account_files: (record) => purgeAccountFiles(deps, record),
    forget_account_mail: (record) => forgetUnsentAccountMail(deps, record),
    build_data_export: (record) => buildDataExport(deps, record),
  };
}
