import { Timestamp } from "firebase-admin/firestore";

/** A stored Timestamp as a Date (documents written by other tools may hold strings). */
export function toDate(value: unknown): Date {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  if (typeof value === "string" || typeof value === "number") return new Date(value);
  return new Date(0);
}
