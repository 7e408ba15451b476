import { useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import {
  STUDIO_TAB_LABELS,
  STUDIO_TABS,
  studioQueueSchema,
  studioTabCountsSchema,
  type StudioTab,
} from "@songs/domain";
import { useApiQuery } from "../../api/useApiQuery";
import { useMorePages } from "../../api/useMorePages";
import { ShowMorePages } from "../../ui/MoreEntries";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { Card } from "../../ui/Card";
import { EmptyState } from "../../ui/EmptyState";
import { StackList } from "../../ui/layout";
import { LoadingText } from "../../ui/LoadingText";
import { Tabs } from "../../ui/Tabs";
import { fetchStudioQueue, STUDIO_TAB_COUNTS_PATH, studioQueuePath } from "../studioApi";
import { OrderPay, OverdueNote, orderSummaryLine } from "../StudioOrderFacts";
import { OrderStatus } from "../../widgets/orders/OrderStatus";
import { MutedText } from "../../ui/MutedText";

const EMPTY: Readonly<Record<StudioTab, string>> = {
  offered: "No offers right now. New orders that fit you will appear here.",
  in_progress: "Nothing in progress.",
  revisions: "No revisions requested.",
  released: "No delivered songs yet.",
};

const OrderLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.color.text};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

/** One tab of the queue: the artist's orders under it, soonest due first, a page at a time. */
function QueueTab({ tab }: { tab: StudioTab }) {
  const { data, error, isLoading, isOffline, reload } = useApiQuery(studioQueuePath(tab), (signal) =>
    fetchStudioQueue(tab, signal),
  );
  const more = useMorePages(studioQueuePath(tab), studioQueueSchema, data);
  if (isLoading) return <LoadingText>Loading your orders...</LoadingText>;
  if (isOffline) return <OfflineNotice onRetry={reload} />;
  if (error || !data) return <p role="alert">Your orders could not be loaded. Please try again.</p>;
  const orders = [...data.orders, ...more.pages.flatMap((page) => page.orders)];
  if (orders.length === 0 && !more.nextCursor) return <EmptyState message={EMPTY[tab]} />;
  return (
    <>
      <StackList aria-label={STUDIO_TAB_LABELS[tab]}>
        {orders.map((order) => (
          <li key={order.id}>
            <Card>
              <OrderLink to={`/studio/orders/${encodeURIComponent(order.id)}`}>
                Song for {order.recipientName}
              </OrderLink>
              <MutedText>{orderSummaryLine(order)}</MutedText>
              <OrderStatus said={order.said} />
              <Facts>
                <OrderPay order={order} />
              </Facts>
              <OverdueNote order={order} />
            </Card>
          </li>
        ))}
      </StackList>
      <ShowMorePages label="Show more orders" more={more} />
    </>
  );
}

/** The artist's queue on the studio's home, in tabs: offered, in progress, revisions, delivered, each with its count once read. */
export function StudioQueue() {
  const [tab, setTab] = useState<StudioTab>("offered");
  const { data } = useApiQuery(STUDIO_TAB_COUNTS_PATH, studioTabCountsSchema);
  const tabs = STUDIO_TABS.map((id) => ({ id, label: STUDIO_TAB_LABELS[id], count: data?.counts[id] }));
  return (
    <Tabs label="Your orders" tabs={tabs} selected={tab} onSelect={setTab}>
      <QueueTab tab={tab} />
    </Tabs>
  );
}
