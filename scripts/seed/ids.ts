import { createHash } from "node:crypto";

/** A deterministic (name-based, version 5 layout) UUID, so seeding is idempotent. */
export function seedUuid(name: string): string {
  const bytes = createHash("sha1").update(`songs-seed:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Seed dates are fixed so the order of lists never depends on the clock. */
export function seedDate(daysAfterStart: number, hour = 12): Date {
  return new Date(Date.UTC(2025, 0, 1 + daysAfterStart, hour));
}
