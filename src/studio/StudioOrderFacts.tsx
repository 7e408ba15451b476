import styled from "styled-components";
import {
  addOnLabel,
  formatLongDate,
  isOverdue,
  occasionLabel,
  packageLabel,
  type ArtistOrderView,
} from "@songs/domain";

const Due = styled.span<{ $overdue: boolean }>`
  font-weight: 600;
  color: ${({ theme, $overdue }) => ($overdue ? theme.color.danger : theme.color.text)};
`;

/** Under the order's status (which says when it is due): a warning, in words, once the due date has passed. */
export function OverdueNote({
  order,
  now = new Date(),
}: {
  order: Pick<ArtistOrderView, "dueDate" | "stage">;
  now?: Date;
}) {
  const overdue = order.stage !== "released" && order.stage !== "cancelled" && isOverdue(new Date(order.dueDate), now);
  if (!overdue) return null;
  return (
    <Due $overdue>
      Overdue: it was due <time dateTime={order.dueDate}>{formatLongDate(order.dueDate)}</time>
    </Due>
  );
}

/** "Birthday · Premium Package · Extra Verse": what the order asks for, in one line. */
export function orderSummaryLine(order: Pick<ArtistOrderView, "occasion" | "package" | "addOns">): string {
  return [occasionLabel(order.occasion), packageLabel(order.package), ...order.addOns.map(addOnLabel)].join(" · ");
}
