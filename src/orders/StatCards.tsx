import styled from "styled-components";
import { above } from "../ui/theme";
import type { OrderStats } from "./orderStats";

/** Three across at every width: on a phone, compact, so the first order shows on the first screen. */
const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  margin: 0 0 ${({ theme }) => theme.space.lg};
  ${above.sm} {
    gap: ${({ theme }) => theme.space.md};
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  /* A third of a 320 px screen: "Completed" fits only with narrow sides and the smaller label. */
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 700;
  }
  ${above.sm} {
    padding: ${({ theme }) => theme.space.lg};
    text-align: left;
    dt {
      font-size: inherit;
    }
    dd {
      font-size: ${({ theme }) => theme.fontSize.xxl};
    }
  }
`;

/** The three counts above the order list: Total Orders, In Progress, Completed. */
export function StatCards({ stats }: { stats: OrderStats }) {
  const items = [
    { label: "Total Orders", value: stats.total },
    { label: "In Progress", value: stats.inProgress },
    { label: "Completed", value: stats.completed },
  ];
  return (
    <List aria-label="Order summary">
      {items.map((item) => (
        <Stat key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Stat>
      ))}
    </List>
  );
}
