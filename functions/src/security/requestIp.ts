import type { Request } from "express";
import type { RuntimeConfig } from "../config";
import { normaliseIp } from "./clientIp";

/** The only address the Auth emulator reports to blocking functions, whoever connects. */
export const AUTH_EMULATOR_CLIENT_IP = "127.0.0.1";

/**
 * The caller's IP as the lockout and rate limits key it. Under the emulators the Hosting emulator
 * forwards no client address (Express sees none unless the client sends X-Forwarded-For) and the
 * Auth emulator reports every sign-in from 127.0.0.1; the stack listens on loopback only, so an
 * unknown caller there is 127.0.0.1, the same pair the blocking function checks.
 */
export function requestIp(req: Request, config: Pick<RuntimeConfig, "isEmulator">): string {
  const ip = normaliseIp(req.ip);
  return ip === "unknown" && config.isEmulator ? AUTH_EMULATOR_CLIENT_IP : ip;
}
