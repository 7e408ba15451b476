import {
  SECURITY_ALERTS_LIMIT,
  securityQuerySchema,
  timeRangeMs,
  type SecurityAlerts,
  type SecurityMetrics,
} from "@songs/domain";
import { handler } from "../../http/handler";
import { fraudAlerts, securityEvents } from "../../security";
import { fileValidations } from "../../uploads";

/**
 * GET /api/admin/security?action=get_metrics|get_alerts&timeRange=: the spec's security-monitor.
 * get_metrics counts what happened within the range; get_alerts lists it for the three tabs.
 */
export const getSecurityReport = handler(
  securityQuerySchema,
  async ({ input, db }): Promise<SecurityMetrics | SecurityAlerts> => {
    const since = new Date(Date.now() - timeRangeMs(input.timeRange));
    const [events, alerts, files] = [securityEvents(db), fraudAlerts(db), fileValidations(db)];
    if (input.action === "get_metrics") {
      const [byType, critical, rejected] = await Promise.all([
        events.countByTypeSince(since),
        alerts.countCriticalSince(since),
        files.countRejectedSince(since),
      ]);
      return {
        failedLogins: byType.login_failed,
        fraudScores: { critical },
        securityEvents: byType,
        fileUploads: { rejected },
      };
    }
    const [criticalFraud, securityEventList, rejectedUploads] = await Promise.all([
      alerts.listSince(since, SECURITY_ALERTS_LIMIT),
      events.listSince(since, SECURITY_ALERTS_LIMIT),
      files.listRejectedSince(since, SECURITY_ALERTS_LIMIT),
    ]);
    return { criticalFraud, securityEvents: securityEventList, rejectedUploads };
  },
  { auth: "admin" },
);
