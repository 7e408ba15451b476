import { apiGet, type ResponseSchema } from "../api/client";
import { type MfaStatus } from "@songs/domain";

/**
 * Parses `GET /api/admin/mfa-status` like `mfaStatusSchema`, without zod: the admin guard sits in
 * the app shell, which stays free of the schema library.
 */
export const mfaStatusReader: ResponseSchema<MfaStatus> = {
  safeParse(data) {
    if (typeof data !== "object" || data === null) return { success: false };
    const { isAdmin, mfaRequired, mfaEnabled, factors, sessionVerified, mode } = data as Record<string, unknown>;
    const flags = [isAdmin, mfaRequired, mfaEnabled, sessionVerified];
    if (!flags.every((flag) => typeof flag === "boolean")) return { success: false };
    if (typeof factors !== "number" || !Number.isInteger(factors) || factors < 0) return { success: false };
    if (mode !== "native" && mode !== "emulator") return { success: false };
    return {
      success: true,
      data: { isAdmin, mfaRequired, mfaEnabled, factors, sessionVerified, mode } as MfaStatus,
    };
  },
};

/** `GET /api/admin/mfa-status`: the signed-in admin's two-factor state. */
export function fetchMfaStatus(signal: AbortSignal): Promise<MfaStatus> {
  return apiGet("/api/admin/mfa-status", mfaStatusReader, { signal });
}
