import type { SecretParam } from "firebase-functions/params";
import { LOCAL_SITE_URL } from "@songs/domain";
import type {
  BlobStoreConfig,
  FollowUpConfig,
  RuntimeConfig,
  SignInConfig,
  SiteConfig,
  StripeClientConfig,
  StripeConfig,
  WebPushKeys,
} from "./configTypes";
import { emailHashKey, stripeConnectWebhookSecret, stripeSecretKey, stripeWebhookSecret, vapidKeys } from "./params";

/**
 * The functions' configuration, read once per instance from the environment, one loader per kind
 * of function so each reads (and binds) only the secrets it uses: the pages' (no secret), the
 * sign-in check's (the emails' hash key), the follow-ups', the api's. Fails closed: outside the
 * emulators it refuses local-only adapters, emulator hosts and missing secrets.
 */

/** How old a catalogue answer an instance serves may be: the instance's share of the staleness bound (docs/architecture.md). */
export const CATALOGUE_MAX_AGE_MS = 60_000;

/** The shortest EMAIL_HASH_KEY accepted: 32 characters (`openssl rand -hex 32` gives 64). */
export const EMAIL_HASH_KEY_MIN_LENGTH = 32;

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

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The ${process.env.FUNCTION_TARGET ?? "function"} function refuses to start: ${problems.join("; ")}`);
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

/** Reads one function's configuration and collects every problem, so the refusal names them all. */
class ConfigReader {
  readonly problems: string[] = [];
  readonly isEmulator: boolean;

  constructor(readonly env: Env) {
    this.isEmulator = env.FUNCTIONS_EMULATOR === "true";
  }

  required(name: string): string {
    const value = this.env[name]?.trim();
    if (!value) this.problems.push(`${name} is missing`);
    return value ?? "";
  }

  /**
   * A secret, read through its parameter (params.ts) and never by its name: `npm run deploy:check`
   * follows these reads from each function to hold its `secrets` binding to exactly what it reads.
   */
  secret(param: SecretParam): string {
    return this.required(param.name);
  }

  /** The configuration, or a ConfigError naming every problem found while reading it. */
  checked<T>(config: T): T {
    if (this.problems.length > 0) throw new ConfigError(this.problems);
    return config;
  }
}

function readSite(read: ConfigReader): SiteConfig {
  const { env, isEmulator, problems } = read;
  const projectId = projectIdOf(env) ?? (isEmulator ? LOCAL_PROJECT_ID : "");
  if (!projectId) problems.push("the project id is unknown (GCLOUD_PROJECT is not set)");

  if (!isEmulator) {
    for (const name of ["FIREBASE_AUTH_EMULATOR_HOST", "FIRESTORE_EMULATOR_HOST", "FIREBASE_STORAGE_EMULATOR_HOST"]) {
      if (env[name]) problems.push(`${name} is set outside the emulators`);
    }
  }

  const siteUrl = (isEmulator ? env.SITE_URL?.trim() || LOCAL_SITE_URL : read.required("SITE_URL")).replace(/\/+$/, "");
  if (siteUrl && !/^https?:\/\/[^/]+$/.test(siteUrl))
    problems.push("SITE_URL must be an origin such as https://example.com");

  let blobs: BlobStoreConfig = { kind: "gcs" };
  const blobKind = env.BLOB_STORE ?? "gcs";
  if (blobKind === "disk") {
    if (!isEmulator) problems.push("BLOB_STORE=disk is a local-only adapter and cannot run outside the emulators");
    blobs = {
      kind: "disk",
      dir: read.required("BLOB_DIR"),
      publicUrl: read.required("BLOB_PUBLIC_URL").replace(/\/+$/, ""),
      signingKey: read.required("BLOB_SIGNING_KEY"),
    };
  } else if (blobKind === "gcs") {
    blobs = env.STORAGE_BUCKET ? { kind: "gcs", bucketName: env.STORAGE_BUCKET } : { kind: "gcs" };
  } else {
    problems.push(`BLOB_STORE must be "gcs" or "disk", not "${blobKind}"`);
  }
  return { isEmulator, projectId, siteUrl, blobs };
}

function readStripeClient(read: ConfigReader): StripeClientConfig {
  const stripe: StripeClientConfig = { secretKey: read.secret(stripeSecretKey) };
  const apiUrl = read.env.STRIPE_API_URL?.trim();
  if (apiUrl) {
    if (!read.isEmulator) read.problems.push("STRIPE_API_URL is set outside the emulators");
    else if (!/^https?:\/\/[^/]+\/?$/.test(apiUrl))
      read.problems.push("STRIPE_API_URL must be an origin such as http://127.0.0.1:12111");
    else stripe.apiUrl = apiUrl.replace(/\/+$/, "");
  }
  return stripe;
}

function readWebPush(read: ConfigReader): WebPushKeys {
  const value = read.secret(vapidKeys);
  const webPush = value ? parseWebPushKeys(value) : null;
  if (value && !webPush)
    read.problems.push(
      'VAPID_KEYS must be {"publicKey":"...","privateKey":"..."} as `npx web-push generate-vapid-keys --json` prints it',
    );
  const testServiceHost = read.env.WEB_PUSH_TEST_SERVICE_HOST?.trim();
  if (testServiceHost && !read.isEmulator)
    read.problems.push(
      "WEB_PUSH_TEST_SERVICE_HOST is set outside the emulators: pushes go only to the browsers' push services",
    );
  return (webPush && testServiceHost && read.isEmulator ? { ...webPush, testServiceHost } : webPush) as WebPushKeys;
}

function readEmailHashKey(read: ConfigReader): string {
  const key = read.secret(emailHashKey);
  if (key && key.length < EMAIL_HASH_KEY_MIN_LENGTH)
    read.problems.push(`EMAIL_HASH_KEY must be at least ${EMAIL_HASH_KEY_MIN_LENGTH} characters`);
  return key;
}

/**
 * The `render` function's configuration (the public pages): no secret. Fails closed as every
 * loader here: outside the emulators it refuses local-only adapters and emulator hosts.
 */
export function loadSiteConfig(env: Env): SiteConfig {
  const read = new ConfigReader(env);
  return read.checked(readSite(read));
}

/** The follow-ups' configuration: the site's, the Stripe secret key (refunds, transfers) and the VAPID keys. */
export function loadFollowUpConfig(env: Env): FollowUpConfig {
  const read = new ConfigReader(env);
  const site = readSite(read);
  return read.checked({ ...site, stripe: readStripeClient(read), webPush: readWebPush(read) });
}

/**
 * The `beforeSignIn` function's configuration: only the key of the emails' hash. Without it no
 * lock can be read, so the sign-in is refused (fails closed).
 */
export function loadSignInConfig(env: Env): SignInConfig {
  const read = new ConfigReader(env);
  return read.checked({ emailHashKey: readEmailHashKey(read) });
}

/** The `api` function's configuration: everything, the webhooks' signing secrets included. */
export function loadRuntimeConfig(env: Env): RuntimeConfig {
  const read = new ConfigReader(env);
  const { isEmulator, problems } = read;
  const site = readSite(read);
  const apiKey = isEmulator ? (env.WEB_API_KEY ?? "demo-api-key") : read.required("WEB_API_KEY");
  const authDomain = env.WEB_AUTH_DOMAIN?.trim() || `${site.projectId}.firebaseapp.com`;
  const stripe: StripeConfig = {
    ...readStripeClient(read),
    webhookSecret: read.secret(stripeWebhookSecret),
    connectWebhookSecret: read.secret(stripeConnectWebhookSecret),
  };

  const mfaEncryptionKey = env.MFA_ENCRYPTION_KEY?.trim();
  if (!isEmulator && mfaEncryptionKey) problems.push("MFA_ENCRYPTION_KEY is set outside the emulators");
  if (isEmulator && !mfaEncryptionKey) problems.push("MFA_ENCRYPTION_KEY is missing");
  if (isEmulator && mfaEncryptionKey && !/^[0-9a-f]{64}$/i.test(mfaEncryptionKey)) {
    problems.push("MFA_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)");
  }

  const webPush = readWebPush(read);
  if (!isEmulator && env.BENCH_COUNT_OPERATIONS) problems.push("BENCH_COUNT_OPERATIONS is set outside the emulators");
  if (!isEmulator && env.BENCH_COUNT_DIR) problems.push("BENCH_COUNT_DIR is set outside the emulators");

  const catalogueCacheSeconds = Number(env.CATALOGUE_CACHE_SECONDS?.trim() || CATALOGUE_MAX_AGE_MS / 1000);
  if (
    !Number.isInteger(catalogueCacheSeconds) ||
    catalogueCacheSeconds < 0 ||
    catalogueCacheSeconds * 1000 > CATALOGUE_MAX_AGE_MS
  ) {
    problems.push(`CATALOGUE_CACHE_SECONDS must be a whole number from 0 to ${CATALOGUE_MAX_AGE_MS / 1000}`);
  }

  const config: RuntimeConfig = read.checked({
    ...site,
    web: { apiKey, authDomain, projectId: site.projectId },
    stripe,
    catalogueMaxAgeMs: catalogueCacheSeconds * 1000,
    webPush,
    emailHashKey: readEmailHashKey(read),
  });
  if (isEmulator && mfaEncryptionKey) config.mfaEncryptionKey = mfaEncryptionKey;
  if (env.BENCH_COUNT_OPERATIONS === "true") config.countBilledOperations = true;
  if (isEmulator && env.FIREBASE_AUTH_EMULATOR_HOST) {
    config.authEmulatorUrl = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`;
  }
  return config;
}

/**
 * The folder where every function process keeps what it billed (BENCH_COUNT_DIR, set by `npm run
 * bench:scale` for the whole life of an order), or null: under the emulators only.
 */
export function benchTotalsDir(env: Env): string | null {
  const dir = env.BENCH_COUNT_DIR?.trim();
  return env.FUNCTIONS_EMULATOR === "true" && dir ? dir : null;
}
