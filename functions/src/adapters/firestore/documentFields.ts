import { toDate } from "./timestamps";

/** Readers for stored document fields, which other tools (the console, seeds) may have written loosely. */

/** A string field, or "" when missing or not a string. */
export const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** A non-empty string field, or null. */
export const textOrNull = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** A timestamp field as a Date, or null when missing. */
export const dateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : toDate(value));
