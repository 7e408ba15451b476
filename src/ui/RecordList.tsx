import { Fragment, type ReactNode } from "react";
import { EmptyState } from "./EmptyState";
import { StackList } from "./layout";

interface RecordListProps<Item> {
  items: readonly Item[];
  /** What an empty list says. */
  emptyMessage: string;
  keyOf: (item: Item) => string;
  /** One row (a list item: a RecordRow) for each item. */
  children: (item: Item) => ReactNode;
  /** The list's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  gap?: "sm" | "md";
}

/** An admin's list of records (alerts, failed work, stuck orders), or its empty state. */
export function RecordList<Item>({
  items,
  emptyMessage,
  keyOf,
  children,
  label,
  labelledBy,
  gap,
}: RecordListProps<Item>) {
  if (items.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <StackList $gap={gap} aria-label={label} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <Fragment key={keyOf(item)}>{children(item)}</Fragment>
      ))}
    </StackList>
  );
}
