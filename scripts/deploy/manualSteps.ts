/**
 * What a deploy needs that no file can hold and no offline check can see: each step once per
 * project, in docs/deploy-checklist.md's order, with the command that does it (or, for the few done
 * by hand, why no command does) and how to verify it. `npm run deploy:check` prints them after its
 * checks.
 */
import { serviceAccountEmail } from "../../functions/src/deploymentSettings";
import { SMTP_PASSWORD_SECRET } from "./rules/extensionSettings";

export interface ManualStep {
  what: string;
  how: string;
  /** Why this step has no command, for the steps done by hand. */
  byHand?: string;
  verify: string;
}

const BUCKET = "gs://<project-id>.firebasestorage.app";

export const MANUAL_STEPS: ManualStep[] = [
  {
    what: "Cloud Storage is set up",
    how: "Firebase console > Storage > Get Started",
    byHand:
      'the default bucket is named in a domain only Firebase may create buckets in, and firebase-tools has no command for it (`firebase deploy` stops with "Firebase Storage has not been set up" until then)',
    verify: "`gcloud storage buckets list --project <project-id>` lists <project-id>.firebasestorage.app",
  },
  {
    what: "Identity Platform is on, with TOTP, reCAPTCHA Enterprise, email enumeration protection, anonymous sign-in off, the site's domain authorised and its /auth page as the emails' action URL",
    how: "Firebase console > Authentication > Settings > Upgrade to Identity Platform, then `npm run configure-identity-platform -- --project <project-id> --site https://<site>`",
    byHand:
      "the upgrade changes the project's product and pricing, which its owner accepts; everything after it is the script",
    verify:
      "the script prints the project's settings as it leaves them; after the deploy, Authentication > Settings > Blocking functions lists beforeSignIn and beforeCreate",
  },
  {
    what: "The Stripe webhook endpoints exist, each of its kind, with the events the code handles",
    how: "`STRIPE_SECRET_KEY=sk_... npm run stripe:webhook -- --url https://<site>/api/stripe/webhook` (the live or test key; `--replace` when it refuses an endpoint of the wrong kind)",
    verify:
      "the script prints each endpoint's id and events (the account's, and the Connect endpoint /api/stripe/connect-webhook) and each new endpoint's signing secret",
  },
  {
    what: "Stripe Connect is set up for paying the artists (Express accounts, separate charges and transfers)",
    how: "Stripe dashboard > Connect: activate Connect as a marketplace with Express accounts; complete the platform profile (US platform; the marketplace's name, icon and brand colour for the Express onboarding); Settings > Connect > Onboarding options: allow the countries of PAYOUT_COUNTRIES (packages/domain/src/payouts/payoutAccounts.ts); Express dashboard: the site's https://<site>/studio/payouts as its return link",
    byHand: "Stripe's API has no call for a platform's own Connect settings, branding or allowed countries",
    verify:
      "in the studio, an artist's Get paid > Set up payouts opens Stripe's Express onboarding showing the marketplace's name, and returning from it shows the account's state",
  },
  {
    what: "The functions' secrets are set: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_CONNECT_WEBHOOK_SECRET, VAPID_KEYS and EMAIL_HASH_KEY (the last two made once per project and kept: a new VAPID pair makes every device's subscription useless, a new hash key every stored email hash a stranger to the lockout and the security dashboard)",
    how: "`printf '%s' \"$VALUE\" | firebase functions:secrets:set <NAME> --data-file=- --non-interactive --project <project-id>` for each Stripe secret; `npx web-push generate-vapid-keys --json | firebase functions:secrets:set VAPID_KEYS --data-file=- --non-interactive --project <project-id>`; `openssl rand -hex 32 | tr -d '\\n' | firebase functions:secrets:set EMAIL_HASH_KEY --data-file=- --non-interactive --project <project-id>`",
    verify:
      "`firebase functions:secrets:access VAPID_KEYS --project <project-id>` answers; after the deploy, `curl https://<site>/api/config` shows webPush.publicKey, and a failed sign-in's `securityEvents` document holds `emailHash` and no `email`",
  },
  {
    what: "The email extension's SMTP password is in Secret Manager, and the project's sender and SMTP connection are committed",
    how: `\`printf '%s' "$SMTP_PASSWORD" | npm run deploy:email-secret -- --project <project-id>\`; extensions/firestore-send-email.env.<project-id> with SMTP_CONNECTION_URI (no password) and DEFAULT_FROM, committed`,
    verify: `\`gcloud secrets versions list ${SMTP_PASSWORD_SECRET} --project <project-id>\` lists a version; deploy:check --project <project-id> passes the extension rule`,
  },
  {
    what: "The runtime service account exists with its roles (secret access per secret), the build account has its role, and the IAM Credentials API is on",
    how: "`npm run deploy:iam -- --project <project-id> --apply` (it creates the account when missing) once the secrets are set; nothing it grants is on a function, so no deploy undoes it",
    verify: `\`gcloud projects get-iam-policy <project-id> --flatten=bindings --filter=bindings.members:${serviceAccountEmail("<project-id>")} --format='value(bindings.role)'\` lists roles/run.invoker and no roles/secretmanager.secretAccessor; \`gcloud secrets get-iam-policy VAPID_KEYS --project <project-id>\` lists the account`,
  },
  {
    what: "The storage bucket's CORS allows the site's origin (signed uploads' preflight)",
    how: "`npm run deploy:cors -- --project <project-id> --apply` after the deploy, and again whenever the site's address changes",
    verify: `\`gcloud storage buckets describe ${BUCKET} --format='default(cors_config)'\` lists https://<site> with GET, HEAD and PUT`,
  },
  {
    what: "People's copies of their data are deleted from Storage 8 days after they are made (their links work 7)",
    how: `\`gcloud storage buckets update ${BUCKET} --lifecycle-file=lifecycle.json\` with \`{"rule":[{"action":{"type":"Delete"},"condition":{"age":8,"matchesPrefix":["data-exports/"]}}]}\` (docs/deploy-checklist.md, "Data exports' bucket")`,
    verify: `\`gcloud storage buckets describe ${BUCKET} --format='default(lifecycle_config)'\` shows the rule`,
  },
];

export function manualStepsText(): string {
  return MANUAL_STEPS.map(
    (step, i) =>
      `  ${i + 1}. ${step.what}\n     do:      ${step.how}${step.byHand ? `\n     by hand: ${step.byHand}` : ""}\n     verify:  ${step.verify}`,
  ).join("\n");
}
