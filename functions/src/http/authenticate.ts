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

/** The raw ID token of `Authorization: Bearer <token>`, undefined when none (or malformed). */
export function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "")?.[1];
}

/** The caller from `Authorization: Bearer <Firebase ID token>`, null when no token is sent. */
export async function authenticate(req: Request, auth: Auth): Promise<AuthUser | null> {
  if (!req.get("authorization")) return null;
  const raw = bearerToken(req);
  if (!raw) throw unauthorized("Invalid authorization header");
  let token: DecodedIdToken;
  try {
    token = await auth.verifyIdToken(raw);
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
