import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DeployContext, DeployRule } from "../deployRule";
import { dotenv } from "../firebaseTools";
import { firebasercProjects, isDemoProject, readFirebaseJson } from "../repoFiles";

/** The Trigger Email extension's instance (firebase.json `extensions`) and its committed settings. */
export const SEND_EMAIL_INSTANCE = "firestore-send-email";

/**
 * The extension's public settings, as `firebase deploy` reads them from extensions/<instance>.env.
 * They live here and deploy:check writes the file (git-ignored) before it checks it: no file that
 * looks like a secret is committed, and the SMTP password is only ever a Secret Manager reference.
 */
const SEND_EMAIL_SETTINGS = `# The Trigger Email extension's settings (firebase.json \`extensions\`), which \`firebase deploy\` reads.
# Written by \`npm run deploy:check\` from scripts/deploy/rules/extensionSettings.ts (edit them there);
# public values only, never a password, and not committed. A project's own
# SMTP user and host (SMTP_CONNECTION_URI) and sender (DEFAULT_FROM) go in
# firestore-send-email.env.<project-id> beside this file (git-ignored), which overrides these.
DATABASE=(default)
# Where Firestore is and the extension's function runs: firebase.json \`firestore.location\`.
DATABASE_REGION=us-central1
firebaseextensions.v1beta.function/location=us-central1
MAIL_COLLECTION=mail
AUTH_TYPE=UsernamePassword
DEFAULT_FROM=Songs from the Heart <no-reply@songs.example.com>
# A secret in Secret Manager, never a value in a file: the first \`firebase deploy\` to a project
# finds no such secret and asks for the SMTP password, then stores it there.
SMTP_PASSWORD=projects/\${param:PROJECT_NUMBER}/secrets/firestore-send-email-SMTP_PASSWORD/versions/latest
# The functions set \`expiresAt\` on every mail document they queue, and the Firestore TTL policy on
# mail.expiresAt deletes it: the extension's own expiry stays off.
TTL_EXPIRE_TYPE=never
TTL_EXPIRE_VALUE=1
`;

/** Writes the extension's settings file that `firebase deploy` reads (deploy:check does, first). */
export function writeSendEmailSettings(root: string): void {
  mkdirSync(path.join(root, "extensions"), { recursive: true });
  writeFileSync(path.join(root, "extensions", `${SEND_EMAIL_INSTANCE}.env`), SEND_EMAIL_SETTINGS);
}

/** The extension's secret parameter and the Secret Manager name `firebase ext:install` gives it. */
const SMTP_PASSWORD = "SMTP_PASSWORD";
const SECRET_REFERENCE = /^projects\/[^/]+\/secrets\/[^/]+\/versions\/[^/]+$/;

/** A parameter file as firebase-tools reads it for an extension; null when it does not exist. */
function readParams(root: string, file: string): Record<string, string> | null {
  const full = path.join(root, "extensions", file);
  if (!existsSync(full)) return null;
  const { envs, errors } = dotenv.parse(readFileSync(full, "utf8").trim());
  if (errors.length > 0)
    throw new Error(`extensions/${file} has lines firebase-tools cannot read: ${errors.join("; ")}`);
  return envs;
}

/**
 * The Trigger Email extension's settings (extensions/<instance>.env, written from this module) declare
 * the SMTP password as a Secret Manager secret, so the first deploy asks for it; no file holds a
 * password; the extension's database region and its function's location are Firestore's location;
 * the project's own file (.env.<project-id>, for `--project` and each real alias) sets the SMTP
 * connection and a real sender.
 */
export const extensionSettingsRule: DeployRule = {
  name: "Trigger Email extension settings and its SMTP secret",
  id: "extension",
  check(root, context: DeployContext) {
    const firebaseJson = readFirebaseJson(root);
    if (!firebaseJson.extensions?.[SEND_EMAIL_INSTANCE])
      return [`firebase.json installs no ${SEND_EMAIL_INSTANCE} extension: no email would ever be sent`];
    const committed = `${SEND_EMAIL_INSTANCE}.env`;
    let base: Record<string, string> | null;
    try {
      base = readParams(root, committed);
    } catch (error) {
      return [(error as Error).message];
    }
    if (!base)
      return [`extensions/${committed} is missing: firebase deploy would install the extension without its settings`];
    const problems: string[] = [];
    const region = firebaseJson.firestore?.location;
    for (const key of ["DATABASE_REGION", "firebaseextensions.v1beta.function/location"]) {
      if (base[key] !== region)
        problems.push(
          `extensions/${committed} sets ${key}=${base[key] ?? ""}, but Firestore is in ${region ?? "(firebase.json firestore.location)"}`,
        );
    }
    if (!SECRET_REFERENCE.test(base[SMTP_PASSWORD] ?? "")) {
      problems.push(
        `extensions/${committed} does not declare ${SMTP_PASSWORD} as a Secret Manager secret (projects/\${param:PROJECT_NUMBER}/secrets/${SEND_EMAIL_INSTANCE}-${SMTP_PASSWORD}/versions/latest): the deploy would never ask for it`,
      );
    }
    const projects = new Set(
      [...Object.values(firebasercProjects(root)), ...(context.projectId ? [context.projectId] : [])].filter(
        (id) => !isDemoProject(id),
      ),
    );
    for (const projectId of projects) {
      const file = `${SEND_EMAIL_INSTANCE}.env.${projectId}`;
      let own: Record<string, string> | null;
      try {
        own = readParams(root, file);
      } catch (error) {
        problems.push((error as Error).message);
        continue;
      }
      if (!own?.SMTP_CONNECTION_URI)
        problems.push(
          `extensions/${file} does not set SMTP_CONNECTION_URI (smtps://<user>@<host>:465, no password) for ${projectId}`,
        );
      const from = own?.DEFAULT_FROM ?? base.DEFAULT_FROM ?? "";
      if (/@songs\.example\.com>?$/.test(from))
        problems.push(`extensions/${file} does not set a real DEFAULT_FROM for ${projectId} (it is ${from})`);
      if (own && SMTP_PASSWORD in own && !SECRET_REFERENCE.test(own[SMTP_PASSWORD] ?? ""))
        problems.push(`extensions/${file} holds a literal ${SMTP_PASSWORD}: keep it in Secret Manager`);
      if (/:[^/@:]+@/.test(own?.SMTP_CONNECTION_URI ?? ""))
        problems.push(
          `extensions/${file}: SMTP_CONNECTION_URI carries a password: keep it in the ${SMTP_PASSWORD} secret`,
        );
    }
    return problems;
  },
};
