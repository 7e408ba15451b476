import type { Key, ReactNode } from "react";
import type { ReadStatus } from "../api/useApiQuery";
import { OfflineNotice } from "./OfflineNotice";
import { EmptyState } from "../ui/EmptyState";
import { StackList } from "../ui/layout";
import { LoadingText } from "../ui/LoadingText";

export interface LoadedListProps<T> {
  /** The list's accessible name ("Orders to ship", ...). */
  label: string;
  read: ReadStatus;
  loadingMessage: string;
  /** Said (as an alert) when the read failed online. */
  failureMessage: string;
  emptyMessage: string;
  /** What the read gave; undefined when it failed. */
  items: readonly T[] | undefined;
  keyOf: (item: T) => Key;
  /** One entry; the list wraps it in its `<li>`. */
  renderItem: (item: T) => ReactNode;
}

/**
 * A work queue's body (the admins' song checks, samples and shipping): the loading message,
 * "You're offline" with Retry, the failure, the empty state, or the entries in a StackList.
 */
export function LoadedList<T>({ label, read, loadingMessage, failureMessage, emptyMessage, items, keyOf, renderItem }: LoadedListProps<T>) {
  if (read.isLoading) return <LoadingText>{loadingMessage}</LoadingText>;
  if (read.isOffline) return <OfflineNotice onRetry={read.reload} />;
  if (!items) return <p role="alert">{failureMessage}</p>;
  if (items.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <StackList aria-label={label}>
      {items.map((item) => (
        <li key={keyOf(item)}>{renderItem(item)}</li>
      ))}
    </StackList>
  );
}
