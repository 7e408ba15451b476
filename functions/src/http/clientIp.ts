import type { Request } from "express";
import { isIP } from "node:net";
import type { RuntimeConfig } from "../configTypes";

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

/** The entries of every X-Forwarded-For header, left to right. */
function forwardedFor(req: Request): string[] {
  const raw = req.headers["x-forwarded-for"];
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return values
    .flatMap((value) => value.split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The caller's IP, the one way every endpoint reads it (rate limits, the lockout, security events,
 * fraud signals, stored records). Entries are read from the right: Google's front end appends the
 * address that connected to it, and everything to the left of what Google appended is whatever
 * the client sent (docs/security.md, finding 1, cites the documentation).
 * - At the function's own URL the right-most entry is the client.
 * - Through Firebase Hosting (which sets X-Forwarded-Host) Hosting appends the client and the
 *   function's front end then appends Hosting's own address, so the client is second from the right.
 * Under the emulators nothing appends: the right-most entry stands for the address the front end
 * would append, and with no header the caller is the Auth emulator's 127.0.0.1, the address the
 * blocking function sees there.
 */
export function clientIp(req: Request, config: Pick<RuntimeConfig, "isEmulator">): string {
  const entries = forwardedFor(req);
  const viaHosting = !config.isEmulator && req.get("x-forwarded-host") !== undefined;
  const ip = normaliseIp(entries.at(viaHosting ? -2 : -1));
  return ip === "unknown" && config.isEmulator ? AUTH_EMULATOR_CLIENT_IP : ip;
}
