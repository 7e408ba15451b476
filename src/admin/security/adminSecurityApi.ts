import { apiGet } from "../../api/client";
import { withCursor } from "../../api/useMorePages";
import {
  securityAlertsSchema,
  securityMetricsSchema,
  type SecurityAlertList,
  type SecurityAlerts,
  type SecurityMetrics,
  type SecurityTimeRange,
} from "@songs/domain";

export interface SecurityReport {
  metrics: SecurityMetrics;
  alerts: SecurityAlerts;
}

const reportPath = (action: "get_metrics" | "get_alerts", timeRange: SecurityTimeRange) =>
  `/api/admin/security?action=${action}&timeRange=${timeRange}`;

/** The security dashboard's metrics and alerts for a time range, read together (either failing fails both). */
export async function fetchSecurityReport(timeRange: SecurityTimeRange, signal: AbortSignal): Promise<SecurityReport> {
  const options = { signal };
  const [metrics, alerts] = await Promise.all([
    apiGet(reportPath("get_metrics", timeRange), securityMetricsSchema, options),
    apiGet(reportPath("get_alerts", timeRange), securityAlertsSchema, options),
  ]);
  return { metrics, alerts };
}

/** The next page of one Alerts list, at the cursor its last page gave (the other lists answer empty). */
export async function fetchAlertsPage(
  timeRange: SecurityTimeRange,
  list: SecurityAlertList,
  cursor: string,
): Promise<SecurityAlerts> {
  return apiGet(withCursor(`${reportPath("get_alerts", timeRange)}&list=${list}`, cursor), securityAlertsSchema);
}
