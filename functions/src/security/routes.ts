import type { RouteTable } from "../http/routeTable";
import { enrollEmulatorMfa } from "./enrollEmulatorMfa";
import { getMfaStatus } from "./getMfaStatus";
import { getSecurityReport } from "./getSecurityReport";
import { verifyEmulatorMfa } from "./verifyEmulatorMfa";

/** The security dashboard and two-factor authentication. */
export const securityRoutes: RouteTable = [
  { path: "/admin/security", handlers: { get: getSecurityReport } },
  { path: "/admin/mfa-status", handlers: { get: getMfaStatus } },
  { path: "/admin/mfa/enroll", handlers: { post: enrollEmulatorMfa } },
  { path: "/admin/mfa/verify", handlers: { post: verifyEmulatorMfa } },
];
