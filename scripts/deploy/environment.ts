/**
 * Environment variables the functions read that are not parameters: set by the platform, or by the
 * local stack for the emulators only (functions/src/config.ts refuses the latter in production).
 */

/** Set by Cloud Functions, firebase-tools or Node itself. */
export const PLATFORM_VARIABLES = [
  "FIREBASE_CONFIG",
  "GCLOUD_PROJECT",
  "GCP_PROJECT",
  "FUNCTION_TARGET",
  "FUNCTIONS_EMULATOR",
  "K_SERVICE",
  "NODE_ENV",
  // firebase-tools' built-in parameter: the project's default bucket.
  "STORAGE_BUCKET",
] as const;

/** Only the local stack sets these; in a deployed project's .env files they break or weaken it. */
export const EMULATOR_ONLY_VARIABLES = [
  "BLOB_STORE",
  "BLOB_DIR",
  "BLOB_PUBLIC_URL",
  "BLOB_SIGNING_KEY",
  "MFA_ENCRYPTION_KEY",
  "STRIPE_API_URL",
  "WEB_PUSH_TEST_SERVICE_HOST",
  "BENCH_COUNT_OPERATIONS",
  "BENCH_COUNT_DIR",
  "FIREBASE_AUTH_EMULATOR_HOST",
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_STORAGE_EMULATOR_HOST",
] as const;

/** Any `*_EMULATOR_HOST`, including ones the app does not read yet. */
export const isEmulatorHost = (name: string) => name.endsWith("_EMULATOR_HOST");
