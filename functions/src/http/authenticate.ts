import type { Auth, DecodedIdToken } from "firebase-admin/auth";
import type { Request } from "express";
import { unauthorized } from "./errors";

export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
  token: DecodedIdToken;
}

/** The caller from `Authorization: Bearer <Firebase ID token>`, null when no token is sent. */
export async function authenticate(req: Request, auth: Auth): Promise<AuthUser | null> {
  const header = req.get("authorization");
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized("Invalid authorization header");
  let token: DecodedIdToken;
  try {
    token = await auth.verifyIdToken(match[1]);
  } catch {
    throw unauthorized("Your session has expired. Please sign in again.");
  }
  return {
    uid: token.uid,
    email: token.email ?? null,
    emailVerified: token.email_verified === true,
    isAdmin: token.admin === true,
    token,
  };
}
