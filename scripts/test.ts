/**
 * `npm test`: every check, on a fresh machine. Makes sure the system Chromium and Java are there
 * (installing them through apt when missing) and that the official Cloud Firestore emulator is
 * (saying what to install when not), then runs typecheck, lint, build, deploy preflight, the unit
 * tests, the API and end-to-end suites (in three parts, each against its own local stack on free
 * ports, whose data the privacy audit reads after the part's suites: tests/support/globalSetup.ts)
 * and the security-rules suite, each step as soon as what it needs has passed. The Java
 * emulator starts four times in all: once for every rules check of the run, once in each stack.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH, DEFAULT_CHROMIUM, HEADLESS_SHELL_PATH } from "../tests/support/browser";
import { SHARED_RULES_FIRESTORE, startOfficialFirestore } from "./deploy/rules/firestoreRulesCompiler";
import {
  findFirestoreEmulator,
  javaMajorVersion,
  MISSING_FIRESTORE_EMULATOR,
  SHORT_RUN_JVM_OPTIONS,
} from "./stack/firestoreEmulator";
import { ensureLocalSecrets } from "./stack/localSecrets";
import { REPO_ROOT } from "./stack/repoRoot";
import { FUNCTIONS_BUILT } from "./stack/startStack";
import { saveLastRunSeconds } from "./testParts";
import { fileTimesOf, timeSummary, type StepTime } from "./testTimes";

interface Step {
  title: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Titles of the steps this one waits for. */
  after?: string[];
}

/** The title the API and end-to-end suites' parts start with. */
const INTEGRATION = "API and end-to-end tests";

/** Each finished step's time and its test files' times, for the summary at the end. */
const stepTimes: StepTime[] = [];

/** Runs one step with its output kept, to print whole when it ends: steps never interleave lines. */
function runQuietly({ title, command, args, env = process.env }: Step): Promise<{ ok: boolean; text: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const output: string[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.on("close", (code) => {
      const elapsed = (Date.now() - started) / 1000;
      const seconds = elapsed.toFixed(1);
      const ok = code === 0;
      const text = output.join("");
      stepTimes.push({ title, seconds: elapsed, ok, files: fileTimesOf(text) });
      resolve({
        ok,
        text: `\n▶ ${title}\n${text}${ok ? `✔ ${title} (${seconds} s)` : `✖ ${title} failed after ${seconds} s`}\n`,
      });
    });
  });
}

/**
 * Runs every step as soon as the steps it waits for have passed, side by side, printing each one's
 * output when it ends. After a failure no further step starts (those running finish, so each
 * stack stops cleanly) and the run exits non-zero.
 */
async function runSteps(steps: Step[]): Promise<void> {
  const done = new Map<string, Promise<boolean>>();
  let failed = false;
  const running = (step: Step): Promise<boolean> => {
    let result = done.get(step.title);
    if (!result) {
      result = (async () => {
        const before = await Promise.all(
          (step.after ?? []).map((title) => running(steps.find((other) => other.title === title)!)),
        );
        if (before.includes(false) || failed) return false;
        console.log(`… ${step.title}: started at ${((Date.now() - started) / 1000).toFixed(0)} s`);
        const { ok, text } = await runQuietly(step);
        process.stdout.write(text);
        if (!ok) failed = true;
        return ok;
      })();
      done.set(step.title, result);
    }
    return result;
  };
  const results = await Promise.all(steps.map(running));
  console.log(`\n${timeSummary(stepTimes)}`);
  saveLastRunSeconds(stepTimes.filter((step) => step.title.startsWith(INTEGRATION)).flatMap((step) => step.files));
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
// The end-to-end suites' browsers: CHROMIUM_PATH names one for all (any Chromium or Chrome), else
// Debian's headless shell for most suites and its full Chromium for those that need notifications.
if (CHROMIUM_PATH !== DEFAULT_CHROMIUM && !existsSync(CHROMIUM_PATH)) {
  console.error(`✖ CHROMIUM_PATH is ${CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}
aptInstall("Chromium", "chromium", () => existsSync(CHROMIUM_PATH));
aptInstall("Chromium's headless shell", "chromium-headless-shell", () => existsSync(HEADLESS_SHELL_PATH));
// The official Cloud Firestore emulator is a Java program (17 or newer).
aptInstall("Java", "openjdk-17-jre-headless", () => (javaMajorVersion() ?? 0) >= 17);
if (!findFirestoreEmulator()) {
  console.error(`\n✖ ${MISSING_FIRESTORE_EMULATOR}\n`);
  process.exit(1);
}
// Every Java emulator of the run (the rules checks' and each stack's) lives a few minutes: the JVM's
// client compiler alone and its serial collector, inherited by every step. The server compiler's
// work pays off only over a long session; here it was half the emulators' CPU (docs/local-stack.md).
process.env.JAVA_TOOL_OPTIONS = [process.env.JAVA_TOOL_OPTIONS, SHORT_RUN_JVM_OPTIONS].filter(Boolean).join(" ");
// firebase-tools gives the functions' code 10 s to load when it reads their manifest (the deploy
// preflight and its tests do, as a deploy does); beside three stacks that ran out on a loaded core.
// A deploy keeps the 10 s: this is firebase-tools' own override, set for this run only.
process.env.FUNCTIONS_DISCOVERY_TIMEOUT ||= "60";
// One official Firestore emulator for every rules check of the run (the rules compile tests,
// deploy:check, the rules suites); the local stack starts its own, wired to its functions.
const rulesFirestore = await startOfficialFirestore();
if (rulesFirestore) process.env[SHARED_RULES_FIRESTORE] = rulesFirestore.host;
// Storage rules where the Storage emulator can start (Java 21), else named as not run in the summary below.
const storageRulesRun = (javaMajorVersion() ?? 0) >= 21;
// Written once here: the two stacks below would otherwise each generate them on a fresh clone.
ensureLocalSecrets(REPO_ROOT);
const RULES = "Security rules tests (official Cloud Firestore emulator)";
const WEB_UNITS = "Unit tests of the web app";
const SERVER_UNITS = "Unit tests of the functions, scripts and packages";
const BUILD = "Build";
/** How many parts the API and end-to-end suites run in, side by side, each on its own stack. */
const INTEGRATION_PARTS = 3;
/** One part of the API and end-to-end suites, on the functions the build made. */
const integrationPart = (part: number): Step => {
  // Each part's stack picks its free ports in its own slice of 20000-32767 (scripts/stack/freePort.ts).
  const slice = Math.floor(12_768 / INTEGRATION_PARTS);
  const from = 20_000 + (part - 1) * slice;
  return {
    title: `${INTEGRATION}, part ${part} of ${INTEGRATION_PARTS} (own local stack, Chromium)`,
    command: "npx",
    args: ["vitest", "run", "--config", "vitest.integration.config.ts", `--shard=${part}/${INTEGRATION_PARTS}`],
    env: { ...process.env, [FUNCTIONS_BUILT]: "1", FREE_PORT_RANGE: `${from}-${from + slice - 1}` },
    after: [WEB_UNITS, BUILD],
  };
};
// First the web app's unit tests beside typecheck and then the build, then the stacks' suites in
// three parts side by side, on the functions that build made, with lint, the deploy preflight, the
// rules suite and the server side's unit tests beside them: each part waits on its emulators and
// browser much of the time, which the others fill (docs/local-stack.md has the figures). Waiting
// for all those checks first left a core idle for about two minutes.
await runSteps([
  { title: WEB_UNITS, command: "npx", args: ["vitest", "run", "--project", "web"] },
  { title: "Typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  { title: "Lint", command: "npm", args: ["run", "--silent", "lint"], after: ["Typecheck"] },
  { title: BUILD, command: "npm", args: ["run", "--silent", "build"], after: ["Typecheck"] },
  // The repo's deploy configuration, checked as for a project whose site is at an example origin
  // (a real deploy sets its own VITE_SITE_URL).
  {
    title: "Deploy preflight",
    command: "npm",
    args: ["run", "--silent", "deploy:check"],
    env: { ...process.env, VITE_SITE_URL: process.env.VITE_SITE_URL || "https://songs.example.com" },
    after: [BUILD],
  },
  // Firestore rules on every run (fails when no official emulator is installed).
  {
    title: RULES,
    command: "npm",
    args: ["run", "--silent", "test:rules"],
    env: storageRulesRun ? process.env : { ...process.env, STORAGE_RULES: "not-checked" },
    after: ["Deploy preflight"],
  },
  { title: SERVER_UNITS, command: "npx", args: ["vitest", "run", "--project", "server"], after: [RULES] },
  ...Array.from({ length: INTEGRATION_PARTS }, (_, index) => integrationPart(index + 1)),
]);
await rulesFirestore?.stop();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (!storageRulesRun) {
  console.log(
    "⚠ NOT RUN: the 15 Storage rules tests (tests/rules/storage.test.ts) need the Storage emulator, which needs Java 21; deploy:check compiled storage.rules.",
  );
}
