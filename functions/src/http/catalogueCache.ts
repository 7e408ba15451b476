/** Answers kept at most (filters, profiles and review pages are many keys): the oldest goes first. */
export const CATALOGUE_MAX_ENTRIES = 1000;

/**
 * The public catalogue an instance answers from memory: each read is kept for `maxAgeMs` (never
 * longer), and concurrent misses of one key share a single read of Firestore. `changed()` drops
 * everything, including reads already under way, so the next request reads what was just written.
 */
export interface CatalogueCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Call after any write that changes what the public catalogue shows (artists, samples, public reviews). */
  changed(): void;
}

interface Entry {
  value: Promise<unknown>;
  /** When the read started; the entry serves until `maxAgeMs` after it. */
  startedAt: number;
}

export function createCatalogueCache(options: {
  maxAgeMs: number;
  maxEntries?: number;
  now?: () => number;
}): CatalogueCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? CATALOGUE_MAX_ENTRIES;
  let entries = new Map<string, Entry>();

  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept && now() - kept.startedAt < options.maxAgeMs) return kept.value as Promise<T>;
      const value = load();
      if (options.maxAgeMs <= 0) return value;
      const entry = { value, startedAt: now() };
      const owner = entries;
      owner.delete(key);
      if (owner.size >= maxEntries) owner.delete(owner.keys().next().value ?? "");
      owner.set(key, entry);
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (owner.get(key) === entry) owner.delete(key);
      });
      return value;
    },
    changed() {
      // A new map: a read started before the change settles into the old one, never the new.
      entries = new Map();
    },
  };
}
