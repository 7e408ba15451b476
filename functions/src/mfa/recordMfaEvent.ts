import { FieldValue, type Firestore } from "firebase-admin/firestore";
import type { Request } from "express";
import type { AuthUser } from "../http/authenticate";

/** Two-factor events the security dashboard counts among the security incidents. */
export type MfaEventType =
  | "mfa_enrollment_started"
  | "mfa_enrollment_refused"
  | "mfa_enrolled"
  | "mfa_verified"
  | "mfa_failed"
  | "mfa_locked";

/** Records one event in `securityEvents` with the caller's address and browser. */
export async function recordMfaEvent(db: Firestore, type: MfaEventType, user: AuthUser, req: Request): Promise<void> {
  await db.collection("securityEvents").add({
    type,
    ip: req.ip ?? null,
    userAgent: req.get("user-agent") ?? null,
    email: user.email?.toLowerCase() ?? null,
    uid: user.uid,
    createdAt: FieldValue.serverTimestamp(),
  });
}
