import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";
import { formatCount } from "@songs/domain";

/**
 * One row of tabs; on a phone, four or more sit two to a row: at 320 px a row of four leaves a
 * one-word label such as "Revisions" less room than it needs, and at 360 px the labels touch.
 */
const TabList = styled.div<{ $isTwoByTwo: boolean }>`
  display: flex;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    ${({ $isTwoByTwo }) => $isTwoByTwo && `display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); & > [role="tab"] { margin-bottom: 0; }`}
  }
`;

const Tab = styled.button`
  flex: 1;
  /* Labels wrap at spaces rather than widen the page: four tabs fit a 360 px screen. */
  min-width: 0;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm};
  border: none;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected="true"] {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
`;

/** How many things a tab holds, after its label ("Offered 3"). */
const Count = styled.span`
  display: inline-block;
  min-width: 1.5em;
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

export interface TabItem<T extends string> {
  id: T;
  label: string;
  /** Shown after the label when known. */
  count?: number;
}

interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** The selected tab's content (only the selected panel is rendered). */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home and End
 * jump to the ends, and only the selected tab is in the Tab order.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, children }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  return (
    <>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown} $isTwoByTwo={tabs.length >= 4}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
            {tab.count !== undefined && <Count data-count="">{formatCount(tab.count)}</Count>}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
        >
          {tab.id === selected && children}
        </div>
      ))}
    </>
  );
}
