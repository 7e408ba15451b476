import type { AudienceRoutes } from "../platform/routeTable";
import { enrollEmulatorMfa } from "./enrollEmulatorMfa";
import { getMfaStatus } from "./getMfaStatus";
import { getSecurityReport } from "./getSecurityReport";
import { verifyEmulatorMfa } from "./verifyEmulatorMfa";

/** Two-factor authentication (set up by every signed-in admin, and offered to artists) and the admins' security dashboard. */
export const securityRoutes: AudienceRoutes = {
  signedIn: [
    { path: "/admin/mfa-status", handlers: { get: getMfaStatus } },
    { path: "/admin/mfa/enroll", handlers: { post: enrollEmulatorMfa } },
    { path: "/admin/mfa/verify", handlers: { post: verifyEmulatorMfa } },
  ],
  admin: [{ path: "/admin/security", handlers: { get: getSecurityReport } }],
};
