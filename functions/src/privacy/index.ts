import type { Capability } from "../platform/capability";
import { privacyRoutes } from "./routes";
import { privacyFollowUpHandlers } from "./privacyFollowUpHandlers";

/**
 * The privacy capability's public entry: a person's data, their call. The one owner of
 * `accountDeletions/*` (an account's deletion, recorded with the person's consent) and
 * `dataExports/*` (the last copy of their data they asked for); what the deletion and the export
 * do to other records goes through those records' owners. See docs/security.md, "Retention".
 */
export { deleteAccount, ACCOUNT_DELETION_CODES } from "./deleteAccount";
export { requestDataExport } from "./requestDataExport";
export { DATA_EXPORTS_BUCKET } from "./dataExportBucket";
export type { PrivacyDependencies } from "./accountErasure";

/** The privacy capability, as `functions/src/capabilities.ts` lists it. */
export const privacyCapability = {
  name: "privacy",
  routes: privacyRoutes,
  followUps: privacyFollowUpHandlers,
} satisfies Capability;
