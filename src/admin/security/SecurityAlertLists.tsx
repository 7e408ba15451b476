import styled from "styled-components";
import {
  formatCents,
  formatDateTime,
  formatKilobytes,
  securityEventLabel,
  type FraudAlertView,
  type RejectedUploadView,
  type SecurityEventView,
} from "@songs/domain";
import { Button } from "../../ui/Button";
import { InlineRow } from "../../ui/layout";
import type { MoreEntriesProps } from "../../ui/MoreEntries";
import { RecordList } from "../../ui/RecordList";
import { RecordRow as Row } from "../../ui/RecordRow";
import { Badge, Tags } from "../../ui/Tag";
import { riskBadgeVariant } from "./riskBadgeVariant";

const Strong = styled.span`
  font-weight: 600;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const ErrorList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The "Show more" and what became of its last read, under a list. */
const MoreBar = styled(InlineRow)`
  margin-top: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
  }
`;

/**
 * Under an Alerts list with older entries: the button that appends its next page. It stays
 * focusable while the page loads (so keyboard focus keeps its place), and a status region says so.
 */
export function ShowMoreAlerts({ label, onMore, isLoading, failed }: MoreEntriesProps) {
  return (
    <MoreBar>
      <Button variant="outline" onClick={onMore} aria-disabled={isLoading} aria-busy={isLoading}>
        {label}
      </Button>
      <Muted as="p" role="status">
        {isLoading ? "Loading older alerts..." : ""}
      </Muted>
      {failed && <p role="alert">The older alerts could not be loaded. Please try again.</p>}
    </MoreBar>
  );
}

function Timestamp({ iso }: { iso: string }) {
  return (
    <Muted>
      <time dateTime={iso}>{formatDateTime(iso)}</time>
    </Muted>
  );
}

const idOf = (record: { id: string }) => record.id;

export function FraudAlertList({ alerts, emptyMessage }: { alerts: FraudAlertView[]; emptyMessage: string }) {
  return (
    <RecordList items={alerts} emptyMessage={emptyMessage} keyOf={idOf} label="Fraud alerts" gap="sm">
      {(alert) => (
        <Row>
          <InlineRow>
            <Badge $variant={riskBadgeVariant(alert.level)}>{alert.level.toUpperCase()}</Badge>
            <Strong>Score: {alert.score}/100</Strong>
            {alert.autoBlocked && <Badge $variant="destructive">BLOCKED</Badge>}
          </InlineRow>
          <InlineRow>
            <span>{alert.recipientName}</span>
            <span>{formatCents(alert.totalCents)}</span>
            <Timestamp iso={alert.createdAt} />
          </InlineRow>
          <Tags label="Risk factors" values={alert.factors} />
        </Row>
      )}
    </RecordList>
  );
}

export function SecurityEventList({ events, emptyMessage }: { events: SecurityEventView[]; emptyMessage: string }) {
  return (
    <RecordList items={events} emptyMessage={emptyMessage} keyOf={idOf} label="Security events" gap="sm">
      {(event) => (
        <Row>
          <InlineRow>
            <Strong title={event.type}>{securityEventLabel(event.type)}</Strong>
            {event.account && <span>{event.account.email ?? "Deleted account"}</span>}
            <span>{event.ip ?? "Unknown IP"}</span>
            <Timestamp iso={event.createdAt} />
          </InlineRow>
        </Row>
      )}
    </RecordList>
  );
}

export function RejectedFileList({ uploads, emptyMessage }: { uploads: RejectedUploadView[]; emptyMessage: string }) {
  return (
    <RecordList items={uploads} emptyMessage={emptyMessage} keyOf={idOf} label="Rejected files" gap="sm">
      {(upload) => (
        <Row>
          <InlineRow>
            <Badge $variant="destructive">REJECTED</Badge>
            <Strong>{upload.fileName}</Strong>
          </InlineRow>
          <InlineRow>
            <span>{upload.mimeType}</span>
            <span>{formatKilobytes(upload.size)}</span>
            <Timestamp iso={upload.createdAt} />
          </InlineRow>
          {upload.errors.length > 0 && (
            <ErrorList aria-label="Validation errors">
              {upload.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ErrorList>
          )}
        </Row>
      )}
    </RecordList>
  );
}
