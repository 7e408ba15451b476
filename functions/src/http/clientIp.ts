import type { Request } from "express";
import { isIP } from "node:net";
import type { RuntimeConfig } from "../config";

/** The only address the Auth emulator reports to blocking functions, whoever connects. */
export const AUTH_EMULATOR_CLIENT_IP = "127.0.0.1";

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

/**
 * The caller's IP, the one way every endpoint reads it (rate limits, the lockout, security events,
 * fraud signals, stored records). Under the emulators the Hosting emulator forwards no client
 * address (Express sees none unless the client sends X-Forwarded-For) and the Auth emulator reports
 * every sign-in from 127.0.0.1; the stack listens on loopback only, so an unknown caller there is
 * 127.0.0.1, the same pair the blocking function checks.
 */
export function clientIp(req: Request, config: Pick<RuntimeConfig, "isEmulator">): string {
  const ip = normaliseIp(req.ip);
  return ip === "unknown" && config.isEmulator ? AUTH_EMULATOR_CLIENT_IP : ip;
}
