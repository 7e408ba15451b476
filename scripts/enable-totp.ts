/**
 * `npm run enable-totp -- --project <id>`: turns on Firebase Auth's native TOTP multi-factor
 * authentication for a real project (Identity Platform), through the Admin SDK's project config,
 * with Application Default Credentials (`gcloud auth application-default login` or
 * GOOGLE_APPLICATION_CREDENTIALS). The Auth emulator has no TOTP, so `demo-` projects are refused:
 * the local stack uses the emulator adapter instead.
 */
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

/** How many 30-second steps either side of the current one Firebase accepts (its documented example). */
const ADJACENT_INTERVALS = 5;

const args = process.argv.slice(2);
const projectFlag = args.indexOf("--project");
const projectId = projectFlag >= 0 ? args[projectFlag + 1] : undefined;

if (!projectId) {
  console.error("Usage: npm run enable-totp -- --project <firebase-project-id>");
  process.exit(2);
}
if (projectId.startsWith("demo-")) {
  console.error(
    `${projectId} is a demo project: the Auth emulator does not implement TOTP, so the local stack uses the emulator adapter and needs nothing enabled. Pass a real project id.`,
  );
  process.exit(2);
}
if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error("FIREBASE_AUTH_EMULATOR_HOST is set: unset it to change a real project's configuration.");
  process.exit(2);
}

try {
  const projectConfig = getAuth(initializeApp({ projectId })).projectConfigManager();
  // `state` is SMS multi-factor's own switch: keep whatever the project has.
  const current = await projectConfig.getProjectConfig();
  await projectConfig.updateProjectConfig({
    multiFactorConfig: {
      state: current.multiFactorConfig?.state ?? "DISABLED",
      providerConfigs: [{ state: "ENABLED", totpProviderConfig: { adjacentIntervals: ADJACENT_INTERVALS } }],
    },
  });
  console.log(`✔ TOTP multi-factor authentication is enabled for ${projectId}. Admins enrol their app at /mfa-setup.`);
  process.exit(0);
} catch (error) {
  console.error(`Could not enable TOTP for ${projectId} (is Identity Platform enabled, and are you allowed to configure it?): ${String(error)}`);
  process.exit(1);
}
