/**
 * Whether a message carries contact details (an email address or a phone number): questions and
 * answers between an artist and a customer keep the work on the marketplace. Text is judged in
 * its NFKC form (full-width `＠`, `．` and digits read as their plain forms), with any Unicode
 * decimal digit (Arabic-Indic, Devanagari, ...) counted as a digit.
 */

/** `@`, `(at)`, `[at]` or `{at}`, with or without spaces. */
const AT_SIGN = String.raw`\s*(?:@|[(\[{]\s*at\s*[)\]}])\s*`;
/** `.`, `(dot)`, `[dot]`, `{dot}` or the word `dot`. */
const DOT_SIGN = String.raw`(?:\s*\.\s*|\s*[(\[{]\s*dot\s*[)\]}]\s*|\s+dot\s+)`;
/** After the bare word "at" ("maya at gmail dot com") a plain `.` counts only without spaces, so a sentence's full stop does not. */
const DOT_AFTER_WORD = String.raw`(?:\.|\s*[(\[{]\s*dot\s*[)\]}]\s*|\s+dot\s+)`;
const WORD = "[\\p{L}\\p{N}_%+-]+";

const EMAIL = new RegExp(`${WORD}(?:\\.${WORD})*${AT_SIGN}${WORD}(?:${DOT_SIGN}${WORD})+`, "iu");
const EMAIL_WITH_AT_WORD = new RegExp(
  `${WORD}\\s+at\\s+${WORD}(?:${DOT_AFTER_WORD}${WORD})*${DOT_AFTER_WORD}\\p{L}{2,}(?![\\p{L}\\p{N}_])`,
  "iu",
);

/**
 * Runs of digits with the separators people type in phone numbers: spaces, brackets, `.`, `-`,
 * `/`, `_`, and a `,` with no space after it (`087,123,4567`; "1998, 2004" is a list of years).
 */
const DIGIT_RUN = /\+?\(?\d(?:[\d\s().\-/_]|,(?!\s)){5,}\d/g;

/** At least this many digits make a phone number (7: a local number; fewer are years, prices, counts). */
const PHONE_DIGITS = 7;

/**
 * The text as the checks read it: NFKC (compatibility forms to plain ones), then every decimal
 * digit of another script as an ASCII digit (only how many there are matters).
 */
export function normaliseForContactCheck(text: string): string {
  return text.normalize("NFKC").replace(/\p{Nd}/gu, (digit) => (/\d/.test(digit) ? digit : "0"));
}

export function containsEmailAddress(text: string): boolean {
  const normalised = normaliseForContactCheck(text);
  return EMAIL.test(normalised) || EMAIL_WITH_AT_WORD.test(normalised);
}

export function containsPhoneNumber(text: string): boolean {
  for (const run of normaliseForContactCheck(text).match(DIGIT_RUN) ?? []) {
    const digits = run.replace(/\D/g, "");
    // A date such as 2024-05-14 or 14/05/2024 is not a phone number.
    if (/^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$|^\d{1,2}[-/.]\d{1,2}[-/.]\d{4}$/.test(run.trim())) continue;
    if (digits.length >= PHONE_DIGITS) return true;
  }
  return false;
}
