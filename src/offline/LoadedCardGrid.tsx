import type { Key, ReactNode } from "react";
import type { ReadStatus } from "../api/useApiQuery";
import { OfflineNotice, SavedCopyNotice } from "./OfflineNotice";
import { EmptyState } from "../ui/EmptyState";
import { CardGrid } from "../ui/layout";
import { LoadingText } from "../ui/LoadingText";

export interface LoadedCardGridProps<T extends { id: Key }> {
  /** The grid's accessible name ("Artists", "Reviews", ...). */
  label: string;
  read: ReadStatus;
  loadingMessage: string;
  emptyMessage: string;
  items: readonly T[];
  /** One card, by its place in the grid; the grid wraps it in its `<li>`, keyed by the item's id. */
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A catalogue page's body: the loading message, "You're offline" when nothing could be read, the
 * empty state, or the cards in a CardGrid (marked as saved when read offline).
 */
export function LoadedCardGrid<T extends { id: Key }>({
  label,
  read,
  loadingMessage,
  emptyMessage,
  items,
  renderItem,
}: LoadedCardGridProps<T>) {
  if (read.isLoading) return <LoadingText>{loadingMessage}</LoadingText>;
  if (read.isOffline) return <OfflineNotice onRetry={read.reload} />;
  return (
    <>
      {read.isSavedCopy && <SavedCopyNotice />}
      {items.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <CardGrid aria-label={label}>
          {items.map((item, index) => (
            <li key={item.id}>{renderItem(item, index)}</li>
          ))}
        </CardGrid>
      )}
    </>
  );
}
