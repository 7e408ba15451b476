import styled from "styled-components";
import {
  addOnLabel,
  artistShareCents,
  formatCents,
  formatLongDate,
  isPackageKey,
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
  const overdue = order.stage !== "delivered" && isOverdue(new Date(order.dueDate), now);
  return (
    <Due $overdue={overdue}>
      Due <time dateTime={order.dueDate}>{formatLongDate(order.dueDate)}</time>
      {overdue && " (overdue)"}
    </Due>
  );
}

/** What the order pays the artist when it is released: their share of it (`artistShareCents`). */
export function OrderPay({ order }: { order: Pick<ArtistOrderView, "package" | "addOns"> }) {
  if (!isPackageKey(order.package)) return null;
  return <strong>Pays you {formatCents(artistShareCents(order.package, order.addOns))}</strong>;
}

/** "Birthday · Premium Package · Extra Verse": what the order asks for, in one line. */
export function orderSummaryLine(order: Pick<ArtistOrderView, "occasion" | "package" | "addOns">): string {
  return [occasionLabel(order.occasion), packageLabel(order.package), ...order.addOns.map(addOnLabel)].join(" · ");
}
