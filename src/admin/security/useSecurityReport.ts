import { useCallback, useEffect, useRef, useState } from "react";
import { apiGet } from "../../api/client";
import {
  MESSAGES,
  securityAlertsSchema,
  securityMetricsSchema,
  type SecurityAlerts,
  type SecurityMetrics,
  type SecurityTimeRange,
} from "@songs/domain";
import { useToast } from "../../ui/toast/ToastProvider";

export interface SecurityReport {
  metrics: SecurityMetrics;
  alerts: SecurityAlerts;
}

interface Settled {
  key: string;
  report: SecurityReport | null;
}

const reportPath = (action: "get_metrics" | "get_alerts", timeRange: SecurityTimeRange) =>
  `/api/admin/security?action=${action}&timeRange=${timeRange}`;

/**
 * The dashboard's metrics and alerts for a time range, read together and again whenever the range
 * changes or `refresh` is called. Either call failing shows 'Failed to load security data' and
 * keeps the last report; a successful refresh shows 'Security data refreshed'.
 */
export function useSecurityReport(timeRange: SecurityTimeRange) {
  const toast = useToast();
  const [reloads, setReloads] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [lastReport, setLastReport] = useState<SecurityReport | null>(null);
  const refreshedKey = useRef<string | null>(null);
  const key = `${timeRange}#${reloads}`;

  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal };
    Promise.all([
      apiGet(reportPath("get_metrics", timeRange), securityMetricsSchema, options),
      apiGet(reportPath("get_alerts", timeRange), securityAlertsSchema, options),
    ]).then(
      ([metrics, alerts]) => {
        const report = { metrics, alerts };
        setSettled({ key, report });
        setLastReport(report);
        if (refreshedKey.current === key) toast({ title: MESSAGES.securityRefreshed, variant: "success" });
      },
      () => {
        if (controller.signal.aborted) return;
        setSettled({ key, report: null });
        toast({ title: MESSAGES.securityLoadFailed, variant: "destructive" });
      },
    );
    return () => controller.abort();
  }, [key, timeRange, toast]);

  const refresh = useCallback(() => {
    refreshedKey.current = `${timeRange}#${reloads + 1}`;
    setReloads(reloads + 1);
  }, [reloads, timeRange]);

  const isLoading = settled?.key !== key;
  return { report: isLoading ? null : (settled?.report ?? lastReport), isLoading, refresh };
}
