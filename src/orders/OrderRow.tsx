import styled from "styled-components";
import { Link } from "react-router-dom";
import { customerOrderPath, orderNewsText, type OrderView } from "@songs/domain";
import { ButtonLink } from "../ui/Button";
import { Tags } from "../ui/Tag";
import { MutedText } from "../ui/MutedText";
import { OrderStatus } from "../widgets/orders/OrderStatus";
import { nextActionOf } from "./orderFilters";
import { songTitle } from "./orderText";

const Row = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  a {
    color: inherit;
    /* The title is the row's way in: a 44 px target on a phone. */
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * One order in the customer's list, as compact as a phone app's: whom it is for, its one status
 * with the next step and when, what is new, and the one action that waits for them. The order's
 * page holds everything else.
 */
export function OrderRow({ order }: { order: OrderView }) {
  const title = songTitle(order);
  const action = nextActionOf(order);
  return (
    <Row aria-label={title}>
      <Title>
        <Link to={customerOrderPath(order.id)}>{title}</Link>
      </Title>
      <OrderStatus said={order.said} />
      <Tags values={order.news.map(orderNewsText)} label="What's new" />
      <Footer>
        <MutedText>Order {order.number}</MutedText>
        {action && (
          <ButtonLink size="sm" to={action.to}>
            {action.label}
          </ButtonLink>
        )}
      </Footer>
    </Row>
  );
}
