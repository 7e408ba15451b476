/**
 * `npm run configure-identity-platform -- --project <id>`: applies the Identity Platform settings
 * the marketplace relies on (`identityPlatform/projectConfig.ts`: TOTP for admins, reCAPTCHA
 * password-attack protection, email enumeration protection through the Admin SDK's project config;
 * password sign-in on and anonymous sign-in off through Identity Toolkit's admin API) to a real
 * project, with Application Default Credentials (`gcloud auth application-default
 * login` or GOOGLE_APPLICATION_CREDENTIALS). The Auth emulator has none of them, so `demo-` projects
 * are refused: the local stack uses the emulator adapter instead.
 */
import { applicationDefault, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { identityPlatformUpdate, signInProvidersUpdate } from "./identityPlatform/projectConfig";

const args = process.argv.slice(2);
const projectFlag = args.indexOf("--project");
const projectId = projectFlag >= 0 ? args[projectFlag + 1] : undefined;

if (!projectId) {
  console.error("Usage: npm run configure-identity-platform -- --project <firebase-project-id>");
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

/** Applies signInProvidersUpdate and answers the providers the project then has. */
async function updateSignInProviders(
  id: string,
): Promise<{ anonymous?: { enabled?: boolean }; email?: { enabled?: boolean } }> {
  const { access_token: token } = await applicationDefault().getAccessToken();
  const { updateMask, body } = signInProvidersUpdate();
  const response = await fetch(
    `https://identitytoolkit.googleapis.com/admin/v2/projects/${encodeURIComponent(id)}/config?updateMask=${encodeURIComponent(updateMask)}`,
    {
      method: "PATCH",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "X-Goog-User-Project": id },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`Identity Toolkit answered ${response.status}: ${await response.text()}`);
  return (
    ((await response.json()) as { signIn?: { anonymous?: { enabled?: boolean }; email?: { enabled?: boolean } } })
      .signIn ?? {}
  );
}

try {
  const projectConfig = getAuth(initializeApp({ projectId })).projectConfigManager();
  const applied = await projectConfig.updateProjectConfig(
    identityPlatformUpdate(await projectConfig.getProjectConfig()),
  );
  const signIn = await updateSignInProviders(projectId);
  console.log(
    `✔ ${projectId}: TOTP multi-factor enabled (admins enrol at /mfa-setup), reCAPTCHA ${applied.recaptchaConfig?.emailPasswordEnforcementState ?? "?"} on password sign-in, email enumeration protection ${applied.emailPrivacyConfig?.enableImprovedEmailPrivacy ? "on" : "OFF"}, password sign-in ${signIn.email?.enabled ? "on" : "OFF"}, anonymous sign-in ${signIn.anonymous?.enabled ? "ON" : "off"}.`,
  );
  process.exit(0);
} catch (error) {
  console.error(
    `Could not configure Identity Platform for ${projectId} (is it enabled, and are you allowed to configure it?): ${String(error)}`,
  );
  process.exit(1);
}
