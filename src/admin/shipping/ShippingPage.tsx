import styled from "styled-components";
import {
  formatDateTime,
  occasionLabel,
  packageLabel,
  shippingQueueSchema,
  type ShippingQueueEntry,
} from "@songs/domain";
import { useApiQuery } from "../../api/useApiQuery";
import { useMorePages } from "../../api/useMorePages";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { WorkContainer, Section } from "../../ui/layout";
import { PageHeading } from "../../ui/PageHeading";
import { PostalAddressLines } from "../../widgets/orders/PostalAddressLines";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { ShipmentControls } from "./ShipmentControls";
import { fetchShippingQueue, SHIPPING_QUEUE_PATH } from "./shippingApi";
import { MutedText } from "../../ui/MutedText";
import { EmptyState } from "../../ui/EmptyState";
import { LoadingText } from "../../ui/LoadingText";
import { howManyWait, WaitingQueue } from "../WaitingQueue";

const Details = styled(MutedText)`
  overflow-wrap: anywhere;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 48rem) {
    grid-template-columns: minmax(12rem, 1fr) minmax(0, 2fr);
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

function QueueEntry({ entry, onChanged }: { entry: ShippingQueueEntry; onChanged: () => void }) {
  const title = `Order for ${entry.recipientName}`;
  return (
    <Card aria-label={title}>
      <h2>{title}</h2>
      <Details>
        {occasionLabel(entry.occasion)} · {packageLabel(entry.package)} ·{" "}
        {entry.customerName ?? entry.customerEmail ?? "Customer"}
        {entry.releasedAt && (
          <>
            {" "}
            · released <time dateTime={entry.releasedAt}>{formatDateTime(entry.releasedAt)}</time>
          </>
        )}
      </Details>
      <Columns>
        <div>
          <h3>Ship to</h3>
          {entry.shippingAddress ? (
            <PostalAddressLines address={entry.shippingAddress} />
          ) : (
            <p role="alert">No shipping address on file. Ask the customer for one.</p>
          )}
          <ButtonLink variant="outline" size="sm" to={`/admin/shipping/${encodeURIComponent(entry.orderId)}/sheet`}>
            Lyrics Sheet <VisuallyHidden>for {entry.recipientName}</VisuallyHidden>
          </ButtonLink>
        </div>
        <ShipmentControls
          orderId={entry.orderId}
          recipientName={entry.recipientName}
          shipments={entry.shipments}
          isReleased
          allowRefund={false}
          onChanged={onChanged}
        />
      </Columns>
    </Card>
  );
}

/**
 * `/admin/shipping` ("To Ship"): the released orders that owe a framed lyrics print or a CD not yet
 * delivered, released first first, 50 a page with "Show more" and how many wait, with the address,
 * the lyrics sheet to print, and each item's steps: sent to print or burned, shipped with carrier
 * and tracking number, delivered.
 */
export default function ShippingPage() {
  const { data, error, isLoading, isOffline, reload, update } = useApiQuery(SHIPPING_QUEUE_PATH, fetchShippingQueue);
  const more = useMorePages(SHIPPING_QUEUE_PATH, shippingQueueSchema, data);
  const entries = data ? [...data.orders, ...more.pages.flatMap((page) => page.orders)] : [];
  // Read the first page again in place (the pages after it start over), so the entries keep their place.
  const refresh = () =>
    void fetchShippingQueue(new AbortController().signal).then((fresh) => {
      update(() => fresh);
      more.reset();
    }, reload);
  return (
    <>
      <PageHeading
        title="To Ship"
        lead="Framed lyrics prints and CDs of released songs: print the lyrics sheet, send it to print or burn the CD, then post it with a tracking number."
      />
      <Section>
        <WorkContainer>
          {isLoading ? (
            <LoadingText>Loading the orders to ship...</LoadingText>
          ) : isOffline ? (
            <OfflineNotice onRetry={reload} />
          ) : error || !data ? (
            <p role="alert">The orders to ship could not be loaded. Please try again.</p>
          ) : entries.length === 0 ? (
            <EmptyState message="Nothing to ship right now." />
          ) : (
            <WaitingQueue
              count={howManyWait(data.count, "order to ship", "orders to ship")}
              label="Orders to ship"
              items={entries}
              keyOf={(entry) => entry.orderId}
              more={more}
            >
              {(entry) => <QueueEntry entry={entry} onChanged={refresh} />}
            </WaitingQueue>
          )}
        </WorkContainer>
      </Section>
    </>
  );
}
