/**
 * What a deploy needs that no file can hold and no offline check can see: each step once per
 * project, with how to verify it. `npm run deploy:check` prints them after its checks.
 */
import { serviceAccountEmail } from "../../functions/src/deploymentSettings";

export interface ManualStep {
  what: string;
  how: string;
  verify: string;
}

export const MANUAL_STEPS: ManualStep[] = [
  {
    what: "Cloud Storage is set up",
    how: 'Firebase console > Storage > Get Started (once per project; `firebase deploy` stops with "Firebase Storage has not been set up" until then)',
    verify:
      "`gcloud storage buckets list --project <project-id>` lists the default bucket (<project-id>.firebasestorage.app)",
  },
  {
    what: "People's copies of their data are deleted from Storage 8 days after they are made (their links work 7)",
    how: '`gcloud storage buckets update gs://<project-id>.firebasestorage.app --lifecycle-file=lifecycle.json` with `{"rule":[{"action":{"type":"Delete"},"condition":{"age":8,"matchesPrefix":["data-exports/"]}}]}` (docs/deploy-checklist.md, "Data exports\' bucket")',
    verify:
      "`gcloud storage buckets describe gs://<project-id>.firebasestorage.app --format='default(lifecycle_config)'` shows the rule",
  },
  {
    what: "Identity Platform is on, with TOTP, reCAPTCHA Enterprise, email enumeration protection and anonymous sign-in off",
    how: "Firebase console > Authentication > Settings > Upgrade to Identity Platform, then `npm run configure-identity-platform -- --project <project-id>`",
    verify:
      "the script prints the project's settings as it leaves them; after the deploy, Authentication > Settings > Blocking functions lists beforeSignIn and beforeCreate",
  },
  {
    what: "The runtime service account exists with its roles (secret access per secret), the build account has its role, and the IAM Credentials API is on",
    how: "`npm run deploy:iam -- --project <project-id> --apply` (it creates the account when missing) once the secrets are set; nothing it grants is on a function, so no deploy undoes it",
    verify: `\`gcloud projects get-iam-policy <project-id> --flatten=bindings --filter=bindings.members:${serviceAccountEmail("<project-id>")} --format='value(bindings.role)'\` lists roles/run.invoker and no roles/secretmanager.secretAccessor; \`gcloud secrets get-iam-policy VAPID_KEYS --project <project-id>\` lists the account`,
  },
  {
    what: "The Stripe webhook endpoint exists with the events the code handles",
    how: "`npm run stripe:webhook -- --url https://<site>/api/stripe/webhook` with STRIPE_SECRET_KEY set (the live or test key)",
    verify:
      "the script prints each endpoint's id and events (the account's, and the Connect endpoint /api/stripe/connect-webhook); their signing secrets go into `firebase functions:secrets:set STRIPE_WEBHOOK_SECRET` and `STRIPE_CONNECT_WEBHOOK_SECRET`",
  },
  {
    what: "Stripe Connect is set up for paying the artists (Express accounts, separate charges and transfers)",
    how: "Stripe dashboard > Connect: activate Connect as a marketplace with Express accounts; complete the platform profile (US platform; the marketplace's name, icon and brand colour for the Express onboarding); Settings > Connect > Onboarding options: allow the countries of PAYOUT_COUNTRIES (packages/domain/src/payouts/payoutAccounts.ts); Express dashboard: the site's https://<site>/studio/payouts as its return link",
    verify:
      "in the studio, an artist's Get paid > Set up payouts opens Stripe's Express onboarding showing the marketplace's name, and returning from it shows the account's state",
  },
  {
    what: "Web Push has its VAPID key pair (made once per project and kept: a new pair makes every device's subscription useless)",
    how: "`npx web-push generate-vapid-keys --json > vapid.json && firebase functions:secrets:set VAPID_KEYS --data-file vapid.json --project <project-id> && rm vapid.json`",
    verify:
      '`curl https://<site>/api/config` shows webPush.publicKey; on a phone, the dashboard\'s "Notify me on this device" switch turns on',
  },
];

export function manualStepsText(): string {
  return MANUAL_STEPS.map(
    (step, i) => `  ${i + 1}. ${step.what}\n     do:     ${step.how}\n     verify: ${step.verify}`,
  ).join("\n");
}
