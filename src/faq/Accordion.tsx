import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";

export interface AccordionItem {
  id: string;
  heading: string;
  content: ReactNode;
}

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
  &::after {
    content: "+";
    flex: none;
    font-size: 1.5rem;
    line-height: 1;
    color: ${({ theme }) => theme.color.primary};
  }
  &[aria-expanded="true"]::after {
    content: "−";
  }
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
  p {
    margin: 0;
  }
`;

const NAVIGATION_KEYS = new Set(["ArrowDown", "ArrowUp", "Home", "End"]);

/**
 * An accordion (WAI-ARIA pattern): one section open at a time, the open one collapses on a second
 * click; each header is a button with aria-expanded/aria-controls, each panel a labelled region.
 * Arrow Up/Down, Home and End move between headers.
 */
export function Accordion({ items, label }: { items: readonly AccordionItem[]; label?: string }) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!NAVIGATION_KEYS.has(event.key)) return;
    event.preventDefault();
    const last = items.length - 1;
    const target =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? last
          : event.key === "ArrowDown"
            ? index === last
              ? 0
              : index + 1
            : index === 0
              ? last
              : index - 1;
    triggers.current[target]?.focus();
  };

  return (
    <List aria-label={label} role={label ? "group" : undefined}>
      {items.map((item, index) => {
        const isOpen = openId === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <Item key={item.id}>
            <Heading>
              <Trigger
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.heading}
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
