import styled from "styled-components";
import { securityIncidentCount, type SecurityMetrics } from "@songs/domain";
import { Card } from "../../ui/Card";
import { Skeleton } from "../../ui/LoadingText";
import { above } from "../../ui/theme";

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  ${above.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${above.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const MetricCard = styled(Card)`
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Value = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: 700;
`;

const Caption = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

interface Metric {
  title: string;
  caption?: string;
  value: (metrics: SecurityMetrics) => number;
}

/** The spec's four summary cards; Security Events counts the incidents (every event but ordinary log-ins). */
const METRICS: readonly Metric[] = [
  { title: "Failed Logins", value: (m) => m.failedLogins },
  { title: "Critical Fraud", caption: "High-risk transactions blocked", value: (m) => m.fraudScores.critical },
  {
    title: "Security Events",
    caption: "Total security incidents",
    value: (m) => securityIncidentCount(m.securityEvents),
  },
  { title: "Rejected Files", caption: "Invalid file uploads blocked", value: (m) => m.fileUploads.rejected },
];

/** Summary cards: skeletons while loading, a dash when the figures could not be read. */
export function SecurityMetricCards({ metrics, isLoading }: { metrics: SecurityMetrics | null; isLoading: boolean }) {
  return (
    <Grid aria-label="Security summary" aria-busy={isLoading}>
      {METRICS.map((metric) => (
        <li key={metric.title}>
          <MetricCard>
            <Title>{metric.title}</Title>
            {isLoading ? (
              <Skeleton $height="2.5rem" $width="4rem" data-testid="skeleton" />
            ) : (
              <Value>{metrics ? metric.value(metrics) : "—"}</Value>
            )}
            {metric.caption && <Caption>{metric.caption}</Caption>}
          </MetricCard>
        </li>
      ))}
    </Grid>
  );
}
