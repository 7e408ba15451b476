import { toDate } from "./timestamps";

/** Readers for stored document fields, which other tools (the console, seeds) may have written loosely. */

/** A string field, or "" when missing or not a string. */
export const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** A non-empty string field, or null. */
export const textOrNull = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** A timestamp field as a Date, or null when missing. */
export const dateOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : toDate(value);

/** A string field, or `fallback` when missing or not a string. */
export const stringOr = (value: unknown, fallback: string): string => (typeof value === "string" ? value : fallback);

/** A finite number field, or `fallback`. */
export const numberOr = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/** The strings of an array field (anything else dropped); [] when it is not an array. */
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** Whether an array field holds exactly `wanted`, in order (a backfill's check that a derived list is stored). */
export const sameStrings = (stored: unknown, wanted: readonly string[]): boolean =>
  Array.isArray(stored) && stored.length === wanted.length && wanted.every((item, i) => stored[i] === item);
