import type { Request } from "express";
import type { Auth } from "firebase-admin/auth";
import { signInAsInviteeMessage } from "@songs/domain";
import type { RuntimeConfig } from "../configTypes";
import { authenticate, type AuthUser } from "../http/authenticate";
import { requireCustomer } from "../http/customerAccess";
import { HttpError } from "../http/errors";

/**
 * The gate of accepting an invite to an email that has an account: only that account's owner,
 * signed in with a password and a verified email, with a token not revoked. The accept route also
 * takes anonymous callers (a new email), so the revocation check the signed-in routes make is made here.
 */
export async function requireInvitee(
  caller: AuthUser | null,
  invitee: { uid: string; email: string },
  { auth, config }: { auth: Auth; config: Pick<RuntimeConfig, "isEmulator"> },
  req: Request,
): Promise<void> {
  if (!caller) throw new HttpError(401, "unauthorized", signInAsInviteeMessage(invitee.email));
  if (caller.uid !== invitee.uid) throw new HttpError(403, "sign_in_as_invitee", signInAsInviteeMessage(invitee.email));
  requireCustomer(caller, config);
  await authenticate(req, auth, true);
}
