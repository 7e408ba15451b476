/**
 * `npm run test:rules`: the security-rules suite (tests/rules) on the official Cloud Firestore
 * emulator, on every run. With Java 21 firebase-tools runs it and the Storage emulator under
 * `emulators:exec`, and every test runs. Otherwise the Cloud SDK's launcher starts here on a free
 * port with firestore.rules and the Firestore tests run, but the Storage rules tests cannot: the
 * run fails saying so, unless STORAGE_RULES=not-checked accepts that (npm test passes it on such a
 * machine and names the tests not run in its summary). No emulator at all fails with what to install.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { SHARED_RULES_FIRESTORE } from "../deploy/rules/firestoreRulesCompiler";
import { RULES_PROJECT_ID } from "../rules/rulesProject";
import {
  findFirestoreEmulator,
  isFirestoreReady,
  MISSING_FIRESTORE_EMULATOR,
  startCloudSdkFirestore,
} from "./firestoreEmulator";
import { freePort } from "./freePort";
import { REPO_ROOT } from "./repoRoot";

const READY_TIMEOUT_MS = 60_000;
const VITEST = [
  path.join(REPO_ROOT, "node_modules", "vitest", "vitest.mjs"),
  "run",
  "--config",
  "vitest.rules.config.ts",
];
const STORAGE_SUITE = "tests/rules/storage.test.ts";

function run(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: "inherit", env });
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code ?? 1));
    child.once("error", () => resolve(1));
  });
}

function runUnderFirebaseTools(): Promise<number> {
  const firebase = path.join(REPO_ROOT, "node_modules", "firebase-tools", "lib", "bin", "firebase.js");
  const command = [process.execPath, ...VITEST].map((part) => JSON.stringify(part)).join(" ");
  return run([firebase, "emulators:exec", "--only", "firestore,storage", "--project", RULES_PROJECT_ID, command]);
}

/** The Firestore rules suite on the run's shared emulator (npm test's), then the Storage verdict. */
async function runOnSharedEmulator(host: string, java: number): Promise<number> {
  return storageVerdict(
    await run([...VITEST, "--exclude", STORAGE_SUITE], { ...process.env, FIRESTORE_EMULATOR_HOST: host }),
    java,
  );
}

/** Without the Storage emulator its tests cannot run: the run fails, unless STORAGE_RULES=not-checked accepts that. */
function storageVerdict(firestoreOnly: number, java: number): number {
  const reason = `the Storage emulator runs only in firebase-tools, which needs Java 21 (Java ${java} is installed)`;
  if (process.env.STORAGE_RULES === "not-checked") {
    console.log(
      `\n⚠ NOT RUN: the Storage rules tests (${STORAGE_SUITE}): ${reason}. STORAGE_RULES=not-checked accepts that.`,
    );
    return firestoreOnly;
  }
  console.error(
    `\n✖ The Storage rules tests (${STORAGE_SUITE}) cannot run: ${reason}. Install Java 21, or set STORAGE_RULES=not-checked to go on without them.`,
  );
  return 1;
}

async function runOnCloudSdk(launcher: string, java: number): Promise<number> {
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  const firestore = startCloudSdkFirestore({
    launcher,
    port,
    rulesFile: path.join(REPO_ROOT, "firestore.rules"),
    projectId: RULES_PROJECT_ID,
  });
  // Kept (and the pipes drained) so a failed start can show why.
  let output = "";
  const keep = (chunk: Buffer) => (output = `${output}${chunk.toString()}`.slice(-4000));
  firestore.child.stdout?.on("data", keep);
  firestore.child.stderr?.on("data", keep);
  let exited = false;
  void firestore.exited.then(() => (exited = true));
  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await isFirestoreReady(host))) {
      if (exited || Date.now() > deadline) {
        console.error(`✖ The Cloud Firestore emulator did not start on ${host}:\n${output}`);
        return 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return storageVerdict(
      await run([...VITEST, "--exclude", STORAGE_SUITE], { ...process.env, FIRESTORE_EMULATOR_HOST: host }),
      java,
    );
  } finally {
    await firestore.stop();
  }
}

const emulator = findFirestoreEmulator();
if (!emulator) {
  console.error(MISSING_FIRESTORE_EMULATOR);
  process.exit(1);
}
console.log(`Firestore: ${emulator.description}`);
const shared = process.env[SHARED_RULES_FIRESTORE];
process.exit(
  emulator.kind === "firebase-tools"
    ? await runUnderFirebaseTools()
    : shared && (await isFirestoreReady(shared))
      ? await runOnSharedEmulator(shared, emulator.java)
      : await runOnCloudSdk(emulator.launcher, emulator.java),
);
