import type { Key, ReactNode } from "react";
import { EmptyState } from "./EmptyState";
import { CardGrid } from "./layout";
import { LoadingText } from "./LoadingText";

interface LoadedCardGridProps<T extends { id: Key }> {
  /** The grid's accessible name ("Artists", "Reviews", ...). */
  label: string;
  isLoading: boolean;
  loadingMessage: string;
  emptyMessage: string;
  items: readonly T[];
  /** One card, by its place in the grid; the grid wraps it in its `<li>`, keyed by the item's id. */
  renderItem: (item: T, index: number) => ReactNode;
}

/** A catalogue page's body: the loading message, the empty state, or the cards in a CardGrid. */
export function LoadedCardGrid<T extends { id: Key }>({ label, isLoading, loadingMessage, emptyMessage, items, renderItem }: LoadedCardGridProps<T>) {
  if (isLoading) return <LoadingText>{loadingMessage}</LoadingText>;
  if (items.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <CardGrid aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id}>{renderItem(item, index)}</li>
      ))}
    </CardGrid>
  );
}
