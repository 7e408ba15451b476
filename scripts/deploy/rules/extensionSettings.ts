import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { DeployContext, DeployRule } from "../deployRule";
import { dotenv } from "../firebaseTools";
import { deployedProjects, readFirebaseJson } from "../repoFiles";

/** The Trigger Email extension's instance (firebase.json `extensions`). */
export const SEND_EMAIL_INSTANCE = "firestore-send-email";

/**
 * The release its settings were written against: firebase.json installs exactly it. 0.2.5 to 0.2.8
 * changed no parameter (dependency and vulnerability fixes, SendGrid's customArgs and ipPoolName);
 * a new release's extension.yaml is read again before the version moves.
 */
export const SEND_EMAIL_VERSION = "0.2.8";

/** The parameters of firestore-send-email 0.2.8's extension.yaml, the secret ones apart. */
const SETTINGS = new Set([
  "DATABASE",
  "DATABASE_REGION",
  "AUTH_TYPE",
  "SMTP_CONNECTION_URI",
  "HOST",
  "OAUTH_PORT",
  "OAUTH_SECURE",
  "USER",
  "MAIL_COLLECTION",
  "DEFAULT_FROM",
  "DEFAULT_REPLY_TO",
  "USERS_COLLECTION",
  "TEMPLATES_COLLECTION",
  "TTL_EXPIRE_TYPE",
  "TTL_EXPIRE_VALUE",
  "TLS_OPTIONS",
]);
/** Its `type: secret` parameters: in a file, only ever a Secret Manager reference. */
const SECRETS = new Set(["SMTP_PASSWORD", "CLIENT_ID", "CLIENT_SECRET", "REFRESH_TOKEN"]);
/** Firebase's own settings of an instance (its function's location, memory, ...). */
const isSystemParam = (key: string) => key.startsWith("firebaseextensions.");

const SMTP_PASSWORD = "SMTP_PASSWORD";
/** The secret the SMTP password is kept in (npm run deploy:email-secret sets it). */
export const SMTP_PASSWORD_SECRET = `${SEND_EMAIL_INSTANCE}-${SMTP_PASSWORD}`;
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

/** What no settings file may hold: an unknown key (a typo firebase deploy would ignore), a secret's value. */
function keyProblems(file: string, params: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (SECRETS.has(key)) {
      if (!SECRET_REFERENCE.test(value))
        problems.push(
          `extensions/${file} holds a value for the secret ${key}: keep it in Secret Manager and name it (projects/\${param:PROJECT_NUMBER}/secrets/<name>/versions/latest)`,
        );
    } else if (!SETTINGS.has(key) && !isSystemParam(key)) {
      problems.push(
        `extensions/${file} sets ${key}, which is not a parameter of ${SEND_EMAIL_INSTANCE}@${SEND_EMAIL_VERSION}`,
      );
    }
  }
  if (/^smtps?:\/\/[^/@]*:[^/@]*@/.test(params.SMTP_CONNECTION_URI ?? ""))
    problems.push(`extensions/${file}: SMTP_CONNECTION_URI carries a password: keep it in the ${SMTP_PASSWORD} secret`);
  return problems;
}

/**
 * The Trigger Email extension is installed at the release its settings were written for; its
 * committed settings (extensions/<instance>.env, shared, and extensions/<instance>.env.<project-id>,
 * each project's own) name only its parameters, hold no secret's value (the SMTP password is a
 * Secret Manager reference, so the deploy never asks for it), put its database region and its
 * function in Firestore's location, and give each deployed project (`--project` and every real
 * alias) its SMTP connection and a real sender.
 */
export const extensionSettingsRule: DeployRule = {
  name: "Trigger Email extension settings and its SMTP secret",
  id: "extension",
  check(root, context: DeployContext) {
    const firebaseJson = readFirebaseJson(root);
    const installed = firebaseJson.extensions?.[SEND_EMAIL_INSTANCE];
    if (!installed) return [`firebase.json installs no ${SEND_EMAIL_INSTANCE} extension: no email would ever be sent`];
    const problems: string[] = [];
    const wanted = `firebase/${SEND_EMAIL_INSTANCE}@${SEND_EMAIL_VERSION}`;
    if (installed !== wanted)
      problems.push(
        `firebase.json installs ${installed}, but its settings are written for ${wanted}: read the new release's extension.yaml parameters, then move SEND_EMAIL_VERSION (scripts/deploy/rules/extensionSettings.ts) with it`,
      );
    const shared = `${SEND_EMAIL_INSTANCE}.env`;
    const files = existsSync(path.join(root, "extensions"))
      ? readdirSync(path.join(root, "extensions")).filter((file) => file.startsWith(`${shared}.`))
      : [];
    let base: Record<string, string> | null;
    try {
      base = readParams(root, shared);
    } catch (error) {
      return [...problems, (error as Error).message];
    }
    if (!base)
      return [
        ...problems,
        `extensions/${shared} is missing: firebase deploy would install the extension without its settings`,
      ];
    problems.push(...keyProblems(shared, base));
    const region = firebaseJson.firestore?.location;
    for (const key of ["DATABASE_REGION", "firebaseextensions.v1beta.function/location"]) {
      if (base[key] !== region)
        problems.push(
          `extensions/${shared} sets ${key}=${base[key] ?? ""}, but Firestore is in ${region ?? "(firebase.json firestore.location)"}`,
        );
    }
    if (!SECRET_REFERENCE.test(base[SMTP_PASSWORD] ?? "")) {
      problems.push(
        `extensions/${shared} does not name ${SMTP_PASSWORD} as a Secret Manager secret (projects/\${param:PROJECT_NUMBER}/secrets/${SMTP_PASSWORD_SECRET}/versions/latest): the deploy would ask for it`,
      );
    }
    const projects = new Set(deployedProjects(root, context.projectId));
    // Every project's file is read, a deployed project's or not: none may hold a secret's value.
    for (const file of [...new Set([...files, ...[...projects].map((id) => `${shared}.${id}`)])].sort()) {
      const projectId = file.slice(shared.length + 1);
      let own: Record<string, string> | null;
      try {
        own = readParams(root, file);
      } catch (error) {
        problems.push((error as Error).message);
        continue;
      }
      if (own) problems.push(...keyProblems(file, own));
      if (!projects.has(projectId)) continue;
      if (!own?.SMTP_CONNECTION_URI)
        problems.push(
          `extensions/${file} does not set SMTP_CONNECTION_URI (smtps://<user>@<host>:465, no password) for ${projectId}`,
        );
      const from = own?.DEFAULT_FROM ?? base.DEFAULT_FROM ?? "";
      if (/@songs\.example\.com>?$/.test(from))
        problems.push(`extensions/${file} does not set a real DEFAULT_FROM for ${projectId} (it is ${from})`);
    }
    return problems;
  },
};
