import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  benchTotalsDir,
  ConfigError,
  loadFollowUpConfig,
  loadRuntimeConfig,
  loadSignInConfig,
  loadSiteConfig,
} from "./config";

/** A P-256 key pair as web-push prints it (a private value with a leading zero byte would be one character short: drawn again). */
function vapidPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const pair = { publicKey: ecdh.getPublicKey("base64url"), privateKey: ecdh.getPrivateKey("base64url") };
  return pair.privateKey.length === 43 ? pair : vapidPair();
}
const vapid = vapidPair();
const secrets = {
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_connect_x",
  VAPID_KEYS: JSON.stringify(vapid),
  EMAIL_HASH_KEY: "k".repeat(64),
};
const production = {
  GCLOUD_PROJECT: "songs-prod",
  WEB_API_KEY: "key",
  SITE_URL: "https://songs.example.com",
  ...secrets,
};
const emulator = {
  FUNCTIONS_EMULATOR: "true",
  GCLOUD_PROJECT: "demo-songs",
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
  BLOB_STORE: "disk",
  BLOB_DIR: "/tmp/blobs",
  BLOB_PUBLIC_URL: "http://127.0.0.1:9199/",
  BLOB_SIGNING_KEY: "k",
  MFA_ENCRYPTION_KEY: "ab".repeat(32),
  ...secrets,
};

const problemsOf = (
  env: Record<string, string>,
  load: (env: Record<string, string>) => unknown = loadRuntimeConfig,
) => {
  try {
    load(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
};

describe("runtime configuration (fail closed)", () => {
  it("reads the VAPID key pair, and refuses to start without one or with a malformed one", () => {
    expect(loadRuntimeConfig(production).webPush).toEqual(vapid);
    const { VAPID_KEYS: _keys, ...withoutKeys } = production;
    expect(problemsOf(withoutKeys)).toContain("VAPID_KEYS is missing");
    expect(problemsOf({ ...production, VAPID_KEYS: JSON.stringify({ publicKey: vapid.publicKey }) }).join()).toMatch(
      /VAPID_KEYS must be/,
    );
  });

  it("reads the key of the emails' hash, and refuses to start without one or with a short one", () => {
    expect(loadRuntimeConfig(production).emailHashKey).toBe("k".repeat(64));
    const { EMAIL_HASH_KEY: _key, ...withoutKey } = production;
    expect(problemsOf(withoutKey)).toEqual(["EMAIL_HASH_KEY is missing"]);
    expect(problemsOf({ ...production, EMAIL_HASH_KEY: "short" })).toEqual([
      "EMAIL_HASH_KEY must be at least 32 characters",
    ]);
  });

  it("accepts a complete production configuration with Cloud Storage", () => {
    const config = loadRuntimeConfig(production);
    expect(config.blobs).toEqual({ kind: "gcs" });
    expect(config.web).toEqual({ apiKey: "key", authDomain: "songs-prod.firebaseapp.com", projectId: "songs-prod" });
    expect(config.authEmulatorUrl).toBeUndefined();
  });

  it("answers the catalogue from memory for 60 s unless told a shorter time, never longer", () => {
    expect(loadRuntimeConfig(production).catalogueMaxAgeMs).toBe(60_000);
    expect(loadRuntimeConfig({ ...production, CATALOGUE_CACHE_SECONDS: "0" }).catalogueMaxAgeMs).toBe(0);
    for (const value of ["61", "-1", "1.5", "soon"]) {
      expect(problemsOf({ ...production, CATALOGUE_CACHE_SECONDS: value })).toEqual([
        "CATALOGUE_CACHE_SECONDS must be a whole number from 0 to 60",
      ]);
    }
  });

  it("refuses the local-only disk adapter outside the emulators", () => {
    expect(
      problemsOf({
        ...production,
        BLOB_STORE: "disk",
        BLOB_DIR: "/x",
        BLOB_PUBLIC_URL: "http://x",
        BLOB_SIGNING_KEY: "k",
      }),
    ).toEqual(["BLOB_STORE=disk is a local-only adapter and cannot run outside the emulators"]);
  });

  it("refuses to start when a secret or the web API key is missing", () => {
    expect(
      problemsOf({
        GCLOUD_PROJECT: "songs-prod",
        WEB_API_KEY: "key",
        SITE_URL: "https://songs.example.com",
        STRIPE_SECRET_KEY: "sk",
      }),
    ).toEqual([
      "STRIPE_WEBHOOK_SECRET is missing",
      "STRIPE_CONNECT_WEBHOOK_SECRET is missing",
      "VAPID_KEYS is missing",
      "EMAIL_HASH_KEY is missing",
    ]);
    expect(problemsOf({ ...production, STRIPE_SECRET_KEY: " " })).toEqual(["STRIPE_SECRET_KEY is missing"]);
    expect(problemsOf({ GCLOUD_PROJECT: "songs-prod", SITE_URL: "https://songs.example.com", ...secrets })).toEqual([
      "WEB_API_KEY is missing",
    ]);
  });

  it("refuses emulator hosts outside the emulators", () => {
    expect(problemsOf({ ...production, FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toEqual([
      "FIREBASE_AUTH_EMULATOR_HOST is set outside the emulators",
    ]);
  });

  it("refuses an unknown adapter", () => {
    expect(problemsOf({ ...production, BLOB_STORE: "ftp" })).toEqual(['BLOB_STORE must be "gcs" or "disk", not "ftp"']);
  });

  it("allows the disk adapter and demo values under the emulators, and tells the browser the Auth emulator URL", () => {
    const config = loadRuntimeConfig(emulator);
    expect(config.blobs).toEqual({
      kind: "disk",
      dir: "/tmp/blobs",
      publicUrl: "http://127.0.0.1:9199",
      signingKey: "k",
    });
    expect(config.web).toEqual({
      apiKey: "demo-api-key",
      authDomain: "demo-songs.firebaseapp.com",
      projectId: "demo-songs",
    });
    expect(config.authEmulatorUrl).toBe("http://127.0.0.1:9099");
  });

  it("points Stripe at the local server only under the emulators", () => {
    expect(loadRuntimeConfig({ ...emulator, STRIPE_API_URL: "http://127.0.0.1:12111/" }).stripe.apiUrl).toBe(
      "http://127.0.0.1:12111",
    );
    expect(loadRuntimeConfig(emulator).stripe.apiUrl).toBeUndefined();
    expect(problemsOf({ ...production, STRIPE_API_URL: "http://127.0.0.1:12111" })).toEqual([
      "STRIPE_API_URL is set outside the emulators",
    ]);
    expect(problemsOf({ ...emulator, STRIPE_API_URL: "127.0.0.1:12111" })).toEqual([
      "STRIPE_API_URL must be an origin such as http://127.0.0.1:12111",
    ]);
  });

  it("lets subscriptions point at the local push service only under the emulators", () => {
    expect(loadRuntimeConfig({ ...emulator, WEB_PUSH_TEST_SERVICE_HOST: "127.0.0.1" }).webPush.testServiceHost).toBe(
      "127.0.0.1",
    );
    expect(loadRuntimeConfig(emulator).webPush.testServiceHost).toBeUndefined();
    expect(problemsOf({ ...production, WEB_PUSH_TEST_SERVICE_HOST: "127.0.0.1" })).toEqual([
      "WEB_PUSH_TEST_SERVICE_HOST is set outside the emulators: pushes go only to the browsers' push services",
    ]);
  });

  it("counts billed Firestore operations for the bench only under the emulators", () => {
    expect(loadRuntimeConfig({ ...emulator, BENCH_COUNT_OPERATIONS: "true" }).countBilledOperations).toBe(true);
    expect(loadRuntimeConfig(emulator).countBilledOperations).toBeUndefined();
    expect(problemsOf({ ...production, BENCH_COUNT_OPERATIONS: "true" })).toEqual([
      "BENCH_COUNT_OPERATIONS is set outside the emulators",
    ]);
    // Every function process's totals, kept in a folder: the emulators only.
    expect(benchTotalsDir({ ...emulator, BENCH_COUNT_DIR: "/tmp/billed" })).toBe("/tmp/billed");
    expect(benchTotalsDir({ ...production, BENCH_COUNT_DIR: "/tmp/billed" })).toBeNull();
    expect(problemsOf({ ...production, BENCH_COUNT_DIR: "/tmp/billed" })).toEqual([
      "BENCH_COUNT_DIR is set outside the emulators",
    ]);
  });

  it("still requires the secrets under the emulators (the local stack generates them)", () => {
    const { STRIPE_SECRET_KEY: _omitted, ...withoutKey } = emulator;
    expect(problemsOf(withoutKey)).toEqual(["STRIPE_SECRET_KEY is missing"]);
  });

  it("keeps the emulator two-factor adapter's key to the emulators, where it is required", () => {
    expect(loadRuntimeConfig(emulator).mfaEncryptionKey).toBe("ab".repeat(32));
    expect(loadRuntimeConfig(production).mfaEncryptionKey).toBeUndefined();
    expect(problemsOf({ ...production, MFA_ENCRYPTION_KEY: "ab".repeat(32) })).toEqual([
      "MFA_ENCRYPTION_KEY is set outside the emulators",
    ]);
    const { MFA_ENCRYPTION_KEY: _omitted, ...withoutKey } = emulator;
    expect(problemsOf(withoutKey)).toEqual(["MFA_ENCRYPTION_KEY is missing"]);
    expect(problemsOf({ ...emulator, MFA_ENCRYPTION_KEY: "short" })).toEqual([
      "MFA_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)",
    ]);
  });
});

describe("each function's own configuration (least privilege)", () => {
  const site = { GCLOUD_PROJECT: "songs-prod", SITE_URL: "https://songs.example.com" };

  it("gives the pages' function everything it reads without any secret", () => {
    expect(loadSiteConfig(site)).toEqual({
      isEmulator: false,
      projectId: "songs-prod",
      siteUrl: "https://songs.example.com",
      blobs: { kind: "gcs" },
    });
    expect(problemsOf({ ...site, FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" }, loadSiteConfig)).toEqual([
      "FIRESTORE_EMULATOR_HOST is set outside the emulators",
    ]);
  });

  it("gives the follow-ups the Stripe secret key and the VAPID keys, never the webhooks' signing secrets", () => {
    const followUps = { ...site, STRIPE_SECRET_KEY: "sk_test_x", VAPID_KEYS: JSON.stringify(vapid) };
    const config = loadFollowUpConfig(followUps);
    expect(config.stripe).toEqual({ secretKey: "sk_test_x" });
    expect(config.webPush).toEqual(vapid);
    expect(problemsOf(site, loadFollowUpConfig)).toEqual(["STRIPE_SECRET_KEY is missing", "VAPID_KEYS is missing"]);
  });

  it("gives the sign-in check the key of the emails' hash alone, and refuses every sign-in without it", () => {
    expect(loadSignInConfig({ ...site, ...secrets })).toEqual({ emailHashKey: "k".repeat(64) });
    expect(problemsOf(site, loadSignInConfig)).toEqual(["EMAIL_HASH_KEY is missing"]);
    expect(problemsOf({ EMAIL_HASH_KEY: "short" }, loadSignInConfig)).toEqual([
      "EMAIL_HASH_KEY must be at least 32 characters",
    ]);
  });
});
