import { useCallback, useState } from "react";
import styled from "styled-components";
import {
  BUSINESS_WINDOWS,
  businessReportSchema,
  formatCents,
  formatCount,
  formatDay,
  formatShortDay,
  songGiftTotalsReportSchema,
  type BusinessReport,
  type BusinessWindow,
  type SongGiftTotalsReport,
} from "@songs/domain";
import { useApiQuery } from "../../api/useApiQuery";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { Button } from "../../ui/Button";
import { EmptyState } from "../../ui/EmptyState";
import { FigureList } from "../../ui/FigureList";
import { rowsAsCardsOnPhones, stickyTableHeader, tableScrollsBelowLaptop } from "../../ui/DataTable";
import { WorkContainer } from "../../ui/layout";
import { LoadingText } from "../../ui/LoadingText";
import { PageHeading } from "../../ui/PageHeading";
import { useCsvDownload } from "../../ui/useCsvDownload";
import { BarChart } from "./BarChart";
import { businessReportPath, downloadBusinessReport, songGiftTotalsPath } from "./businessApi";

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/**
 * One row down to 320 px: below a small tablet the row takes the width, its buttons share it with
 * less padding and say "7 days" (their names still "Last 7 days").
 */
const Periods = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space.xs};
  button {
    white-space: nowrap;
  }
  @media (max-width: calc(${({ theme }) => theme.breakpoint.sm} - 1px)) {
    flex: 1 1 100%;
    button {
      flex: 1 1 0;
      min-width: 0;
      padding-inline: ${({ theme }) => theme.space.sm};
    }
    [data-wide-only] {
      display: none;
    }
  }
`;

const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: 1024px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Wide tables scroll inside their own region (reachable by keyboard) rather than widen the page. */
const TableRegion = styled.div`
  ${tableScrollsBelowLaptop}
  margin-bottom: ${({ theme }) => theme.space.lg};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  table {
    ${stickyTableHeader}
    ${rowsAsCardsOnPhones}
  }
  /* The figures stay on one line; the column names may take two, so nine columns fit 1280 px. */
  thead th {
    border-bottom: 2px solid ${({ theme }) => theme.color.border};
    white-space: normal;
    vertical-align: bottom;
  }
  tbody tr {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const hours = (value: number | null) => (value === null ? "–" : `${value} h`);
const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

function Summary({ report }: { report: BusinessReport }) {
  const { totals } = report;
  return (
    <FigureList aria-label="Totals">
      <div>
        <dt>Orders</dt>
        <dd>{formatCount(totals.orders)}</dd>
      </div>
      <div>
        <dt>Revenue</dt>
        <dd>{formatCents(totals.revenueCents)}</dd>
      </div>
      <div>
        <dt>Median time to accept</dt>
        <dd>{hours(totals.medianAcceptHours)}</dd>
      </div>
      <div>
        <dt>Median time to deliver</dt>
        <dd>{hours(totals.medianReleaseHours)}</dd>
      </div>
      <div>
        <dt>Delivered on time</dt>
        <dd>
          {totals.onTimeRate === null
            ? "–"
            : `${Math.round(totals.onTimeRate * 100)}% of ${formatCount(totals.released)}`}
        </dd>
      </div>
      <div>
        <dt>Refunds</dt>
        <dd>{`${formatCount(totals.refunds)} (${formatCents(totals.refundedCents)})`}</dd>
      </div>
    </FigureList>
  );
}

function SongGiftFigures({ totals }: { totals: SongGiftTotalsReport }) {
  const figures = [
    ["Sold", totals.soldCount, totals.soldCents],
    ["Redeemed", totals.redeemedCount, totals.redeemedCents],
    ["Refunded", totals.refundedCount, totals.refundedCents],
    ["Outstanding", totals.outstanding.count, totals.outstanding.cents],
  ] as const;
  return (
    <FigureList aria-labelledby="business-song-gifts">
      {figures.map(([label, count, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{`${formatCount(count)} (${formatCents(cents)})`}</dd>
        </div>
      ))}
    </FigureList>
  );
}

/**
 * Song gifts since the first was sold (running totals, whatever the period): a gift sold is money
 * owed to its recipient until it is redeemed as an order (then the order's revenue) or refunded.
 */
function SongGiftsSection() {
  const { data, isLoading, reload } = useApiQuery(songGiftTotalsPath, songGiftTotalsReportSchema);
  return (
    <section aria-labelledby="business-song-gifts">
      <h2 id="business-song-gifts">Song gifts</h2>
      <p>
        Since the first gift was sold, whatever the period. Outstanding gifts are sold but neither redeemed nor
        refunded: that money is owed to their recipients, not revenue, until each is redeemed as an order.
      </p>
      {data ? (
        <SongGiftFigures totals={data} />
      ) : isLoading ? (
        <LoadingText>Loading the song gifts...</LoadingText>
      ) : (
        <EmptyState
          message="The song gift totals could not be loaded."
          action={<Button onClick={reload}>Try again</Button>}
        />
      )}
    </section>
  );
}

function BusinessCharts({ report }: { report: BusinessReport }) {
  const busiest = report.days.reduce((best, day) => (day.orders > best.orders ? day : best), report.days[0]!);
  const bestWeek = report.weeks.reduce(
    (best, week) => (week.revenueCents > best.revenueCents ? week : best),
    report.weeks[0]!,
  );
  return (
    <Charts>
      <BarChart
        name="orders-per-day"
        title="Orders per day"
        description={`${plural(report.totals.orders, "order", "orders")} from ${formatDay(report.from)} to ${formatDay(report.to)}; the busiest day ${formatDay(busiest.date)} with ${formatCount(busiest.orders)}. Every day is in the table below.`}
        bars={report.days.map((day) => ({
          key: day.date,
          label: formatShortDay(day.date),
          value: day.orders,
          valueText: plural(day.orders, "order", "orders"),
        }))}
        formatAxis={(value) => formatCount(Math.round(value))}
      />
      <BarChart
        name="revenue-per-week"
        title="Revenue per week"
        description={`${formatCents(report.totals.revenueCents)} from ${formatDay(report.from)} to ${formatDay(report.to)}, by week from Monday; the best week from ${formatDay(bestWeek.from)} with ${formatCents(bestWeek.revenueCents)}. Every week is in the table below.`}
        bars={report.weeks.map((week) => ({
          key: week.from,
          label: formatShortDay(week.from),
          value: week.revenueCents,
          valueText: formatCents(week.revenueCents),
        }))}
        formatAxis={(value) => `$${formatCount(Math.round(value / 100))}`}
      />
    </Charts>
  );
}

function WeeksTable({ report }: { report: BusinessReport }) {
  return (
    <TableRegion role="region" aria-label="Revenue per week, as a table" tabIndex={0}>
      <table data-table="weeks">
        <caption>Revenue per week</caption>
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {report.weeks.map((week) => (
            <tr key={week.from} data-key={week.from}>
              <th scope="row">
                {week.from === week.to ? formatDay(week.from) : `${formatDay(week.from)} to ${formatDay(week.to)}`}
              </th>
              <td data-label="Orders">{formatCount(week.orders)}</td>
              <td data-label="Revenue" data-cents={week.revenueCents}>
                {formatCents(week.revenueCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

const DAY_COLUMNS = [
  "Date",
  "Orders",
  "Revenue",
  "Accepted",
  "Median hours to accept",
  "Delivered",
  "On time",
  "Median hours to deliver",
  "Refunds",
  "Refunded",
] as const;

function DaysTable({ report }: { report: BusinessReport }) {
  return (
    <TableRegion role="region" aria-label="Every day, as a table" tabIndex={0}>
      <table data-table="days">
        <caption>Every day</caption>
        <thead>
          <tr>
            {DAY_COLUMNS.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...report.days].reverse().map((day) => (
            <tr key={day.date} data-key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td data-label={DAY_COLUMNS[1]} data-column="orders">
                {formatCount(day.orders)}
              </td>
              <td data-label={DAY_COLUMNS[2]} data-cents={day.revenueCents}>
                {formatCents(day.revenueCents)}
              </td>
              <td data-label={DAY_COLUMNS[3]}>{formatCount(day.accepted)}</td>
              <td data-label={DAY_COLUMNS[4]}>{hours(day.medianAcceptHours)}</td>
              <td data-label={DAY_COLUMNS[5]}>{formatCount(day.released)}</td>
              <td data-label={DAY_COLUMNS[6]}>{formatCount(day.onTime)}</td>
              <td data-label={DAY_COLUMNS[7]}>{hours(day.medianReleaseHours)}</td>
              <td data-label={DAY_COLUMNS[8]}>{formatCount(day.refunds)}</td>
              <td data-label={DAY_COLUMNS[9]}>{formatCents(day.refundedCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/**
 * /admin: the business at a glance over 7, 30 or 90 days, from the day aggregates the orders'
 * events keep: orders per day and revenue per week as charts with the same numbers as tables, the
 * medians of hours to accept and to deliver, deliveries on time against each package's promise,
 * refunds, and every day as CSV; and the song gifts sold, redeemed, refunded and outstanding.
 */
export default function BusinessPage() {
  const [days, setDays] = useState<BusinessWindow>(30);
  const { data, error, isLoading, isOffline, reload } = useApiQuery(businessReportPath(days), businessReportSchema);
  const fetchCsv = useCallback(() => downloadBusinessReport(days), [days]);
  const { download, isDownloading } = useCsvDownload(fetchCsv, "The CSV could not be downloaded. Please try again.");
  return (
    <>
      <PageHeading
        title="Business at a Glance"
        lead="Orders, revenue, how fast songs are taken and delivered, and refunds, counted day by day (UTC), and the song gifts owed."
      />
      <WorkContainer>
        <Controls>
          <Periods role="group" aria-label="Period">
            {BUSINESS_WINDOWS.map((window) => (
              <Button
                key={window}
                variant={window === days ? "primary" : "outline"}
                aria-pressed={window === days}
                onClick={() => setDays(window)}
                aria-label={`Last ${window} days`}
              >
                <span data-wide-only="">Last </span>
                {`${window} days`}
              </Button>
            ))}
          </Periods>
          <Button variant="outline" onClick={() => void download()} disabled={isDownloading || !data}>
            Download CSV
          </Button>
        </Controls>
        {isLoading && <LoadingText>Loading the figures...</LoadingText>}
        {isOffline && <OfflineNotice onRetry={reload} />}
        {error && (
          <EmptyState message="The figures could not be loaded." action={<Button onClick={reload}>Try again</Button>} />
        )}
        {data && <Summary report={data} />}
        <SongGiftsSection />
        {data && (
          <>
            <BusinessCharts report={data} />
            <WeeksTable report={data} />
            <DaysTable report={data} />
          </>
        )}
      </WorkContainer>
    </>
  );
}
