import {
  ACCOUNT_PRIVACY_MESSAGES,
  accountFollowUpKey,
  followUpOf,
  nextExportAllowedAt,
  type DataExportAnswer,
  type FollowUpActionOf,
} from "@songs/domain";
import { runTransaction } from "../adapters/firestore/transactions";
import { followUps } from "../followUps";
import { HttpError } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { privacyRecords } from "./privacyRecords";

/**
 * POST /api/account/data-export: asks for a copy of the caller's data (customers and artists).
 * One a day: a second request within 24 hours answers 429 `rate_limited` with Retry-After. The
 * request and its follow-up (which builds the file and emails the link) are written in one
 * transaction. 202 with when the next may be asked for.
 */
export const requestDataExport = handler(
  emptyQuerySchema,
  async ({ user, db, res }): Promise<DataExportAnswer> => {
    const now = new Date();
    const key = accountFollowUpKey(user.uid);
    const action: FollowUpActionOf<"build_data_export"> = {
      kind: "build_data_export",
      uid: user.uid,
      requestedAt: now,
    };
    await runTransaction(db, async (transaction) => {
      const last = await privacyRecords(db).lastExportAt(transaction, user.uid);
      if (last && nextExportAllowedAt(last).getTime() > now.getTime()) {
        const retryAfter = Math.ceil((nextExportAllowedAt(last).getTime() - now.getTime()) / 1000);
        throw new HttpError(429, "rate_limited", ACCOUNT_PRIVACY_MESSAGES.exportTooSoon, undefined, {
          "Retry-After": String(retryAfter),
        });
      }
      const write = await followUps(db).prepareCreate(transaction, [followUpOf(key, action)]);
      privacyRecords(db).recordExportRequest(transaction, user.uid, now);
      write();
    });
    res.status(202);
    return { message: ACCOUNT_PRIVACY_MESSAGES.exportRequested, nextAllowedAt: nextExportAllowedAt(now).toISOString() };
  },
  { auth: "customer" },
);
