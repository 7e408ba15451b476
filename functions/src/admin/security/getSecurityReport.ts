import {
  SECURITY_ALERTS_LIMIT,
  securityQuerySchema,
  timeRangeMs,
  type SecurityAlerts,
  type SecurityMetrics,
} from "@songs/domain";
import { handler } from "../../http/handler";
import { fraudAlerts, securityCounts, securityEvents } from "../../security";
import { fileValidations } from "../../uploads";

/**
 * GET /api/admin/security?action=get_metrics|get_alerts&timeRange=: the spec's security-monitor.
 * get_metrics answers what happened within the range from the counts kept per hour as it happened
 * (at most 31 days × 4 shards documents read, never counting events); get_alerts lists it for the
 * three tabs, each at most SECURITY_ALERTS_LIMIT (50), newest first.
 */
export const getSecurityReport = handler(
  securityQuerySchema,
  async ({ input, db }): Promise<SecurityMetrics | SecurityAlerts> => {
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
    const [events, alerts, files] = [securityEvents(db), fraudAlerts(db), fileValidations(db)];
    const [criticalFraud, securityEventList, rejectedUploads] = await Promise.all([
      alerts.listSince(since, SECURITY_ALERTS_LIMIT),
      events.listSince(since, SECURITY_ALERTS_LIMIT),
      files.listRejectedSince(since, SECURITY_ALERTS_LIMIT),
    ]);
    return { criticalFraud, securityEvents: securityEventList, rejectedUploads };
  },
  { auth: "admin" },
);
