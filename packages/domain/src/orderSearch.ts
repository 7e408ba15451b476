/**
 * The admins' order search as indexed terms: each order stores the terms it is found by, and a
 * search asks Firestore for the orders holding one term (`array-contains`), so any order among any
 * number is found in one request. An order is found by its customer's email (whole, or the part
 * before the @), any word of its recipient's name, and its id (whole, or any first
 * ORDER_ID_PREFIX_MIN to ORDER_ID_PREFIX_MAX characters); case does not matter.
 *
 * The terms are kept in two arrays: `searchTerms` (the id, the email and its first part, the
 * recipient's words: a handful) and `searchIdPrefixes` (the id's beginnings: up to 21). A word
 * search reads only the first; only a search that can be an id's beginning (it holds a digit, `-`
 * or `_`, as every Checkout Session id does from its third character and every seed id from its
 * fifth) reads the second as well. On Cloud Firestore either is one index lookup; the emulator
 * checks every element of the array it queries on every order, so a word search stays off the
 * prefixes (issue 29: 3.7 s at 20,000 orders with all the terms in one array).
 */

export const ORDER_ID_PREFIX_MIN = 4;
export const ORDER_ID_PREFIX_MAX = 24;

/** Lower-cased words of letters and digits. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

const isEmail = (text: string) => /^[^\s@]+@[^\s@]+$/.test(text);

/** What an order stores to be found (see above). */
export interface OrderSearchFields {
  searchTerms: string[];
  searchIdPrefixes: string[];
}

/** The terms an order is found by. */
export function orderSearchFields(order: {
  id: string;
  customerEmail: string | null;
  recipientName: string;
}): OrderSearchFields {
  const id = order.id.toLowerCase();
  const email = order.customerEmail?.trim().toLowerCase() ?? "";
  const prefixes = Array.from(
    { length: Math.max(0, Math.min(id.length, ORDER_ID_PREFIX_MAX) - ORDER_ID_PREFIX_MIN + 1) },
    (_, i) => id.slice(0, ORDER_ID_PREFIX_MIN + i),
  );
  const emailTerms = email ? [email, email.split("@")[0] ?? ""] : [];
  return {
    searchTerms: [...new Set([id, ...emailTerms, ...searchWords(order.recipientName)].filter(Boolean))],
    searchIdPrefixes: [...new Set(prefixes)],
  };
}

/** Which of an order's stored arrays a lookup reads. */
export type OrderSearchField = keyof OrderSearchFields;

/**
 * What a search asks for: the terms Firestore looks up (one per array it reads; an order holding
 * any of them is a candidate), and a check of the rest on the orders it answers (a search of
 * several words finds the orders holding every one). Null for an empty search.
 */
export function orderSearchQuery(
  search: string,
): { lookups: { field: OrderSearchField; term: string }[]; matches: (stored: OrderSearchFields) => boolean } | null {
  const text = search.trim().toLowerCase();
  if (!text) return null;
  if (isEmail(text)) return { lookups: [{ field: "searchTerms", term: text }], matches: () => true };
  if (!/\s/.test(text) && text.length >= ORDER_ID_PREFIX_MIN && /^[a-z0-9_-]+$/.test(text)) {
    // A word, an email's first part, an id whole or its beginning.
    const canBeIdPrefix = /[0-9_-]/.test(text);
    if (text.length <= ORDER_ID_PREFIX_MAX) {
      return {
        lookups: [
          { field: "searchTerms", term: text },
          ...(canBeIdPrefix ? [{ field: "searchIdPrefixes" as const, term: text }] : []),
        ],
        matches: () => true,
      };
    }
    // Longer than the stored prefixes: the id is checked whole.
    return {
      lookups: [
        { field: "searchTerms", term: text },
        { field: "searchIdPrefixes", term: text.slice(0, ORDER_ID_PREFIX_MAX) },
      ],
      matches: ({ searchTerms }) => searchTerms.some((term) => term.startsWith(text)),
    };
  }
  const words = searchWords(text);
  const [term] = [...words].sort((a, b) => b.length - a.length);
  if (!term) return null;
  return {
    lookups: [{ field: "searchTerms", term }],
    matches: ({ searchTerms }) => words.every((word) => searchTerms.includes(word)),
  };
}
