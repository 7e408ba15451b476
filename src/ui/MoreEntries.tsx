import { Button } from "./Button";

export interface MoreEntriesProps {
  label: string;
  onMore: () => void;
  isLoading: boolean;
  /** Whether the last try failed (the button then offers to try again). */
  failed: boolean;
}

/** Under a list the API answers a page at a time: the button that reads the next page, and what became of the last try. */
export function MoreEntries({ label, onMore, isLoading, failed }: MoreEntriesProps) {
  return (
    <p>
      {failed && <span role="alert">The next entries could not be loaded. </span>}
      <Button variant="secondary" onClick={onMore} disabled={isLoading}>
        {isLoading ? "Loading..." : label}
      </Button>
    </p>
  );
}

/** The part of `useMorePages` a list's "Show more" needs. */
export interface MorePages {
  nextCursor: string | null;
  loadMore(): Promise<void>;
  isLoadingMore: boolean;
  failed: boolean;
}

/** "Show more" under a list read with `useMorePages`, while there is a next page to read. */
export function ShowMorePages({ label, more }: { label: string; more: MorePages }) {
  if (!more.nextCursor) return null;
  return (
    <MoreEntries
      label={label}
      onMore={() => void more.loadMore()}
      isLoading={more.isLoadingMore}
      failed={more.failed}
    />
  );
}
