import type { Auth, DecodedIdToken } from "firebase-admin/auth";
import type { Request } from "express";
import { unauthorized } from "./errors";

export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
  /** The artist profile this account is linked to (custom claim `artistId`, set by the server only); null otherwise. */
  artistId: string | null;
  token: DecodedIdToken;
}

/** The raw ID token of `Authorization: Bearer <token>`, undefined when none (or malformed). */
export function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "")?.[1];
}

/**
 * The caller from `Authorization: Bearer <Firebase ID token>`, null when no token is sent. With
 * `checkRevoked` the token is also refused once its user was signed out everywhere (one Auth
 * lookup per request, not cached: these routes are few and a stale answer is what we close).
 */
export async function authenticate(req: Request, auth: Auth, checkRevoked = false): Promise<AuthUser | null> {
  if (!req.get("authorization")) return null;
  const raw = bearerToken(req);
  if (!raw) throw unauthorized("Invalid authorization header");
  let token: DecodedIdToken;
  try {
    token = await auth.verifyIdToken(raw, checkRevoked);
  } catch {
    throw unauthorized("Your session has expired. Please log in again.");
  }
  return {
    uid: token.uid,
    email: token.email ?? null,
    emailVerified: token.email_verified === true,
    isAdmin: token.admin === true,
    artistId: typeof token.artistId === "string" && token.artistId !== "" ? token.artistId : null,
    token,
  };
}
