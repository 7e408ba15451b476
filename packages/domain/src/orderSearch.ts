/**
 * The admins' order search as indexed terms: each order stores the terms it is found by
 * (`searchTerms`), and a search asks Firestore for the orders holding one term (`array-contains`),
 * so any order among any number is found in one request. An order is found by its customer's email
 * (whole, or the part before the @), any word of its recipient's name, and its id (whole, or any
 * first ORDER_ID_PREFIX_MIN to ORDER_ID_PREFIX_MAX characters); case does not matter.
 */

export const ORDER_ID_PREFIX_MIN = 4;
export const ORDER_ID_PREFIX_MAX = 24;

/** Lower-cased words of letters and digits. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

const isEmail = (text: string) => /^[^\s@]+@[^\s@]+$/.test(text);

/** The terms an order is found by. */
export function orderSearchTerms(order: { id: string; customerEmail: string | null; recipientName: string }): string[] {
  const id = order.id.toLowerCase();
  const email = order.customerEmail?.trim().toLowerCase() ?? "";
  const prefixes = Array.from({ length: Math.max(0, Math.min(id.length, ORDER_ID_PREFIX_MAX) - ORDER_ID_PREFIX_MIN + 1) }, (_, i) => id.slice(0, ORDER_ID_PREFIX_MIN + i));
  const emailTerms = email ? [email, email.split("@")[0] ?? ""] : [];
  return [...new Set([id, ...prefixes, ...emailTerms, ...searchWords(order.recipientName)].filter(Boolean))];
}

/**
 * What a search asks for: the one term Firestore looks up, and a check of the rest on the orders it
 * answers (a search of several words finds the orders holding every one). Null for an empty search.
 */
export function orderSearchQuery(search: string): { term: string; matches: (terms: readonly string[]) => boolean } | null {
  const text = search.trim().toLowerCase();
  if (!text) return null;
  if (isEmail(text)) return { term: text, matches: () => true };
  if (!/\s/.test(text) && text.length >= ORDER_ID_PREFIX_MIN && /^[a-z0-9_-]+$/.test(text)) {
    // An id or its beginning (or a single word): ids longer than the stored prefixes are checked whole.
    if (text.length <= ORDER_ID_PREFIX_MAX) return { term: text, matches: () => true };
    return { term: text.slice(0, ORDER_ID_PREFIX_MAX), matches: (terms) => terms.some((term) => term.startsWith(text)) || terms.includes(text) };
  }
  const words = searchWords(text);
  const [term] = [...words].sort((a, b) => b.length - a.length);
  if (!term) return null;
  return { term, matches: (terms) => words.every((word) => terms.includes(word)) };
}
