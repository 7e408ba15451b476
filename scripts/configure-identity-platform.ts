/**
 * `npm run configure-identity-platform -- --project <id>`: applies the Identity Platform settings
 * the marketplace relies on (`identityPlatform/projectConfig.ts`: TOTP for admins, reCAPTCHA
 * password-attack protection, email enumeration protection) to a real project through the Admin
 * SDK's project config, with Application Default Credentials (`gcloud auth application-default
 * login` or GOOGLE_APPLICATION_CREDENTIALS). The Auth emulator has none of them, so `demo-` projects
 * are refused: the local stack uses the emulator adapter instead.
 */
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { identityPlatformUpdate } from "./identityPlatform/projectConfig";

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

try {
  const projectConfig = getAuth(initializeApp({ projectId })).projectConfigManager();
  const applied = await projectConfig.updateProjectConfig(identityPlatformUpdate(await projectConfig.getProjectConfig()));
  console.log(
    `✔ ${projectId}: TOTP multi-factor enabled (admins enrol at /mfa-setup), reCAPTCHA ${applied.recaptchaConfig?.emailPasswordEnforcementState ?? "?"} on password sign-in, email enumeration protection ${applied.emailPrivacyConfig?.enableImprovedEmailPrivacy ? "on" : "OFF"}.`,
  );
  process.exit(0);
} catch (error) {
  console.error(`Could not configure Identity Platform for ${projectId} (is it enabled, and are you allowed to configure it?): ${String(error)}`);
  process.exit(1);
}
