import { useState } from "react";
import styled from "styled-components";
import {
  MESSAGES,
  DEFAULT_SECURITY_TIME_RANGE,
  SECURITY_TIME_RANGES,
  type SecurityAlertList,
  type SecurityTimeRange,
} from "@songs/domain";
import { Button } from "../../ui/Button";
import { EmptyState } from "../../ui/EmptyState";
import { Skeleton } from "../../ui/LoadingText";
import { PageHeading } from "../../ui/PageHeading";
import { Select } from "../../ui/Select";
import { Tabs, type TabItem } from "../../ui/Tabs";
import { WorkContainer, FilterBar, Section } from "../../ui/layout";
import { FraudAlertList, RejectedFileList, SecurityEventList, ShowMoreAlerts } from "./SecurityAlertLists";
import { SecurityMetricCards } from "./SecurityMetricCards";
import type { SecurityReport } from "./adminSecurityApi";
import { useMoreAlerts } from "./useMoreAlerts";
import { useSecurityReport } from "./useSecurityReport";
import { OfflineNotice } from "../../offline/OfflineNotice";

type AlertTab = "fraud" | "events" | "files";

const TABS: readonly TabItem<AlertTab>[] = [
  { id: "fraud", label: "Fraud Alerts" },
  { id: "events", label: "Security Events" },
  { id: "files", label: "File Validations" },
];

const Placeholders = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Each tab's list in get_alerts' answer, and what its "Show more" names. */
const TAB_LISTS: Record<AlertTab, { list: SecurityAlertList; more: string }> = {
  fraud: { list: "criticalFraud", more: "Show more fraud alerts" },
  events: { list: "securityEvents", more: "Show more security events" },
  files: { list: "rejectedUploads", more: "Show more rejected files" },
};

function AlertTabContent({
  tab,
  report,
  timeRange,
}: {
  tab: AlertTab;
  report: SecurityReport;
  timeRange: SecurityTimeRange;
}) {
  const more = useMoreAlerts(timeRange, report.alerts);
  const { list, more: moreLabel } = TAB_LISTS[tab];
  return (
    <>
      {tab === "fraud" && (
        <FraudAlertList alerts={more.alerts.criticalFraud} emptyMessage={MESSAGES.fraudAlertsEmpty} />
      )}
      {tab === "events" && (
        <SecurityEventList events={more.alerts.securityEvents} emptyMessage={MESSAGES.securityEventsEmpty} />
      )}
      {tab === "files" && (
        <RejectedFileList uploads={more.alerts.rejectedUploads} emptyMessage={MESSAGES.rejectedFilesEmpty} />
      )}
      {more.hasMore(list) && (
        <ShowMoreAlerts
          label={moreLabel}
          onMore={() => void more.loadMore(list)}
          isLoading={more.loading === list}
          failed={more.failed === list}
        />
      )}
    </>
  );
}

/** /admin/security: the spec's security dashboard (summary cards and three tabs of alerts). */
export default function AdminSecurityPage() {
  const [timeRange, setTimeRange] = useState<SecurityTimeRange>(DEFAULT_SECURITY_TIME_RANGE);
  const [tab, setTab] = useState<AlertTab>("fraud");
  const { report, isLoading, isOffline, refresh } = useSecurityReport(timeRange);

  return (
    <>
      <PageHeading title="Security Dashboard" />
      <Section>
        <WorkContainer>
          <FilterBar>
            <Select
              label="Time range"
              value={timeRange}
              onChange={(value) => setTimeRange(value as SecurityTimeRange)}
              options={SECURITY_TIME_RANGES}
            />
            <Button variant="outline" onClick={refresh} disabled={isLoading}>
              Refresh
            </Button>
          </FilterBar>
          <SecurityMetricCards metrics={report?.metrics ?? null} isLoading={isLoading} />
          <Tabs label="Security alerts" tabs={TABS} selected={tab} onSelect={setTab}>
            {isLoading ? (
              <Placeholders aria-busy="true">
                {[0, 1, 2].map((index) => (
                  <Skeleton key={index} $height="4.5rem" data-testid="skeleton" />
                ))}
              </Placeholders>
            ) : report ? (
              <AlertTabContent tab={tab} report={report} timeRange={timeRange} />
            ) : isOffline ? (
              <OfflineNotice onRetry={refresh} />
            ) : (
              <EmptyState message={MESSAGES.securityLoadFailed} />
            )}
          </Tabs>
        </WorkContainer>
      </Section>
    </>
  );
}
