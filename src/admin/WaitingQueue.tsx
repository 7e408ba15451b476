import type { ReactNode } from "react";
import { ShowMorePages, type MorePages } from "../ui/MoreEntries";
import { MutedText } from "../ui/MutedText";
import { StackList } from "../ui/layout";

/**
 * An admins' queue read a page at a time (to ship, the song check, sample submissions): how many
 * wait (the server's count), the rows read so far, and "Show more" while there is a next page.
 */
export function WaitingQueue<Item>({
  count,
  label,
  items,
  keyOf,
  more,
  children,
}: {
  /** How many wait, in words: `count` is the server's count of the whole queue. */
  count: string;
  /** The list's accessible name. */
  label: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  more: MorePages;
  children: (item: Item) => ReactNode;
}) {
  return (
    <>
      <MutedText>{count}</MutedText>
      <StackList aria-label={label}>
        {items.map((item) => (
          <li key={keyOf(item)}>{children(item)}</li>
        ))}
      </StackList>
      <ShowMorePages label="Show more" more={more} />
    </>
  );
}

/** "1 order to ship", "3 orders to ship": a count with its noun in the right number. */
export const howManyWait = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${count} ${many}`;
