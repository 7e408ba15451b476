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

/** What the order pays the artist when it is released: their share of it (`artistShareCents`). */
export function OrderPay({ order }: { order: Pick<ArtistOrderView, "package" | "addOns"> }) {
  if (!isPackageKey(order.package)) return null;
  return <strong>Pays you {formatCents(artistShareCents(order.package, order.addOns))}</strong>;
}

/** "Birthday · Premium Package · Extra Verse": what the order asks for, in one line. */
export function orderSummaryLine(order: Pick<ArtistOrderView, "occasion" | "package" | "addOns">): string {
  return [occasionLabel(order.occasion), packageLabel(order.package), ...order.addOns.map(addOnLabel)].join(" · ");
}
