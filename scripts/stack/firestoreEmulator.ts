import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { startGroupProcess, type GroupProcess } from "./processes";

/**
 * The official Cloud Firestore emulator, wherever this machine has it. firebase-tools runs its own
 * copy only on Java 21 or newer; the Cloud SDK's `cloud_firestore_emulator` (Debian package
 * `google-cloud-cli-firestore-emulator`, or `gcloud components install cloud-firestore-emulator`)
 * runs on Java 17. Both are the same emulator: real transactions, rules, cursors, collection groups.
 */
export type FirestoreEmulator =
  | { kind: "firebase-tools"; java: number; description: string }
  | { kind: "cloud-sdk"; java: number; launcher: string; description: string };

const LAUNCHER = "cloud_firestore_emulator";
const LAUNCHER_IN_SDK = path.join("platform", "cloud-firestore-emulator", LAUNCHER);
const DEBIAN_SDK_ROOT = "/usr/lib/google-cloud-sdk";

export const MISSING_FIRESTORE_EMULATOR = [
  "The local stack runs Firestore on the official Cloud Firestore emulator, which needs Java 17 or",
  "newer and is not installed here. Install one of these, then run the command again.",
  "Debian/Ubuntu: `sudo apt-get install openjdk-17-jre-headless google-cloud-cli-firestore-emulator`",
  "(from Google's Cloud SDK apt repository) or install Java 21 (`openjdk-21-jre-headless`), with which",
  "firebase-tools runs its own copy. macOS: `brew install openjdk@21` (or `brew install --cask",
  "google-cloud-sdk` then `gcloud components install cloud-firestore-emulator`). Windows: install a",
  "Java 21 JDK (for example `winget install Microsoft.OpenJDK.21`) and make sure `java` is on PATH.",
].join("\n");

/** The major version of the `java` on PATH, or null when there is none. */
export function javaMajorVersion(): number | null {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return null;
  const match = /version "(?:1\.)?(\d+)/.exec(`${result.stderr}${result.stdout}`);
  return match?.[1] ? Number(match[1]) : null;
}

function onPath(command: string): string | null {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, command);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

function gcloudSdkRoot(): string | null {
  if (!onPath("gcloud")) return null;
  const result = spawnSync("gcloud", ["info", "--format=value(installation.sdk_root)"], {
    encoding: "utf8",
    timeout: 15_000,
  });
  const root = result.status === 0 ? result.stdout.trim() : "";
  return root || null;
}

function cloudSdkLauncher(): string | null {
  const fromPath = onPath(LAUNCHER);
  if (fromPath) return fromPath;
  const debian = path.join(DEBIAN_SDK_ROOT, LAUNCHER_IN_SDK);
  if (existsSync(debian)) return debian;
  const root = gcloudSdkRoot();
  const fromGcloud = root ? path.join(root, LAUNCHER_IN_SDK) : null;
  return fromGcloud && existsSync(fromGcloud) ? fromGcloud : null;
}

/** firebase-tools' emulator where Java 21+ is installed, else the Cloud SDK's; null when neither runs here. */
export function findFirestoreEmulator(): FirestoreEmulator | null {
  const java = javaMajorVersion();
  if (java === null || java < 17) return null;
  if (java >= 21)
    return {
      kind: "firebase-tools",
      java,
      description: `official Cloud Firestore emulator (firebase-tools, Java ${java})`,
    };
  const launcher = cloudSdkLauncher();
  if (!launcher) return null;
  return {
    kind: "cloud-sdk",
    java,
    launcher,
    description: `official Cloud Firestore emulator (Cloud SDK ${launcher}, Java ${java})`,
  };
}

/** Like findFirestoreEmulator, but stops with one paragraph saying what to install. */
export function requireFirestoreEmulator(): FirestoreEmulator {
  const found = findFirestoreEmulator();
  if (!found) throw new Error(MISSING_FIRESTORE_EMULATOR);
  return found;
}

/**
 * Starts the Cloud SDK's emulator on 127.0.0.1:port with the given rules, in its own process group;
 * with `functionsEmulator` (host:port) it sends the events of its registered triggers there; with
 * `importData` it starts from a saved export.
 */
export function startCloudSdkFirestore(options: {
  launcher: string;
  port: number;
  rulesFile: string;
  projectId: string;
  functionsEmulator?: string;
  /** An export's `.overall_export_metadata` file to start from. */
  importData?: string | null;
  /**
   * Discard its output instead of piping it to the caller, who must then keep reading it: an
   * emulator whose pipe fills up (nobody reading, as under a parent waiting in spawnSync) stops
   * answering.
   */
  discardOutput?: boolean;
}): GroupProcess {
  return startGroupProcess(
    "Cloud Firestore emulator",
    options.launcher,
    [
      "start",
      "--host=127.0.0.1",
      `--port=${options.port}`,
      `--rules=${options.rulesFile}`,
      `--project_id=${options.projectId}`,
      ...(options.functionsEmulator ? [`--functions_emulator=${options.functionsEmulator}`] : []),
      ...(options.importData ? [`--import-data=${options.importData}`] : []),
    ],
    { stdio: options.discardOutput ? "ignore" : ["ignore", "pipe", "pipe"] },
  );
}

/**
 * JVM options for an emulator that lives for one test run (`npm test` sets them for all of its
 * emulators): the client compiler only (`TieredStopAtLevel=1`) and the serial collector. Measured on
 * seven API suites: the emulator's CPU 32.9 -> 16.0 s, the suites no slower. `npm start` and the
 * benchmarks keep the JVM's defaults, whose server compiler pays off over a long session.
 */
export const SHORT_RUN_JVM_OPTIONS = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC";

/** The emulator answers "Ok" at its root once it serves requests. */
export async function isFirestoreReady(host: string): Promise<boolean> {
  const response = await fetch(`http://${host}/`).catch(() => null);
  return response?.ok ?? false;
}
