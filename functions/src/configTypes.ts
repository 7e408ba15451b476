/**
 * What each kind of function's configuration holds: the site's (every function, the pages' alone),
 * the follow-ups', the sign-in check's and the api's. `config.ts` reads them from the environment,
 * one loader per kind; the layers that use a configuration (the request pipeline, the
 * capabilities) know it by these shapes alone, without the loaders or the parameters they read.
 */

export type BlobStoreConfig =
  { kind: "gcs"; bucketName?: string } | { kind: "disk"; dir: string; publicUrl: string; signingKey: string };

/** What every function of the site reads, and no secret: all the `render` function (the pages) needs. */
export interface SiteConfig {
  isEmulator: boolean;
  projectId: string;
  /** The site's public origin (no trailing slash): links in emails and pages, Stripe's return URLs. */
  siteUrl: string;
  blobs: BlobStoreConfig;
}

/** The follow-ups' (`runFollowUp`, `sweepFollowUps`): the site's, a Stripe client's key, and Web Push's keys. */
export interface FollowUpConfig extends SiteConfig {
  stripe: StripeClientConfig;
  /** Web Push's VAPID key pair (the secret VAPID_KEYS) the notifications are sent with. */
  webPush: WebPushKeys;
}

/** The `api` function's: the follow-ups' (an admin retries one through it), and the webhooks' signing secrets. */
export interface RuntimeConfig extends FollowUpConfig {
  /** The browser's Firebase web configuration (`GET /api/config`). */
  web: { apiKey: string; authDomain: string; projectId: string };
  /** `http://host:port` of the Auth emulator, only under the emulators. */
  authEmulatorUrl?: string;
  stripe: StripeConfig;
  /**
   * AES-256 key (64 hex characters) of the emulator two-factor adapter's stored TOTP secrets. Set
   * only under the emulators: without it that adapter cannot run, so production has one MFA path.
   */
  mfaEncryptionKey?: string;
  /**
   * Counts the Firestore reads and writes each request bills into its response's headers
   * (BENCH_COUNT_OPERATIONS=true, for `npm run bench:scale`): only under the emulators.
   */
  countBilledOperations?: boolean;
  /** How long this instance answers the public catalogue from memory (CATALOGUE_CACHE_SECONDS, 0 to 60, default 60). */
  catalogueMaxAgeMs: number;
  /** Keys the hash of an email that records outliving an account keep (the secret EMAIL_HASH_KEY, `emailHasher`). */
  emailHashKey: string;
}

/** The `beforeSignIn` function's: the key of the emails' hash its sign-in records and lockout read. */
export interface SignInConfig {
  emailHashKey: string;
}

/** A VAPID key pair as `npx web-push generate-vapid-keys --json` prints it (base64url, P-256). */
export interface WebPushKeys {
  publicKey: string;
  privateKey: string;
  /**
   * The local stack's push service host (WEB_PUSH_TEST_SERVICE_HOST), to which subscriptions may
   * point besides the browsers' push services: only under the emulators.
   */
  testServiceHost?: string;
}

/** What a Stripe client is made with: the secret key, and under the emulators the local server's address. */
export interface StripeClientConfig {
  secretKey: string;
  /** The local Stripe-compatible server (`http://127.0.0.1:12111`), only under the emulators. */
  apiUrl?: string;
}

/** The api's Stripe settings: the client's, and the signing secrets of the two webhook endpoints. */
export interface StripeConfig extends StripeClientConfig {
  webhookSecret: string;
  /** Signs the Connect webhook endpoint's events (connected accounts' `account.updated`, ...): a secret of its own. */
  connectWebhookSecret: string;
}
