import { useCallback, useRef } from "react";
import { useApiQuery } from "../../api/useApiQuery";
import { MESSAGES, type SecurityTimeRange } from "@songs/domain";
import { useToast } from "../../ui/toast/ToastProvider";
import { fetchSecurityReport } from "./adminSecurityApi";

/**
 * The dashboard's metrics and alerts for a time range, read together and again whenever the range
 * changes or `refresh` is called. Either call failing shows 'Failed to load security data' and
 * keeps the last report; a successful refresh shows 'Security data refreshed'.
 */
export function useSecurityReport(timeRange: SecurityTimeRange) {
  const toast = useToast();
  /** The range a `refresh` asked for; a read for another range is no refresh. */
  const refreshing = useRef<SecurityTimeRange | null>(null);
  const { data, isLoading, isOffline, lastData, reload } = useApiQuery(
    timeRange,
    (signal) => fetchSecurityReport(timeRange, signal),
    {
      onData: () => {
        if (refreshing.current === timeRange) toast({ title: MESSAGES.securityRefreshed, variant: "success" });
        refreshing.current = null;
      },
      onError: () => {
        refreshing.current = null;
        toast({ title: MESSAGES.securityLoadFailed, variant: "destructive" });
      },
    },
  );

  const refresh = useCallback(() => {
    refreshing.current = timeRange;
    reload();
  }, [reload, timeRange]);

  return { report: isLoading ? null : (data ?? lastData ?? null), isLoading, isOffline, refresh };
}
