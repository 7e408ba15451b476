/**
 * What `npm start` keeps across restarts: the Firestore and Auth data, saved on Ctrl-C and every
 * minute while it runs, restored at the next start, so work waiting for a time (a scheduled
 * delivery, an offer's lapse) still happens after a restart. The emulators keep nothing by
 * themselves: the Cloud SDK's Firestore emulator exports on request (`--export-on-exit` is broken
 * in 1.19.9) and imports with `--import-data`; firebase-tools exports Auth (and its own Firestore)
 * through the hub and imports with `--import`. Tests start empty.
 */
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";

const FIRESTORE_EXPORT = "firestore";
const EMULATORS_EXPORT = "emulators";

/** The Cloud SDK Firestore emulator's `--import-data` file, when a saved copy exists. */
export function savedFirestore(dataDir: string): string | null {
  const file = path.join(dataDir, FIRESTORE_EXPORT, `${FIRESTORE_EXPORT}.overall_export_metadata`);
  return existsSync(file) ? file : null;
}

/** firebase-tools' `--import` folder (Auth, and Firestore where firebase-tools runs it), when saved. */
export function savedEmulators(dataDir: string): string | null {
  const dir = path.join(dataDir, EMULATORS_EXPORT);
  return existsSync(path.join(dir, "firebase-export-metadata.json")) ? dir : null;
}

async function postJson(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

/**
 * Saves the stack's data into `dataDir`: firebase-tools' emulators through the hub, and the Cloud SDK
 * Firestore emulator (when `firestoreHost` is given) into a new folder swapped in when complete, so
 * a save cut short never leaves a half-written copy.
 */
export async function saveStackData(options: {
  dataDir: string;
  hubOrigin: string;
  firestoreHost: string | null;
  projectId: string;
}): Promise<void> {
  const { dataDir, projectId } = options;
  await mkdir(dataDir, { recursive: true });
  await postJson(`${options.hubOrigin}/_admin/export`, {
    path: path.join(dataDir, EMULATORS_EXPORT),
    initiatedBy: "songs-stack",
  });
  if (!options.firestoreHost) return;
  const fresh = path.join(dataDir, `.${FIRESTORE_EXPORT}-saving`);
  await rm(fresh, { recursive: true, force: true });
  await mkdir(fresh);
  await postJson(`http://${options.firestoreHost}/emulator/v1/projects/${projectId}:export`, {
    database: `projects/${projectId}/databases/(default)`,
    export_directory: fresh,
    export_name: FIRESTORE_EXPORT,
  });
  const target = path.join(dataDir, FIRESTORE_EXPORT);
  await rm(target, { recursive: true, force: true });
  await rename(path.join(fresh, FIRESTORE_EXPORT), target);
  await rm(fresh, { recursive: true, force: true });
}
