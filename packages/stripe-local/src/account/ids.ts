/** Stripe-style ids (`prod_...`, `cs_test_...`) and timestamps in seconds. */
import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function newId(prefix: string, length = 24): string {
  let out = prefix;
  for (const b of randomBytes(length)) out += ALPHABET[b % 62];
  return out;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
