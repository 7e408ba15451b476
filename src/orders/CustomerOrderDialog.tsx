import styled from "styled-components";
import {
  addOnLabel,
  CUSTOMER_WORK_PROGRESS_LABELS,
  formatCents,
  formatDateTime,
  formatLongDate,
  genreLabel,
  occasionLabel,
  packageLabel,
  statusLabel,
  type OrderView,
} from "@songs/domain";
import { Dialog } from "../ui/Dialog";
import { detailsList } from "../ui/mixins";
import { GiftDelivery } from "./GiftDelivery";
import { OrderQuestions } from "./OrderQuestions";
import { songTitle } from "./orderText";

const Details = styled.dl`
  ${detailsList("minmax(7rem, auto) minmax(0, 1fr)")}
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    white-space: pre-wrap;
  }
`;

/** One label and value; `display: contents` keeps the pair in the list's grid. */
const Row = styled.div`
  display: contents;
`;

const History = styled.ol`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-left: ${({ theme }) => theme.space.lg};
  li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Subheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
`;

/** Everything the customer told us and what they paid, with the order's dates and revision history. */
export function CustomerOrderDialog({
  uid,
  order,
  isOffline,
  onClose,
}: {
  uid: string;
  order: OrderView;
  isOffline: boolean;
  onClose: () => void;
}) {
  const addOns = order.addOns.map(addOnLabel);
  const rows: [string, string][] = [
    ["Occasion", occasionLabel(order.occasion)],
    ["Genre", genreLabel(order.genre)],
    ["Artist", order.work?.artist?.name ?? order.artistName ?? "Matched by our team"],
    ["Package", packageLabel(order.package)],
    ["Add-ons", addOns.length > 0 ? addOns.join(", ") : "None"],
    ["Recipient", order.recipientName],
    ["Story", order.story],
    ["Key moments", order.keyMoments || "None"],
    ["Total", formatCents(order.totalCents)],
    ["Status", statusLabel(order.status)],
    ...(order.work
      ? [["Progress", CUSTOMER_WORK_PROGRESS_LABELS[order.work.progress]] satisfies [string, string]]
      : []),
    ["Ordered", formatLongDate(order.createdAt)],
  ];
  if (order.releasedAt) rows.push(["Delivered", formatLongDate(order.releasedAt)]);
  if (order.downloadedAt) rows.push(["First downloaded", formatLongDate(order.downloadedAt)]);

  return (
    <Dialog open onClose={onClose} title={songTitle(order)} description="Order details">
      <Details>
        {rows.map(([label, value]) => (
          <Row key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Row>
        ))}
      </Details>
      <OrderQuestions uid={uid} orderId={order.id} />
      <GiftDelivery order={order} isOffline={isOffline} />
      <Subheading>Revision history</Subheading>
      {order.revisions.length === 0 ? (
        <p>No revisions requested.</p>
      ) : (
        <History aria-label="Revision history">
          {order.revisions.map((revision) => (
            <li key={revision.requestedAt}>
              <p>{revision.note}</p>
              <small>
                Requested {formatDateTime(revision.requestedAt)}
                {revision.resolvedAt
                  ? ` · delivered ${formatDateTime(revision.resolvedAt)}${revision.resolvedByVersion ? ` (version ${revision.resolvedByVersion})` : ""}`
                  : " · in progress"}
              </small>
            </li>
          ))}
        </History>
      )}
    </Dialog>
  );
}
