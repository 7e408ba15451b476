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
    how: "Firebase console > Storage > Get Started (once per project; `firebase deploy` stops with \"Firebase Storage has not been set up\" until then)",
    verify: "`gcloud storage buckets list --project <project-id>` lists the default bucket (<project-id>.firebasestorage.app)",
  },
  {
    what: "Identity Platform is on, with TOTP, reCAPTCHA Enterprise, email enumeration protection and anonymous sign-in off",
    how: "Firebase console > Authentication > Settings > Upgrade to Identity Platform, then `npm run configure-identity-platform -- --project <project-id>`",
    verify: "the script prints the project's settings as it leaves them; after the deploy, Authentication > Settings > Blocking functions lists beforeSignIn and beforeCreate",
  },
  {
    what: "The runtime service account exists with its roles, and the task-queue, event and scheduled functions' invokers are granted",
    how: "`npm run deploy:iam -- --project <project-id> --apply` (it creates the account when missing) before the first deploy and again after it (the invokers need the functions to exist)",
    verify: `\`gcloud functions get-iam-policy runFollowUp --region <region> --project <project-id>\` lists ${serviceAccountEmail("<project-id>")} under roles/run.invoker`,
  },
  {
    what: "The Stripe webhook endpoint exists with the events the code handles",
    how: "`npm run stripe:webhook -- --url https://<site>/api/stripe/webhook` with STRIPE_SECRET_KEY set (the live or test key)",
    verify: "the script prints the endpoint's id and events; its signing secret goes into `firebase functions:secrets:set STRIPE_WEBHOOK_SECRET`",
  },
];

export function manualStepsText(): string {
  return MANUAL_STEPS.map((step, i) => `  ${i + 1}. ${step.what}\n     do:     ${step.how}\n     verify: ${step.verify}`).join("\n");
}
