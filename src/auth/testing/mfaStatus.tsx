import { type MfaStatus } from "@songs/domain";
import { jsonResponse, stubApi } from "../../test/support/renderWithProviders";

export const ADMIN_WITHOUT_MFA: MfaStatus = {
  isAdmin: true,
  mfaRequired: true,
  mfaEnabled: false,
  factors: 0,
  sessionVerified: false,
  mode: "emulator",
};

/** Answers `GET /api/admin/mfa-status` with each status in turn (the last one repeats). */
export function stubMfaStatus(...statuses: MfaStatus[]) {
  let calls = 0;
  return stubApi({
    "/api/admin/mfa-status": () => jsonResponse(200, statuses[Math.min(calls++, statuses.length - 1)]),
  });
}
