import { useId } from "react";
import styled from "styled-components";
import { Link } from "react-router-dom";
import { customerOrderPath, formatLongDate, orderNewsText, type OrderView } from "@songs/domain";
import { StatusLabel } from "../widgets/orders/OrderStatus";
import { nextActionOf } from "./orderFilters";
import { songTitle } from "./orderText";

/** The whole row is the way in: one tap target, as a phone app's list. */
const RowLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  h3,
  p {
    margin: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: 1.3;
    min-width: 0;
  }
`;

const TitleLine = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  small {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`;

const Next = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.4;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Action = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
`;

const News = styled.p`
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
`;

/**
 * One order in the customer's list, as compact as a phone app's: whom it is for and its one status,
 * the next step and when, what is new, and the one action that waits for them. The row opens the
 * order's page (at its questions when one waits), which holds everything else.
 */
export function OrderRow({ order }: { order: OrderView }) {
  const titleId = useId();
  const title = songTitle(order);
  const action = nextActionOf(order);
  const { said } = order;
  return (
    <article aria-labelledby={titleId}>
      <RowLink to={action?.to ?? customerOrderPath(order.id)}>
        <TitleLine>
          <h3 id={titleId}>{title}</h3>
          <small>Order {order.number}</small>
        </TitleLine>
        <Next role="group" aria-label="Status" data-status={said.label}>
          <StatusLabel said={said} /> <span data-next>{said.next}</span>
        </Next>
        {order.news.length > 0 && <News>New: {order.news.map(orderNewsText).join(" · ")}</News>}
        <Meta>
          {said.when && (
            <span>
              {said.when.label} <time dateTime={said.when.at}>{formatLongDate(said.when.at)}</time>
            </span>
          )}
          {action && <Action>{action.label} ›</Action>}
        </Meta>
      </RowLink>
    </article>
  );
}
