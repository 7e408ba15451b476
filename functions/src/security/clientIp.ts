import { isIP } from "node:net";

/**
 * One spelling per address, so a lock written by the API matches the IP the blocking function
 * sees: IPv4-mapped IPv6 ("::ffff:10.0.0.1") becomes plain IPv4, IPv6 is lower-cased, and anything
 * that is not an address becomes "unknown".
 */
export function normaliseIp(raw: string | null | undefined): string {
  const trimmed = (raw ?? "").trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  const address = mapped?.[1] ?? trimmed;
  const version = isIP(address);
  if (version === 4) return address;
  if (version === 6) return address.toLowerCase();
  return "unknown";
}
