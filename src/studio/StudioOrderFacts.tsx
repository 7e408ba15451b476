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

/** The order's due date, in a warning style (and said in words) once it has passed. */
export function DueDate({
  order,
  now = new Date(),
}: {
  order: Pick<ArtistOrderView, "dueDate" | "stage">;
  now?: Date;
}) {
  const overdue = order.stage !== "released" && isOverdue(new Date(order.dueDate), now);
  return (
    <Due $overdue={overdue}>
      Due <time dateTime={order.dueDate}>{formatLongDate(order.dueDate)}</time>
      {overdue && " (overdue)"}
    </Due>
  );
}

/** "Birthday · Premium Package · Extra Verse": what the order asks for, in one line. */
export function orderSummaryLine(order: Pick<ArtistOrderView, "occasion" | "package" | "addOns">): string {
  return [occasionLabel(order.occasion), packageLabel(order.package), ...order.addOns.map(addOnLabel)].join(" · ");
}
