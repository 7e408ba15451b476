import type { Capability } from "../platform/capability";
import { anonymised, byDocumentId, deleted, lastly, notCopied, onAccount } from "../platform/dataMap";
import { DATA_EXPORT_LINK_DAYS } from "@songs/domain";
import { forgetDataExports } from "./dataExport";
import { privacyRecords } from "./privacyRecords";
import { privacyRoutes } from "./routes";
import { privacyFollowUpHandlers } from "./privacyFollowUpHandlers";

/**
 * The privacy capability's public entry: a person's data, their call. The one owner of
 * `accountDeletions/*` (an account's deletion, recorded with the person's consent) and
 * `dataExports/*` (the last copy of their data they asked for). An account's deletion and a copy of
 * one's data are workflows over the data map: each capability declares what the deletion does to
 * its collections and what the copy holds of them (capabilities.ts lists them). See
 * docs/security.md, "Retention". Its registration, as `functions/src/capabilities.ts` lists it.
 */
export const privacyCapability = {
  name: "privacy",
  routes: privacyRoutes,
  followUps: privacyFollowUpHandlers,
  collections: [
    {
      path: "accountDeletions",
      holds:
        "an account's deletion, recorded with the person's consent (uid, email until erased, the email's keyed hash, dates, state)",
      person: byDocumentId,
      retention: "kept: proof of the request, and what finishes a stopped deletion once",
      erasure: anonymised(
        "the uid, the email's keyed hash, the dates and the state; the email goes once the personal data is deleted: a repeated or stopped deletion finishes once, and the audit recognises the address",
        lastly(({ db, uid }) => privacyRecords(db).markErased(uid)),
        ["id", "uid", "emailHash"],
      ),
      copy: notCopied("the record of the deletion itself"),
    },
    {
      path: "dataExports",
      holds: "the last copy of their data a person asked for (when, and where its file is)",
      person: byDocumentId,
      retention: {
        words:
          "until the account is deleted; the file's link works 7 days (a bucket lifecycle rule deletes files after 8 days in production)",
        days: DATA_EXPORT_LINK_DAYS,
      },
      erasure: deleted(onAccount(forgetDataExports)),
      copy: notCopied("it is the copy"),
    },
  ],
} satisfies Capability;
