import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findFirestoreEmulator, isFirestoreReady, startCloudSdkFirestore } from "../../stack/firestoreEmulator";
import { freePort } from "../../stack/freePort";
import { startGroupProcess, type GroupProcess } from "../../stack/processes";
import { REPO_ROOT } from "../../stack/repoRoot";

const PROJECT_ID = "demo-deploy-check";
const OPEN_RULES =
  'rules_version = "2";\nservice cloud.firestore { match /databases/{database}/documents { match /{doc=**} { allow read, write: if false; } } }\n';
const START_TIMEOUT_MS = 60_000;

export interface RulesCompiler {
  /** The emulator's compile errors for these rules, or null when they compile. */
  compile(rules: string): Promise<string | null>;
  stop(): Promise<void>;
}

/** The official emulator: firebase-tools' (Java 21) or the Cloud SDK's, started with rules known to compile. */
function startEmulator(dir: string, port: number, hub: number, logging: number): GroupProcess | null {
  const emulator = findFirestoreEmulator();
  if (!emulator) return null;
  const rulesFile = path.join(dir, "firestore.rules");
  writeFileSync(rulesFile, OPEN_RULES);
  // Nobody reads its output: npm test waits in spawnSync while the checks use it.
  if (emulator.kind === "cloud-sdk")
    return startCloudSdkFirestore({
      launcher: emulator.launcher,
      port,
      rulesFile,
      projectId: PROJECT_ID,
      discardOutput: true,
    });
  const host = "127.0.0.1";
  const config = path.join(dir, "firebase.json");
  writeFileSync(
    config,
    JSON.stringify({
      firestore: { rules: rulesFile },
      emulators: {
        firestore: { host, port },
        hub: { host, port: hub },
        logging: { host, port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const firebase = path.join(REPO_ROOT, "node_modules", "firebase-tools", "lib", "bin", "firebase.js");
  return startGroupProcess(
    "Cloud Firestore emulator",
    process.execPath,
    [firebase, "emulators:start", "--only", "firestore", "--project", PROJECT_ID, "--config", config],
    {
      cwd: dir,
      stdio: "ignore",
      env: { ...process.env, NO_UPDATE_NOTIFIER: "1", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
    },
  );
}

/** An official Cloud Firestore emulator running for rules checks: its host:port, and how to stop it. */
export interface RunningFirestore {
  host: string;
  stop(): Promise<void>;
}

/**
 * host:port of an official Firestore emulator that is already running for rules work: `npm test`
 * starts one and every rules check of the run (unit tests, deploy:check, test:rules) uses it, so
 * the Java emulator starts once instead of once per check.
 */
export const SHARED_RULES_FIRESTORE = "SONGS_RULES_FIRESTORE_HOST";

/** Starts the official emulator (firebase-tools' with Java 21, else the Cloud SDK's) on a free port; null without one here. */
export async function startOfficialFirestore(): Promise<RunningFirestore | null> {
  const dir = mkdtempSync(path.join(tmpdir(), "songs-rules-check-"));
  const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const emulator = startEmulator(dir, port, hub, logging);
  const stop = async () => {
    await emulator?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  if (!emulator) {
    await stop();
    return null;
  }
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isFirestoreReady(host))) {
    if (Date.now() > deadline || emulator.child.exitCode !== null) {
      await stop();
      throw new Error("The Cloud Firestore emulator did not start, so the rules could not be compiled");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { host, stop };
}

/**
 * Compiles rules in the official Cloud Firestore emulator: the same compiler as production's,
 * loaded as @firebase/rules-unit-testing does. Uses the run's shared emulator when there is one,
 * else starts its own. Null when no emulator runs here (Java).
 */
export async function startRulesCompiler(): Promise<RulesCompiler | null> {
  const shared = process.env[SHARED_RULES_FIRESTORE];
  const emulator =
    shared && (await isFirestoreReady(shared))
      ? { host: shared, stop: async () => undefined }
      : await startOfficialFirestore();
  if (!emulator) return null;
  return {
    async compile(rules) {
      const response = await fetch(`http://${emulator.host}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
        method: "PUT",
        body: JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: rules }] } }),
      });
      return response.ok ? null : await response.text();
    },
    stop: emulator.stop,
  };
}
