import { createECDH, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Local-only secrets for the emulators, generated once into functions/.secret.local (git-ignored):
 * the Functions emulator reads `defineSecret` values from there. Never used in production.
 */
export interface LocalSecrets {
  STRIPE_SECRET_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  /** Signs the local Stripe server's Connect events (its own endpoint, as on Stripe). */
  STRIPE_CONNECT_WEBHOOK_SECRET: string;
  BLOB_SIGNING_KEY: string;
  /** Encrypts the emulator two-factor adapter's TOTP secrets at rest. */
  MFA_ENCRYPTION_KEY: string;
  /** Web Push's VAPID key pair, a local one (`{"publicKey","privateKey"}`, as web-push prints it). */
  VAPID_KEYS: string;
  /** Keys the hash of an email that records outliving an account keep (login pairs, security events). */
  EMAIL_HASH_KEY: string;
}

/** A P-256 key pair as `npx web-push generate-vapid-keys --json` prints it (base64url). */
export function localVapidKeys(): string {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey("base64url");
  // A private value with a leading zero byte comes one character short: draw again.
  return privateKey.length === 43
    ? JSON.stringify({ publicKey: ecdh.getPublicKey("base64url"), privateKey })
    : localVapidKeys();
}

function parse(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match?.[1]) values[match[1]] = match[2] ?? "";
  }
  return values;
}

export const localSecretsFile = (repoRoot: string) => path.join(repoRoot, "functions", ".secret.local");

export function ensureLocalSecrets(repoRoot: string): LocalSecrets {
  const file = localSecretsFile(repoRoot);
  const existing = existsSync(file) ? parse(readFileSync(file, "utf8")) : {};
  const secrets: LocalSecrets = {
    STRIPE_SECRET_KEY: existing.STRIPE_SECRET_KEY || `sk_test_local_${randomBytes(12).toString("hex")}`,
    STRIPE_WEBHOOK_SECRET: existing.STRIPE_WEBHOOK_SECRET || `whsec_local_${randomBytes(16).toString("hex")}`,
    STRIPE_CONNECT_WEBHOOK_SECRET:
      existing.STRIPE_CONNECT_WEBHOOK_SECRET || `whsec_local_connect_${randomBytes(16).toString("hex")}`,
    BLOB_SIGNING_KEY: existing.BLOB_SIGNING_KEY || randomBytes(32).toString("hex"),
    MFA_ENCRYPTION_KEY: existing.MFA_ENCRYPTION_KEY || randomBytes(32).toString("hex"),
    VAPID_KEYS: existing.VAPID_KEYS || localVapidKeys(),
    EMAIL_HASH_KEY: existing.EMAIL_HASH_KEY || randomBytes(32).toString("hex"),
  };
  const text = Object.entries({ ...existing, ...secrets })
    .map(([key, value]) => `${key}=${value}`)
    .join("\n");
  if (!existsSync(file) || readFileSync(file, "utf8") !== `${text}\n`)
    writeFileSync(file, `${text}\n`, { mode: 0o600 });
  return secrets;
}
