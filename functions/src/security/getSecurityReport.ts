import {
  SECURITY_ALERTS_LIMIT,
  securityQuerySchema,
  type SecurityAlertList,
  timeRangeMs,
  type SecurityAlerts,
  type SecurityEventView,
  type SecurityMetrics,
} from "@songs/domain";
import type { Auth } from "firebase-admin/auth";
import { handler } from "../http/handler";
import { fraudAlerts } from "./fraudAlerts";
import { securityCounts } from "./securityCounts";
import { securityEvents, type ListedSecurityEvent } from "./securityEvents";
import { fileValidations } from "./fileValidations";

/**
 * The events with the account each names: its email while that account exists (one Auth lookup
 * for the page; events keep only the keyed hash of an email), else a deleted account.
 */
async function withAccounts(auth: Auth, events: readonly ListedSecurityEvent[]): Promise<SecurityEventView[]> {
  const uids = [...new Set(events.flatMap((event) => (event.uid ? [event.uid] : [])))];
  const found = uids.length > 0 ? await auth.getUsers(uids.map((uid) => ({ uid }))) : { users: [] };
  const emails = new Map(found.users.map((user) => [user.uid, user.email ?? null]));
  return events.map(({ uid, ...event }) => ({ ...event, account: uid ? { email: emails.get(uid) ?? null } : null }));
}

/**
 * GET /api/admin/security?action=get_metrics|get_alerts&timeRange=: the spec's security-monitor.
 * get_metrics answers what happened within the range from the counts kept per hour as it happened
 * (at most 31 days × 4 shards documents read, never counting events); get_alerts lists it for the
 * three tabs, each at most SECURITY_ALERTS_LIMIT (50), newest first, with the cursor of each
 * list's next page (`list=&cursor=` asks for it).
 */
export const getSecurityReport = handler(
  securityQuerySchema,
  async ({ input, db, auth }): Promise<SecurityMetrics | SecurityAlerts> => {
    const since = new Date(Date.now() - timeRangeMs(input.timeRange));
    if (input.action === "get_metrics") {
      const { fraud_critical: critical, upload_rejected: rejected, ...byType } = await securityCounts(db).since(since);
      return {
        failedLogins: byType.login_failed,
        fraudScores: { critical },
        securityEvents: byType,
        fileUploads: { rejected },
      };
    }
    // With `list` and `cursor`, the next page of that one list (the others answer empty).
    const wants = (list: SecurityAlertList) => !input.list || input.list === list;
    const cursorOf = (list: SecurityAlertList) => (input.list === list ? input.cursor : undefined);
    const none = Promise.resolve({ items: [], nextCursor: null });
    const [fraud, events, uploads] = await Promise.all([
      wants("criticalFraud")
        ? fraudAlerts(db).pageSince(since, SECURITY_ALERTS_LIMIT, cursorOf("criticalFraud"))
        : none,
      wants("securityEvents")
        ? securityEvents(db).pageSince(since, SECURITY_ALERTS_LIMIT, cursorOf("securityEvents"))
        : none,
      wants("rejectedUploads")
        ? fileValidations(db).pageRejectedSince(since, SECURITY_ALERTS_LIMIT, cursorOf("rejectedUploads"))
        : none,
    ]);
    return {
      criticalFraud: fraud.items,
      securityEvents: await withAccounts(auth, events.items),
      rejectedUploads: uploads.items,
      nextCursors: {
        criticalFraud: fraud.nextCursor,
        securityEvents: events.nextCursor,
        rejectedUploads: uploads.nextCursor,
      },
    };
  },
  { auth: "admin" },
);
