/**
 * `npm test`: every check, in order, on a fresh machine. Makes sure the system Chromium and Java are
 * there (installing them through apt when missing) and that the official Cloud Firestore emulator
 * is (saying what to install when not), then runs typecheck, lint, unit tests, the API and
 * end-to-end suites against a local stack on free ports, and the security-rules suite on the
 * official Cloud Firestore emulator. That Java emulator starts twice in all: once for every rules
 * check of the run, once in the local stack. The unit tests run beside typecheck, lint, build and
 * deploy preflight (two lanes, one core each); the stack's suites then run alone.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH, DEFAULT_CHROMIUM } from "../tests/support/browser";
import { SHARED_RULES_FIRESTORE, startOfficialFirestore } from "./deploy/rules/firestoreRulesCompiler";
import { findFirestoreEmulator, javaMajorVersion, MISSING_FIRESTORE_EMULATOR } from "./stack/firestoreEmulator";

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

interface Step {
  title: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

/** Runs one step with its output kept, to print whole when its lane ends: lanes never interleave lines. */
function runQuietly({ title, command, args, env = process.env }: Step): Promise<{ ok: boolean; text: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const output: string[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      resolve({ ok, text: `\n▶ ${title}\n${output.join("")}${ok ? `✔ ${title} (${seconds} s)` : `✖ ${title} failed after ${seconds} s`}\n` });
    });
  });
}

/**
 * Runs lanes of steps side by side (a lane's steps one after another), printing each lane's output
 * when it ends, and stops the run when a step fails. The unit tests take one core (vitest keeps
 * one free), so the checks that need no stack use the other.
 */
async function runLanes(lanes: Step[][]): Promise<void> {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const { ok, text } = await runQuietly(step);
        process.stdout.write(text);
        if (!ok) return false;
      }
      return true;
    }),
  );
  if (results.includes(false)) process.exit(1);
}

function aptInstall(what: string, packageName: string, installed: () => boolean): void {
  if (installed()) return;
  console.log(`${what} is missing: installing it with apt (needs root).`);
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args: string[]) =>
    spawnSync(asRoot[0] ?? "apt-get", asRoot.length ? ["apt-get", ...args] : args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  apt(["update"]);
  const result = apt(["install", "-y", "--no-install-recommends", packageName]);
  if (result.status !== 0 || !installed()) {
    console.error(`Could not install ${what} (${packageName}); the tests need it.`);
    process.exit(1);
  }
}

const started = Date.now();
// The end-to-end suites' browser: CHROMIUM_PATH names one (any Chromium or Chrome), else Debian's.
if (CHROMIUM_PATH !== DEFAULT_CHROMIUM && !existsSync(CHROMIUM_PATH)) {
  console.error(`✖ CHROMIUM_PATH is ${CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}
aptInstall("Chromium", "chromium", () => existsSync(CHROMIUM_PATH));
// The official Cloud Firestore emulator is a Java program (17 or newer).
aptInstall("Java", "openjdk-17-jre-headless", () => (javaMajorVersion() ?? 0) >= 17);
if (!findFirestoreEmulator()) {
  console.error(`\n✖ ${MISSING_FIRESTORE_EMULATOR}\n`);
  process.exit(1);
}
// One official Firestore emulator for every rules check of the run (the rules compile tests,
// deploy:check, the rules suites); the local stack starts its own, wired to its functions.
const rulesFirestore = await startOfficialFirestore();
if (rulesFirestore) process.env[SHARED_RULES_FIRESTORE] = rulesFirestore.host;
await runLanes([
  [{ title: "Unit tests", command: "npx", args: ["vitest", "run"] }],
  [
    { title: "Typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
    { title: "Lint", command: "npm", args: ["run", "--silent", "lint"] },
    { title: "Build", command: "npm", args: ["run", "--silent", "build"] },
    // The repo's deploy configuration, checked as for a project whose site is at an example origin
    // (a real deploy sets its own VITE_SITE_URL).
    {
      title: "Deploy preflight",
      command: "npm",
      args: ["run", "--silent", "deploy:check"],
      env: { ...process.env, VITE_SITE_URL: process.env.VITE_SITE_URL || "https://songs.example.com" },
    },
  ],
]);
run("API and end-to-end tests (local stack, Chromium)", "npm", ["run", "--silent", "test:integration"]);
// Firestore rules on every run (fails when no official emulator is installed); Storage rules
// where the Storage emulator can start (Java 21), else named as not run in the summary below.
const storageRulesRun = (javaMajorVersion() ?? 0) >= 21;
if (!storageRulesRun) process.env.STORAGE_RULES = "not-checked";
run("Security rules tests (official Cloud Firestore emulator)", "npm", ["run", "--silent", "test:rules"]);
await rulesFirestore?.stop();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (!storageRulesRun) {
  console.log(
    "⚠ NOT RUN: the 15 Storage rules tests (tests/rules/storage.test.ts) need the Storage emulator, which needs Java 21; deploy:check compiled storage.rules.",
  );
}
