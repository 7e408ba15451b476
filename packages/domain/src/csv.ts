/**
 * The one CSV writer for every export (RFC 4180: CRLF lines, a field quoted when it holds a quote,
 * a delimiter or a line break, quotes doubled). Exported text is partly typed by customers (a
 * recipient's name), so a field is guarded against running as a spreadsheet formula wherever a
 * spreadsheet could start a cell: at the field's start and after each character some spreadsheets
 * split on (`,` `;` tab `|` line breaks). A cell that would begin with `=`, `+`, `-` or `@` gets an
 * apostrophe first, which spreadsheets show as text. A field that is a plain number (cents as
 * "-17.49", a count) is no formula and is written as it is.
 */

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** A cell start (the field's start or a splitting character, then any blanks) before a formula's first character. */
const FORMULA_START = /(^|[,;\t|\r\n])([ \t]*)(?=[=+\-@])/g;
const NEEDS_QUOTES = /[",;\t|\r\n]/;

/** One field, guarded and quoted as needed. */
export function csvField(value: string): string {
  const guarded = PLAIN_NUMBER.test(value) ? value : value.replace(FORMULA_START, "$1$2'");
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** A whole CSV document: a header row, then the rows, each line ending in CRLF. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",") + "\r\n").join("");
}
