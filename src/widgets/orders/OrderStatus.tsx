import styled from "styled-components";
import { formatLongDate, type OrderSaid } from "@songs/domain";
import { Badge, type BadgeVariant } from "../../ui/Tag";

type StatusStyle = BadgeVariant | "progress";

/** The badge's look: what waits for the reader stands out, what is ready is green, the rest is quiet. */
function styleOf(said: OrderSaid): StatusStyle {
  if (said.group === "closed") return "secondary";
  if (said.actor === "you" && said.group !== "ready") return "default";
  if (said.group === "ready") return "success";
  return said.label === "Pending" ? "outline" : "progress";
}

const ProgressBadge = styled(Badge)`
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.text};
  border-color: ${({ theme }) => theme.color.accent};
`;

const Status = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** An order's status label alone, in its style. */
export function StatusLabel({ said }: { said: OrderSaid }) {
  const style = styleOf(said);
  if (style === "progress") return <ProgressBadge data-variant={style}>{said.label}</ProgressBadge>;
  return (
    <Badge $variant={style} data-variant={style}>
      {said.label}
    </Badge>
  );
}

/**
 * What a person is told about an order (`orderStatusFor`): its one status, the next step and who
 * takes it, and when, in the reader's time zone. Every screen that shows an order's status shows this.
 */
export function OrderStatus({ said, withNext = true }: { said: OrderSaid; withNext?: boolean }) {
  return (
    <Status aria-label="Status" role="group" data-status={said.label}>
      <StatusLabel said={said} />
      {withNext && <p data-next>{said.next}</p>}
      {said.when && (
        <small>
          {said.when.label} <time dateTime={said.when.at}>{formatLongDate(said.when.at)}</time>
        </small>
      )}
    </Status>
  );
}
