/**
 * `npm run deploy:email-secret -- --project <id>`: stores the Trigger Email extension's SMTP
 * password in Secret Manager (the secret its committed settings name, SMTP_PASSWORD_SECRET), read
 * from the SMTP_PASSWORD environment variable or from stdin, never from an argument (arguments
 * show in the process list and the shell's history) and never asked for: it runs unattended.
 * Creates the secret when missing, labelled as the extension's own (as `firebase deploy` labels one
 * it creates), then adds the password as its latest version, which the extension reads.
 * `firebase functions:secrets:set` cannot: it takes only UPPER_SNAKE_CASE names.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { gcloudSucceeds } from "./gcloud";
import { commandLine } from "./functionsIam";
import { parseProjectArgs } from "./projectArgs";
import { SEND_EMAIL_INSTANCE, SMTP_PASSWORD_SECRET } from "./rules/extensionSettings";

const USAGE = "SMTP_PASSWORD=... npm run deploy:email-secret -- --project <project-id> (or pipe the password in)";

/** The password from SMTP_PASSWORD, else from piped stdin (one trailing newline dropped); never asked for. */
export function readSmtpPassword(
  env: Record<string, string | undefined>,
  stdin: { isTTY?: boolean; read: () => string },
): string {
  const fromEnv = env.SMTP_PASSWORD;
  const password = fromEnv !== undefined && fromEnv !== "" ? fromEnv : stdin.isTTY ? "" : stdin.read();
  const value = password.replace(/\r?\n$/, "");
  if (!value)
    throw new Error(`No SMTP password: set SMTP_PASSWORD or pipe it in (${USAGE}); it is never taken as an argument`);
  return value;
}

/** Creates the secret when missing, then adds `password` as its latest version (through stdin); stops at a failure. */
export function setEmailSecret(
  projectId: string,
  password: string,
  { run = spawnSync, log = console.log }: { run?: typeof spawnSync; log?: (line: string) => void } = {},
): { created: boolean } {
  const project = `--project=${projectId}`;
  const exists = gcloudSucceeds(
    ["secrets", "describe", SMTP_PASSWORD_SECRET, project, "--format=value(name)"],
    { quiet: true },
    run,
  );
  if (!exists) {
    const create = [
      "secrets",
      "create",
      SMTP_PASSWORD_SECRET,
      "--replication-policy=automatic",
      `--labels=firebase-extensions-managed=${SEND_EMAIL_INSTANCE}`,
      project,
    ];
    log(`$ ${commandLine({ why: "", args: create })}`);
    if (!gcloudSucceeds(create, {}, run)) throw new Error("Stopped: creating the secret failed (above)");
  }
  const add = ["secrets", "versions", "add", SMTP_PASSWORD_SECRET, "--data-file=-", project];
  log(`$ ${commandLine({ why: "", args: add })} < (the password)`);
  if (!gcloudSucceeds(add, { input: password }, run)) throw new Error("Stopped: adding the password failed (above)");
  return { created: !exists };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const { projectId } = parseProjectArgs(process.argv.slice(2), {
      usage: USAGE,
      demo: "the local stack sends no email through the extension",
    });
    const password = readSmtpPassword(process.env, { isTTY: process.stdin.isTTY, read: () => readFileSync(0, "utf8") });
    const { created } = setEmailSecret(projectId, password);
    console.log(
      `\n${created ? "Created" : "Updated"}: ${SMTP_PASSWORD_SECRET} in ${projectId}, which extensions/${SEND_EMAIL_INSTANCE}.env names: firebase deploy uses it without asking. A deploy pins the version it finds, so a changed password reaches the extension at the next \`firebase deploy --only extensions --project ${projectId}\`.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
