import styled from "styled-components";
import { above } from "../ui/theme";
import type { OrderStats } from "./orderStats";

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  ${above.sm} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  dt { color: ${({ theme }) => theme.color.textMuted}; font-weight: 600; }
  dd { margin: 0; font-size: ${({ theme }) => theme.fontSize.xxl}; font-weight: 700; }
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
