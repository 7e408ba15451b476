/**
 * `npm run configure-identity-platform -- --project <id> --site https://<site>`: applies the
 * Identity Platform settings the marketplace relies on (`identityPlatform/projectConfig.ts`: TOTP
 * for admins, reCAPTCHA password-attack protection, email enumeration protection through the Admin
 * SDK's project config; password sign-in on, anonymous sign-in off, the site's host among the
 * authorised domains and its /auth page as the emails' action URL through Identity Toolkit's admin
 * API) to a real project, with Application Default Credentials (`gcloud auth application-default
 * login` or GOOGLE_APPLICATION_CREDENTIALS). The Auth emulator has none of them, so `demo-` projects
 * are refused: the local stack uses the emulator adapter instead.
 */
import { applicationDefault, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { publicSiteUrlProblem } from "./build/siteUrl";
import { identityPlatformUpdate, signInProvidersUpdate, siteDomainUpdate } from "./identityPlatform/projectConfig";

const args = process.argv.slice(2);
const projectFlag = args.indexOf("--project");
const projectId = projectFlag >= 0 ? args[projectFlag + 1] : undefined;
const siteFlag = args.indexOf("--site");
const siteUrl = siteFlag >= 0 ? args[siteFlag + 1]?.replace(/\/+$/, "") : undefined;

if (!projectId || !siteUrl) {
  console.error(
    "Usage: npm run configure-identity-platform -- --project <firebase-project-id> --site https://<site> (the SITE_URL origin)",
  );
  process.exit(2);
}
const siteProblem = publicSiteUrlProblem(siteUrl, "--site");
if (siteProblem) {
  console.error(`${siteProblem}: name the deployed site's public origin.`);
  process.exit(2);
}
if (projectId.startsWith("demo-")) {
  console.error(
    `${projectId} is a demo project: the Auth emulator implements neither TOTP nor reCAPTCHA nor email enumeration protection, so the local stack needs nothing configured. Pass a real project id.`,
  );
  process.exit(2);
}
if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error("FIREBASE_AUTH_EMULATOR_HOST is set: unset it to change a real project's configuration.");
  process.exit(2);
}

interface ToolkitConfig {
  signIn?: { anonymous?: { enabled?: boolean }; email?: { enabled?: boolean } };
  authorizedDomains?: string[];
  notification?: { sendEmail?: { callbackUri?: string } };
}

/** Identity Toolkit's admin API on the project's config: GET it, or PATCH the fields `updateMask` names. */
async function toolkitConfig(id: string, update?: { updateMask: string; body: object }): Promise<ToolkitConfig> {
  const { access_token: token } = await applicationDefault().getAccessToken();
  const url = `https://identitytoolkit.googleapis.com/admin/v2/projects/${encodeURIComponent(id)}/config`;
  const response = await fetch(update ? `${url}?updateMask=${encodeURIComponent(update.updateMask)}` : url, {
    method: update ? "PATCH" : "GET",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "X-Goog-User-Project": id },
    ...(update ? { body: JSON.stringify(update.body) } : {}),
  });
  if (!response.ok) throw new Error(`Identity Toolkit answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ToolkitConfig;
}

/** Applies signInProvidersUpdate and siteDomainUpdate in one PATCH and answers the config the project then has. */
async function updateToolkitConfig(id: string, site: string): Promise<ToolkitConfig> {
  const providers = signInProvidersUpdate();
  const domain = siteDomainUpdate(site, await toolkitConfig(id));
  return toolkitConfig(id, {
    updateMask: `${providers.updateMask},${domain.updateMask}`,
    body: { ...providers.body, ...domain.body },
  });
}

try {
  const projectConfig = getAuth(initializeApp({ projectId })).projectConfigManager();
  const applied = await projectConfig.updateProjectConfig(
    identityPlatformUpdate(await projectConfig.getProjectConfig()),
  );
  const { signIn = {}, authorizedDomains = [], notification } = await updateToolkitConfig(projectId, siteUrl);
  console.log(
    `✔ ${projectId}: TOTP multi-factor enabled (admins enrol at /mfa-setup), reCAPTCHA ${applied.recaptchaConfig?.emailPasswordEnforcementState ?? "?"} on password sign-in, email enumeration protection ${applied.emailPrivacyConfig?.enableImprovedEmailPrivacy ? "on" : "OFF"}, password sign-in ${signIn.email?.enabled ? "on" : "OFF"}, anonymous sign-in ${signIn.anonymous?.enabled ? "ON" : "off"}, authorised domains ${authorizedDomains.join(", ")}, emails' action URL ${notification?.sendEmail?.callbackUri ?? "(Firebase's default)"}.`,
  );
  process.exit(0);
} catch (error) {
  console.error(
    `Could not configure Identity Platform for ${projectId} (is it enabled, and are you allowed to configure it?): ${String(error)}`,
  );
  process.exit(1);
}
