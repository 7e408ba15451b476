import styled from "styled-components";
import { isOrderStatus, statusLabel, type OrderStatus } from "@songs/domain";
import { Badge, type BadgeVariant } from "../../ui/Tag";

type StatusStyle = BadgeVariant | "progress";

const STATUS_STYLES: Readonly<Record<OrderStatus, StatusStyle>> = {
  pending: "outline",
  paid: "default",
  in_progress: "progress",
  completed: "success",
  cancelled: "destructive",
};

const ProgressBadge = styled(Badge)`
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.text};
  border-color: ${({ theme }) => theme.color.accent};
`;

/** An order's status, each known status in its own style and any other value in a neutral one. */
export function StatusBadge({ status }: { status: string }) {
  const style: StatusStyle = isOrderStatus(status) ? STATUS_STYLES[status] : "secondary";
  if (style === "progress") return <ProgressBadge data-variant={style}>{statusLabel(status)}</ProgressBadge>;
  return (
    <Badge $variant={style} data-variant={style}>
      {statusLabel(status)}
    </Badge>
  );
}
