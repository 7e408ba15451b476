/**
 * What the command-line tools that read or fix stored data (`npm run migrate:*`, `npm run
 * audit:*`) share: their flags, and the Firestore they work on: the local stack's emulator
 * (FIRESTORE_EMULATOR_HOST, else 127.0.0.1:8080, project demo-songs), or with `--project <id>` a
 * real project through Application Default Credentials (`gcloud auth application-default login`).
 */
import { initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import type { Database } from "./audit/everyDocument";
import { ensureLocalSecrets } from "./stack/localSecrets";
import { REPO_ROOT } from "./stack/repoRoot";

/** A flag's value (`--flag value` or `--flag=value`); undefined when it is not given. */
export function flagValue(args: readonly string[], flag: string): string | undefined {
  const index = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
  if (index < 0) return undefined;
  const arg = args[index] as string;
  return arg.includes("=") ? arg.slice(flag.length + 1) : args[index + 1];
}

/**
 * The Firestore the tool works on (`database` names it for reads past the SDK), and how to name it
 * in its report; null when `--project` has no id.
 */
export function firestoreTarget(
  args: readonly string[],
): { db: Firestore; database: Database; where: string; project: string | null } | null {
  const project = flagValue(args, "--project") ?? null;
  if (args.some((arg) => arg.startsWith("--project")) && !project) return null;
  const emulatorHost = project ? null : (process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080");
  const projectId = project ?? "demo-songs";
  const db = getFirestore(initializeApp({ projectId }));
  const where = project ? `project ${project}` : `the Firestore emulator at ${emulatorHost}`;
  return { db, database: { projectId, emulatorHost }, where, project };
}

/**
 * The key of the emails' keyed hash (EMAIL_HASH_KEY): from the environment, or on the emulator
 * the local stack's (functions/.secret.local); null for a real project without it in the
 * environment (`EMAIL_HASH_KEY=$(gcloud secrets versions access latest --secret EMAIL_HASH_KEY)`).
 */
export function emailHashKeyOf(target: { project: string | null }): string | null {
  const key = process.env.EMAIL_HASH_KEY?.trim();
  if (key) return key;
  return target.project ? null : ensureLocalSecrets(REPO_ROOT).EMAIL_HASH_KEY;
}
