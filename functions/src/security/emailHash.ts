import { createHmac } from "node:crypto";

/**
 * The keyed hash of an email (HMAC-SHA256 under the secret EMAIL_HASH_KEY, of the address trimmed
 * and lower-cased, base64url): what the records that outlive an account keep instead of its email
 * (login pairs, security events, the deletion's record). The same address always gives the same
 * hash, so the lockout still counts a pair's failures and an attack on one address still shows as
 * one; without the key nobody can tell which address it was, not even by hashing guesses.
 */
export type EmailHasher = (email: string) => string;

export const emailHasher =
  (key: string): EmailHasher =>
  (email) =>
    createHmac("sha256", key).update(email.trim().toLowerCase()).digest("base64url");
