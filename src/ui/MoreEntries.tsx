import { Button } from "./Button";

/** Under a list the API answers a page at a time: the button that reads the next page, and what became of the last try. */
export function MoreEntries({
  label,
  onMore,
  isLoading,
  failed,
}: {
  label: string;
  onMore: () => void;
  isLoading: boolean;
  failed: boolean;
}) {
  return (
    <p>
      {failed && <span role="alert">The next entries could not be loaded. </span>}
      <Button variant="secondary" onClick={onMore} disabled={isLoading}>
        {isLoading ? "Loading..." : label}
      </Button>
    </p>
  );
}
