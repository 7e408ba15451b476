/**
 * Whether a message carries contact details (an email address or a phone number): questions and
 * answers between an artist and a customer keep the work on the marketplace.
 */

const EMAIL = /[A-Za-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[A-Za-z0-9-]+(?:\s*(?:\.|\(dot\)|\[dot\])\s*[A-Za-z0-9-]+)+/i;

/** Runs of digits with the separators people type in phone numbers. */
const DIGIT_RUN = /\+?\(?\d[\d\s().\-/]{5,}\d/g;

/** At least this many digits make a phone number (7: a local number; fewer are years, prices, counts). */
const PHONE_DIGITS = 7;

export function containsEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}

export function containsPhoneNumber(text: string): boolean {
  for (const run of text.match(DIGIT_RUN) ?? []) {
    const digits = run.replace(/\D/g, "");
    // A date such as 2024-05-14 or 14/05/2024 is not a phone number.
    if (/^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$|^\d{1,2}[-/.]\d{1,2}[-/.]\d{4}$/.test(run.trim())) continue;
    if (digits.length >= PHONE_DIGITS) return true;
  }
  return false;
}
