import { useState } from "react";
import {
  SECURITY_ALERT_LISTS,
  type SecurityAlertList,
  type SecurityAlerts,
  type SecurityTimeRange,
} from "@songs/domain";
import { fetchAlertsPage } from "./adminSecurityApi";

type AlertItems = Omit<SecurityAlerts, "nextCursors">;
type Cursors = Record<SecurityAlertList, string | null>;

const NO_ITEMS: AlertItems = { criticalFraud: [], securityEvents: [], rejectedUploads: [] };

/** Each list's items of `first` followed by those of `more` (a page of one list answers the others empty). */
const joined = (first: AlertItems, more: AlertItems): AlertItems => ({
  criticalFraud: [...first.criticalFraud, ...more.criticalFraud],
  securityEvents: [...first.securityEvents, ...more.securityEvents],
  rejectedUploads: [...first.rejectedUploads, ...more.rejectedUploads],
});

const cursorsOf = (alerts: SecurityAlerts): Cursors =>
  Object.fromEntries(SECURITY_ALERT_LISTS.map((list) => [list, alerts.nextCursors?.[list] ?? null])) as Cursors;

/**
 * The Alerts lists with the pages read after their first 50: `loadMore(list)` appends the next page
 * of one list at the cursor its last page gave. The pages start over with each new report (another
 * time range, a refresh), and a page read for an earlier report is dropped.
 */
export function useMoreAlerts(timeRange: SecurityTimeRange, first: SecurityAlerts) {
  const [loaded, setLoaded] = useState<{ first: SecurityAlerts; items: AlertItems; cursors: Cursors }>(() => ({
    first,
    items: NO_ITEMS,
    cursors: cursorsOf(first),
  }));
  const [loading, setLoading] = useState<SecurityAlertList | null>(null);
  const [failed, setFailed] = useState<SecurityAlertList | null>(null);
  const current = loaded.first === first ? loaded : { first, items: NO_ITEMS, cursors: cursorsOf(first) };

  const loadMore = async (list: SecurityAlertList) => {
    const cursor = current.cursors[list];
    if (!cursor || loading) return;
    setLoading(list);
    setFailed(null);
    try {
      const page = await fetchAlertsPage(timeRange, list, cursor);
      setLoaded((last) => {
        const base = last.first === first ? last : current;
        return {
          first,
          items: joined(base.items, page),
          cursors: { ...base.cursors, [list]: page.nextCursors?.[list] ?? null },
        };
      });
    } catch {
      setFailed(list);
    } finally {
      setLoading(null);
    }
  };

  return {
    /** Every list as read so far, newest first. */
    alerts: joined(first, current.items),
    /** Whether the list goes on past what was read. */
    hasMore: (list: SecurityAlertList) => current.cursors[list] !== null,
    loadMore,
    /** The list whose next page is being read. */
    loading,
    /** The list whose last `loadMore` failed (its button offers to try again). */
    failed,
  };
}
