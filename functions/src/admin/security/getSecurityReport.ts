import {
  SECURITY_ALERTS_LIMIT,
  securityQuerySchema,
  timeRangeMs,
  type SecurityAlerts,
  type SecurityMetrics,
} from "@songs/domain";
import { securityReports } from "../../adapters/firestore/securityReports";
import { handler } from "../../http/handler";

/**
 * GET /api/admin/security?action=get_metrics|get_alerts&timeRange=: the spec's security-monitor.
 * get_metrics counts what happened within the range; get_alerts lists it for the three tabs.
 */
export const getSecurityReport = handler(
  securityQuerySchema,
  async ({ input, db }): Promise<SecurityMetrics | SecurityAlerts> => {
    const reports = securityReports(db, new Date(Date.now() - timeRangeMs(input.timeRange)));
    if (input.action === "get_metrics") {
      const [securityEvents, critical, rejected] = await Promise.all([
        reports.countEventsByType(),
        reports.countCriticalFraudAlerts(),
        reports.countRejectedUploads(),
      ]);
      return {
        failedLogins: securityEvents.login_failed,
        fraudScores: { critical },
        securityEvents,
        fileUploads: { rejected },
      };
    }
    const [criticalFraud, securityEvents, rejectedUploads] = await Promise.all([
      reports.listFraudAlerts(SECURITY_ALERTS_LIMIT),
      reports.listSecurityEvents(SECURITY_ALERTS_LIMIT),
      reports.listRejectedUploads(SECURITY_ALERTS_LIMIT),
    ]);
    return { criticalFraud, securityEvents, rejectedUploads };
  },
  { auth: "admin" },
);
