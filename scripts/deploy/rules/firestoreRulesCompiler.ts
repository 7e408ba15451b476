import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findFirestoreEmulator, isFirestoreReady, startCloudSdkFirestore } from "../../stack/firestoreEmulator";
import { freePort } from "../../stack/freePort";
import { startGroupProcess, type GroupProcess } from "../../stack/processes";
import { REPO_ROOT } from "../../stack/repoRoot";

const PROJECT_ID = "demo-deploy-check";
const OPEN_RULES = 'rules_version = "2";\nservice cloud.firestore { match /databases/{database}/documents { match /{doc=**} { allow read, write: if false; } } }\n';
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
  if (emulator.kind === "cloud-sdk") return startCloudSdkFirestore({ launcher: emulator.launcher, port, rulesFile, projectId: PROJECT_ID });
  const host = "127.0.0.1";
  const config = path.join(dir, "firebase.json");
  writeFileSync(
    config,
    JSON.stringify({
      firestore: { rules: rulesFile },
      emulators: { firestore: { host, port }, hub: { host, port: hub }, logging: { host, port: logging }, ui: { enabled: false }, singleProjectMode: true },
    }),
  );
  const firebase = path.join(REPO_ROOT, "node_modules", "firebase-tools", "lib", "bin", "firebase.js");
  return startGroupProcess("Cloud Firestore emulator", process.execPath, [firebase, "emulators:start", "--only", "firestore", "--project", PROJECT_ID, "--config", config], {
    cwd: dir,
    stdio: "ignore",
    env: { ...process.env, NO_UPDATE_NOTIFIER: "1", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
  });
}

/**
 * Starts the official Cloud Firestore emulator and compiles rules in it: the same compiler as
 * production's, loaded as @firebase/rules-unit-testing does. Null when no emulator runs here (Java).
 */
export async function startRulesCompiler(): Promise<RulesCompiler | null> {
  const dir = mkdtempSync(path.join(tmpdir(), "songs-rules-check-"));
  const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const emulator = startEmulator(dir, port, hub, logging);
  const cleanUp = async () => {
    await emulator?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  if (!emulator) {
    await cleanUp();
    return null;
  }
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isFirestoreReady(host))) {
    if (Date.now() > deadline || emulator.child.exitCode !== null) {
      await cleanUp();
      throw new Error("The Cloud Firestore emulator did not start, so the rules could not be compiled");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    async compile(rules) {
      const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
        method: "PUT",
        body: JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: rules }] } }),
      });
      return response.ok ? null : await response.text();
    },
    stop: cleanUp,
  };
}
