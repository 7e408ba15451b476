import { z } from "zod";
import { VALIDATION } from "../messages";

/**
 * Characters no one types into a form and that change what a reader sees: control characters
 * other than tab and line breaks (NUL, escape, ...), and the bidirectional embedding, override and
 * isolate controls (U+202A-U+202E, U+2066-U+2069), which can make "txt.exe" show as "exe.txt".
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** Every control character (line breaks and tabs included) and the bidirectional controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/** Whether text is free of hidden characters (it may have line breaks and tabs). */
export const hasNoHiddenCharacters = (text: string) => !HIDDEN_CHARACTERS.test(text);
/** Whether text is one line with no control or bidirectional characters: a name, an address line. */
export const isOneLine = (text: string) => !NOT_ONE_LINE.test(text);

/** A trimmed string that must be present and at most `max` characters, with no hidden characters. */
export function requiredText(max: number, requiredMessage: string, tooLongMessage: string) {
  return z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage)
    .refine(hasNoHiddenCharacters, VALIDATION.hiddenCharacters);
}

/** A trimmed string that may be empty, at most `max` characters, with no hidden characters; absent means "". */
export function optionalText(max: number, tooLongMessage: string) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage)
    .refine(hasNoHiddenCharacters, VALIDATION.hiddenCharacters)
    .default("");
}

/** `requiredText` on one line: a name, an address line, a title (it may reach an email's Subject or a label). */
export function requiredLine(max: number, requiredMessage: string, tooLongMessage: string) {
  return z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage)
    .refine(isOneLine, VALIDATION.notOneLine);
}

/** `optionalText` on one line. */
export function optionalLine(max: number, tooLongMessage: string) {
  return z.string().trim().max(max, tooLongMessage).refine(isOneLine, VALIDATION.notOneLine).default("");
}

/** One of a fixed list of ids, with a single message for missing or unknown values. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, message);
}

/** A trimmed, valid email address, optionally length-limited. */
export function emailField(max?: number, tooLongMessage?: string) {
  const base = z.string(VALIDATION.invalidEmail).trim();
  const limited = max === undefined ? base : base.max(max, tooLongMessage);
  return limited.pipe(z.email(VALIDATION.invalidEmail));
}
