import { useEffect, useState } from "react";

/**
 * Tells the reads of one API path elsewhere on the screen that a write changed what the server
 * would answer, so they read again: the Admin menu's Operations badge after a retry, a cancel or a
 * "Send again" on the Operations page. Within this tab only.
 */
const listeners = new Map<string, Set<() => void>>();

/** Says that what `path` answers has changed. */
export function announceChange(path: string): void {
  for (const listener of [...(listeners.get(path) ?? [])]) listener();
}

/** How many changes of `path` were announced since the component appeared: a dependency for the effect that reads it. */
export function useChangeCount(path: string): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const listener = () => setCount((previous) => previous + 1);
    const forPath = listeners.get(path) ?? new Set();
    listeners.set(path, forPath.add(listener));
    return () => {
      forPath.delete(listener);
      if (forPath.size === 0) listeners.delete(path);
    };
  }, [path]);
  return count;
}
