import { z } from "zod";
import { VALIDATION } from "../messages";

/** A trimmed string that must be present and at most `max` characters. */
export function requiredText(max: number, requiredMessage: string, tooLongMessage: string) {
  return z.string(requiredMessage).trim().min(1, requiredMessage).max(max, tooLongMessage);
}

/** A trimmed string that may be empty, at most `max` characters; absent means "". */
export function optionalText(max: number, tooLongMessage: string) {
  return z.string().trim().max(max, tooLongMessage).default("");
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
