/**
 * `npm run grant-admin -- <email> [--project <id>]`: gives a user the admin role (custom claim
 * `admin: true`). Against the local stack by default (Auth emulator at FIREBASE_AUTH_EMULATOR_HOST,
 * else 127.0.0.1:9099, project demo-songs); with `--project <id>` against a real project using
 * Application Default Credentials (`gcloud auth application-default login` or
 * GOOGLE_APPLICATION_CREDENTIALS). The user signs in again (or refreshes the token) to get the role.
 */
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

const args = process.argv.slice(2);
const projectFlag = args.indexOf("--project");
const realProject = projectFlag >= 0 ? args[projectFlag + 1] : undefined;
const email = args.find((arg, index) => !arg.startsWith("--") && (projectFlag < 0 || index !== projectFlag + 1));

if (!email || (projectFlag >= 0 && !realProject)) {
  console.error("Usage: npm run grant-admin -- <email> [--project <firebase-project-id>]");
  process.exit(2);
}

if (!realProject) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";
const projectId = realProject ?? "demo-songs";
const auth = getAuth(initializeApp({ projectId }));

try {
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  const where = realProject
    ? `project ${realProject}`
    : `the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
  console.log(`✔ ${email} (${user.uid}) is now an admin in ${where}. They get the role at their next sign-in.`);
  process.exit(0);
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === "auth/user-not-found"
      ? `No user with the email ${email}.`
      : `Could not grant the admin role: ${String(error)}`,
  );
  process.exit(1);
}
