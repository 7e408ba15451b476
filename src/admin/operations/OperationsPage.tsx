import { useEffect, useRef } from "react";
import styled from "styled-components";
import {
  OPERATIONS_EMPTY,
  OPERATIONS_LIST_TITLES,
  OPERATIONS_PAGE_SCHEMAS,
  type OperationsList,
  type OperationsOverview,
  type OperationsPage as ListPage,
  type OperationsRow,
} from "@songs/domain";
import { announceChange } from "../../api/changeNotices";
import { useApiQuery } from "../../api/useApiQuery";
import { useMorePages } from "../../api/useMorePages";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { EmptyState } from "../../ui/EmptyState";
import { WorkContainer, Section } from "../../ui/layout";
import { RecordList } from "../../ui/RecordList";
import { LoadingText } from "../../ui/LoadingText";
import { ShowMorePages } from "../../ui/MoreEntries";
import { PageHeading } from "../../ui/PageHeading";
import { Badge } from "../../ui/Tag";
import { DisputesSection } from "../disputes/DisputesSection";
import { fetchOperations, OPERATIONS_PATH, OPERATIONS_SUMMARY_PATH, operationsListPath } from "./operationsApi";
import { FailedMailRow, FollowUpRow, StuckOrderRow } from "./OperationsRows";

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const GROUPS: { title: string; lists: readonly OperationsList[] }[] = [
  { title: "Follow-ups", lists: ["failingFollowUps", "overdueFollowUps"] },
  { title: "Emails", lists: ["failedMail"] },
  { title: "Orders stuck", lists: ["unclaimedOrders", "overdueOrders", "failingTransfers"] },
  { title: "Payments", lists: ["refundedPayments"] },
];

const SINCE: Record<"unclaimedOrders" | "overdueOrders" | "failingTransfers" | "refundedPayments", string> = {
  unclaimedOrders: "Paid",
  overdueOrders: "Due",
  failingTransfers: "Released",
  refundedPayments: "Refunded",
};

function RowOf<List extends OperationsList>({
  list,
  item,
  onChanged,
}: {
  list: List;
  item: OperationsRow<List>;
  onChanged: () => void;
}) {
  if (list === "failingFollowUps" || list === "overdueFollowUps")
    return <FollowUpRow item={item as OperationsRow<"failingFollowUps">} onChanged={onChanged} />;
  if (list === "failedMail") return <FailedMailRow item={item as OperationsRow<"failedMail">} onChanged={onChanged} />;
  return (
    <StuckOrderRow item={item as OperationsRow<"unclaimedOrders">} sinceLabel={SINCE[list as keyof typeof SINCE]} />
  );
}

const rowKey = (row: OperationsRow<OperationsList>) => ("id" in row ? row.id : row.orderId);

/** One list: its title with its count, its rows (50 a page) and "Show more" for the next page. */
function OperationsListSection({ first, onChanged }: { first: ListPage; onChanged: () => void }) {
  const { list } = first;
  const more = useMorePages(
    operationsListPath(list),
    OPERATIONS_PAGE_SCHEMAS[list] as never,
    first as never,
  ) as ReturnType<typeof useMorePages<ListPage>>;
  const rows = [...first.rows, ...more.pages.flatMap((page) => page.rows)];
  const headingId = `operations-${list}`;
  // A row acted on may leave the list when it is read again: the focus then goes to the list's heading, not to the page's top.
  const heading = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (document.activeElement === null || document.activeElement === document.body) heading.current?.focus();
  }, [first]);
  const changed = () => {
    more.reset();
    refocus.current = true;
    onChanged();
  };
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {OPERATIONS_LIST_TITLES[list]}{" "}
        <Badge $variant={first.count > 0 ? "destructive" : "secondary"}>{first.count}</Badge>
      </h3>
      <RecordList items={rows} emptyMessage={OPERATIONS_EMPTY[list]} keyOf={rowKey} labelledBy={headingId}>
        {(row) => <RowOf list={list} item={row} onChanged={changed} />}
      </RecordList>
      <ShowMorePages label="Show more" more={more} />
    </section>
  );
}

/**
 * `/admin/operations`: what failed and what is stuck, from one screen. Follow-ups failing or
 * overdue (Retry now, Cancel with a reason), emails whose delivery failed (Send again), and orders
 * stuck (paid with no artist for longer than the unclaimed alert's delay, alerted or not, in progress past the due date, released with the
 * artist's transfer failing). Each list pages 50 at a time and says how many it holds.
 */
export default function OperationsPage() {
  const { data, lastData, isLoading, isOffline, reload } = useApiQuery<OperationsOverview>(
    OPERATIONS_PATH,
    fetchOperations,
  );
  // While the lists are read again after an action, the last ones stay on screen (marked busy), so nothing jumps and the focus stays.
  const shown = data ?? (isLoading ? lastData : undefined);
  // After a retry, a cancel or "Send again": the lists and the Admin menu's badge are read again.
  const changed = () => {
    reload();
    announceChange(OPERATIONS_SUMMARY_PATH);
  };
  return (
    <>
      <PageHeading
        title="Operations"
        lead="What failed and what is stuck: retry or cancel follow-ups, send failed emails again, and see the orders that wait too long."
      />
      <Section>
        <WorkContainer>
          {shown ? (
            <div aria-busy={isLoading || undefined}>
              {!shown.attention && <EmptyState message="Nothing failed and nothing is stuck." />}
              {GROUPS.map((group) => (
                <Group key={group.title} aria-label={group.title}>
                  <h2>{group.title}</h2>
                  {group.lists.map((list) => (
                    <OperationsListSection key={list} first={shown.lists[list]} onChanged={changed} />
                  ))}
                </Group>
              ))}
            </div>
          ) : isLoading ? (
            <LoadingText>Loading operations...</LoadingText>
          ) : isOffline ? (
            <OfflineNotice onRetry={reload} />
          ) : (
            <p role="alert">Operations could not be loaded. Please try again.</p>
          )}
          <Group>
            <DisputesSection />
          </Group>
        </WorkContainer>
      </Section>
    </>
  );
}
