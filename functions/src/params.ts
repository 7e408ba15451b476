/**
 * The settings of a deployed project, declared so `firebase deploy` asks for each missing value,
 * validates it and stores it in functions/.env.<project>; they reach the functions as environment
 * variables, which loadRuntimeConfig and loadContactConfig read. Secrets live in Secret Manager.
 * Emulator-only settings (BLOB_STORE=disk, STRIPE_API_URL, MFA_ENCRYPTION_KEY, ...) are deliberately
 * not parameters: the local stack sets them in the process environment, and the config refuses
 * them outside the emulators. (FIREBASE_ is a reserved prefix for parameter names, hence WEB_.)
 */
import { defineInt, defineSecret, defineString } from "firebase-functions/params";

export const siteUrl = defineString("SITE_URL", {
  description: "The site's public origin, such as https://songs.example.com (links in emails, Stripe's return URLs).",
  input: {
    text: {
      validationRegex: "^https://[^/]+$",
      validationErrorMessage: "An https origin without a path or trailing slash, such as https://songs.example.com",
    },
  },
});

export const webApiKey = defineString("WEB_API_KEY", {
  description: "The Firebase web API key the browser signs in with; the server also calls Identity Toolkit with it.",
  input: {
    text: {
      validationRegex: "^[A-Za-z0-9_-]{20,}$",
      validationErrorMessage: "A Firebase web API key (Project settings > General)",
    },
  },
});

export const webAuthDomain = defineString("WEB_AUTH_DOMAIN", {
  description: "The Firebase Auth domain the browser uses, usually <project-id>.firebaseapp.com.",
  input: {
    text: {
      validationRegex: "^[a-z0-9.-]+\\.[a-z]{2,}$",
      validationErrorMessage: "A host name such as songs-prod.firebaseapp.com",
    },
  },
});

export const supportEmail = defineString("SUPPORT_EMAIL", {
  description: "The inbox contact-form messages are sent to.",
  input: { text: { validationRegex: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", validationErrorMessage: "An email address" } },
});

export const catalogueCacheSeconds = defineInt("CATALOGUE_CACHE_SECONDS", {
  description:
    "Seconds an api instance answers the public catalogue from memory (0 to 60; part of the staleness bound in docs/architecture.md).",
  default: 60,
});

/** Secrets come from Secret Manager in production and functions/.secret.local in the emulator. */
export const stripeSecretKey = defineSecret("STRIPE_SECRET_KEY");
export const stripeWebhookSecret = defineSecret("STRIPE_WEBHOOK_SECRET");
export const stripeConnectWebhookSecret = defineSecret("STRIPE_CONNECT_WEBHOOK_SECRET");
/** Web Push's VAPID key pair, `{"publicKey","privateKey"}` as `npx web-push generate-vapid-keys --json` prints it. */
export const vapidKeys = defineSecret("VAPID_KEYS");
/**
 * Keys the hash of an email that the records outliving an account keep (login pairs, security
 * events, the deletion's record), 32 random bytes as hex (`openssl rand -hex 32`). Never rotated:
 * a new key makes every stored hash a stranger to the lockout and the security dashboard.
 */
export const emailHashKey = defineSecret("EMAIL_HASH_KEY");
