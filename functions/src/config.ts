import { CATALOGUE_MAX_AGE_MS } from "./http/catalogueCache";
import { LOCAL_SITE_URL } from "@songs/domain";

/**
 * Runtime configuration of the `api` function, read once from the environment. Fails closed:
 * outside the emulators it refuses local-only adapters, emulator hosts and missing secrets.
 */

export type BlobStoreConfig =
  { kind: "gcs"; bucketName?: string } | { kind: "disk"; dir: string; publicUrl: string; signingKey: string };

export interface RuntimeConfig {
  isEmulator: boolean;
  projectId: string;
  /** The browser's Firebase web configuration (`GET /api/config`). */
  web: { apiKey: string; authDomain: string; projectId: string };
  /** The site's public origin (no trailing slash): links in emails and Stripe's return URLs. */
  siteUrl: string;
  /** `http://host:port` of the Auth emulator, only under the emulators. */
  authEmulatorUrl?: string;
  blobs: BlobStoreConfig;
  stripe: StripeConfig;
  /**
   * AES-256 key (64 hex characters) of the emulator two-factor adapter's stored TOTP secrets. Set
   * only under the emulators: without it that adapter cannot run, so production has one MFA path.
   */
  mfaEncryptionKey?: string;
  /** How long this instance answers the public catalogue from memory (CATALOGUE_CACHE_SECONDS, 0 to 60, default 60). */
  catalogueMaxAgeMs: number;
  /** Web Push's VAPID key pair (the secret VAPID_KEYS); the public key also goes to the browser (`GET /api/config`). */
  webPush: WebPushKeys;
  /** Keys the hash of an email that records outliving an account keep (the secret EMAIL_HASH_KEY, `emailHasher`). */
  emailHashKey: string;
}

/** The shortest EMAIL_HASH_KEY accepted: 32 characters (`openssl rand -hex 32` gives 64). */
export const EMAIL_HASH_KEY_MIN_LENGTH = 32;

/** A VAPID key pair as `npx web-push generate-vapid-keys --json` prints it (base64url, P-256). */
export interface WebPushKeys {
  publicKey: string;
  privateKey: string;
}

/** Reads the VAPID_KEYS secret: `{"publicKey":"...","privateKey":"..."}`; null when it is not such a pair. */
export function parseWebPushKeys(value: string): WebPushKeys | null {
  try {
    const parsed = JSON.parse(value) as Partial<WebPushKeys>;
    const isKey = (key: unknown, length: number): key is string =>
      typeof key === "string" && key.length === length && /^[A-Za-z0-9_-]+$/.test(key);
    // An uncompressed P-256 point (65 bytes) and a 32-byte private value, base64url without padding.
    return isKey(parsed.publicKey, 87) && isKey(parsed.privateKey, 43)
      ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey }
      : null;
  } catch {
    return null;
  }
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Signs the Connect webhook endpoint's events (connected accounts' `account.updated`, ...): a secret of its own. */
  connectWebhookSecret: string;
  /** The local Stripe-compatible server (`http://127.0.0.1:12111`), only under the emulators. */
  apiUrl?: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The api function refuses to start: ${problems.join("; ")}`);
    this.name = "ConfigError";
  }
}

type Env = Record<string, string | undefined>;

const LOCAL_PROJECT_ID = "demo-songs";

function projectIdOf(env: Env): string | undefined {
  if (env.GCLOUD_PROJECT) return env.GCLOUD_PROJECT;
  if (env.GCP_PROJECT) return env.GCP_PROJECT;
  if (env.FIREBASE_CONFIG) {
    try {
      const parsed = JSON.parse(env.FIREBASE_CONFIG) as { projectId?: unknown };
      if (typeof parsed.projectId === "string") return parsed.projectId;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function loadRuntimeConfig(env: Env): RuntimeConfig {
  const problems: string[] = [];
  const isEmulator = env.FUNCTIONS_EMULATOR === "true";
  const projectId = projectIdOf(env) ?? (isEmulator ? LOCAL_PROJECT_ID : "");
  if (!projectId) problems.push("the project id is unknown (GCLOUD_PROJECT is not set)");

  const required = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is missing`);
    return value ?? "";
  };

  if (!isEmulator) {
    for (const name of ["FIREBASE_AUTH_EMULATOR_HOST", "FIRESTORE_EMULATOR_HOST", "FIREBASE_STORAGE_EMULATOR_HOST"]) {
      if (env[name]) problems.push(`${name} is set outside the emulators`);
    }
  }

  const apiKey = isEmulator ? (env.WEB_API_KEY ?? "demo-api-key") : required("WEB_API_KEY");
  const authDomain = env.WEB_AUTH_DOMAIN?.trim() || `${projectId}.firebaseapp.com`;
  const siteUrl = (isEmulator ? env.SITE_URL?.trim() || LOCAL_SITE_URL : required("SITE_URL")).replace(/\/+$/, "");
  if (siteUrl && !/^https?:\/\/[^/]+$/.test(siteUrl))
    problems.push("SITE_URL must be an origin such as https://example.com");

  let blobs: BlobStoreConfig = { kind: "gcs" };
  const blobKind = env.BLOB_STORE ?? "gcs";
  if (blobKind === "disk") {
    if (!isEmulator) problems.push("BLOB_STORE=disk is a local-only adapter and cannot run outside the emulators");
    blobs = {
      kind: "disk",
      dir: required("BLOB_DIR"),
      publicUrl: required("BLOB_PUBLIC_URL").replace(/\/+$/, ""),
      signingKey: required("BLOB_SIGNING_KEY"),
    };
  } else if (blobKind === "gcs") {
    blobs = env.STORAGE_BUCKET ? { kind: "gcs", bucketName: env.STORAGE_BUCKET } : { kind: "gcs" };
  } else {
    problems.push(`BLOB_STORE must be "gcs" or "disk", not "${blobKind}"`);
  }

  const stripe: StripeConfig = {
    secretKey: required("STRIPE_SECRET_KEY"),
    webhookSecret: required("STRIPE_WEBHOOK_SECRET"),
    connectWebhookSecret: required("STRIPE_CONNECT_WEBHOOK_SECRET"),
  };
  const stripeApiUrl = env.STRIPE_API_URL?.trim();
  if (stripeApiUrl) {
    if (!isEmulator) problems.push("STRIPE_API_URL is set outside the emulators");
    else if (!/^https?:\/\/[^/]+\/?$/.test(stripeApiUrl))
      problems.push("STRIPE_API_URL must be an origin such as http://127.0.0.1:12111");
    else stripe.apiUrl = stripeApiUrl.replace(/\/+$/, "");
  }

  const mfaEncryptionKey = env.MFA_ENCRYPTION_KEY?.trim();
  if (!isEmulator && mfaEncryptionKey) problems.push("MFA_ENCRYPTION_KEY is set outside the emulators");
  if (isEmulator && !mfaEncryptionKey) problems.push("MFA_ENCRYPTION_KEY is missing");
  if (isEmulator && mfaEncryptionKey && !/^[0-9a-f]{64}$/i.test(mfaEncryptionKey)) {
    problems.push("MFA_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)");
  }

  const vapidKeys = required("VAPID_KEYS");
  const webPush = vapidKeys ? parseWebPushKeys(vapidKeys) : null;
  if (vapidKeys && !webPush)
    problems.push(
      'VAPID_KEYS must be {"publicKey":"...","privateKey":"..."} as `npx web-push generate-vapid-keys --json` prints it',
    );

  const emailHashKey = required("EMAIL_HASH_KEY");
  if (emailHashKey && emailHashKey.length < EMAIL_HASH_KEY_MIN_LENGTH)
    problems.push(`EMAIL_HASH_KEY must be at least ${EMAIL_HASH_KEY_MIN_LENGTH} characters`);

  const catalogueCacheSeconds = Number(env.CATALOGUE_CACHE_SECONDS?.trim() || CATALOGUE_MAX_AGE_MS / 1000);
  if (
    !Number.isInteger(catalogueCacheSeconds) ||
    catalogueCacheSeconds < 0 ||
    catalogueCacheSeconds * 1000 > CATALOGUE_MAX_AGE_MS
  ) {
    problems.push(`CATALOGUE_CACHE_SECONDS must be a whole number from 0 to ${CATALOGUE_MAX_AGE_MS / 1000}`);
  }

  if (problems.length > 0) throw new ConfigError(problems);

  const config: RuntimeConfig = {
    isEmulator,
    projectId,
    web: { apiKey, authDomain, projectId },
    siteUrl,
    blobs,
    stripe,
    catalogueMaxAgeMs: catalogueCacheSeconds * 1000,
    webPush: webPush as WebPushKeys,
    emailHashKey,
  };
  if (isEmulator && mfaEncryptionKey) config.mfaEncryptionKey = mfaEncryptionKey;
  if (isEmulator && env.FIREBASE_AUTH_EMULATOR_HOST) {
    config.authEmulatorUrl = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`;
  }
  return config;
}
