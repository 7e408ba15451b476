import type { Request } from "express";
import type { AuthUser } from "../http/authenticate";
import { clientIp } from "../http/clientIp";
import { emailHasher } from "./emailHash";
import { securityEvents } from "./securityEvents";
import type { Firestore } from "firebase-admin/firestore";
import type { RuntimeConfig } from "../configTypes";

/** Why a two-factor step failed, kept on the `mfa_failed` event. */
export type MfaFailureReason = "invalid_code" | "code_reused" | "locked" | "replace_refused";

/** Records an admin's two-factor enrolment, passed code or failure as a security event. */
export async function recordMfaEvent(
  db: Firestore,
  event: { type: "mfa_enrolled" | "mfa_verified" } | { type: "mfa_failed"; reason: MfaFailureReason },
  user: AuthUser,
  req: Request,
  config: Pick<RuntimeConfig, "isEmulator" | "emailHashKey">,
): Promise<void> {
  await securityEvents(db).record({
    type: event.type,
    ip: clientIp(req, config),
    userAgent: req.get("user-agent") ?? null,
    emailHash: user.email ? emailHasher(config.emailHashKey)(user.email) : null,
    uid: user.uid,
    ...(event.type === "mfa_failed" ? { failureReason: event.reason } : {}),
  });
}
