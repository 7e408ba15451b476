/**
 * Preloaded into the local stack's firebase-tools process (`node --import` this file): the Functions
 * emulator then serves concurrent requests to a function in one Node process, as a Cloud Functions
 * v2 instance does (`concurrency`, 80 by default at one CPU or more), instead of starting one
 * ~200 MB process for each request in flight and keeping it (73 processes, 16 GB after a burst).
 *
 * firebase-tools (15.x) reads neither `concurrency` nor `cpu` from the manifest: its worker pool hands
 * a worker one request at a time and starts another whenever none is idle. Its runtime process is an
 * Express server that can take many requests at once; only the pool's bookkeeping stops it. So:
 * - each function's concurrency is worked out from its manifest entry as `firebase deploy` does
 *   (prepare.js resolveCpuAndConcurrency: the declared value, else 80 when the CPU is 1 or more, else 1);
 * - a busy worker with fewer requests in flight than that counts as ready for one more;
 * - requests that arrive while a function's worker is starting wait for that worker (up to the
 *   concurrency) rather than each starting their own.
 * The emulator's work queue still holds at most FUNCTIONS_EMULATOR_PARALLEL (50) calls in flight and
 * queues the rest, so a burst ends up on one process per function.
 *
 * Written for, and read against, one firebase-tools version (FIREBASE_TOOLS_VERSION, pinned exactly in
 * package.json): on any other the emulators stop at once with an error naming both versions and what
 * to re-read. The shape of the internals is checked as well, so a wrong patch never runs silently.
 */
import { createRequire } from "node:module";
import path from "node:path";

interface Endpoint {
  id: string;
  region?: string;
  platform?: string;
  availableMemoryMb?: number;
  cpu?: number | "gcf_gen1";
  concurrency?: number;
}

interface Definition {
  id: string;
}

interface RuntimeWorker {
  state: string;
  request(...args: unknown[]): Promise<void>;
}

interface RuntimeWorkerPool {
  getIdleWorker(triggerId?: string, runtime?: string): RuntimeWorker | undefined;
  getTriggerWorkers(triggerId?: string, runtime?: string): RuntimeWorker[];
}

interface Backend {
  codebase: string;
}

interface FunctionsEmulator {
  startRuntime(backend: Backend, trigger?: Definition): Promise<RuntimeWorker>;
}

interface Prototype<T> {
  prototype: T;
}

const PATCH = "scripts/stack/functionsConcurrency.ts";
/** The firebase-tools release whose internals this patch was read against. */
const FIREBASE_TOOLS_VERSION = "15.37.0";
// process.argv[1] is firebase-tools' lib/bin/firebase.js: patch the copy that runs.
const firebaseLib = path.resolve(path.dirname(process.argv[1] ?? ""), "..");
const load = createRequire(path.join(firebaseLib, "index.js"));

const { version: installedVersion } = load(path.join(firebaseLib, "..", "package.json")) as { version?: string };
if (installedVersion !== FIREBASE_TOOLS_VERSION) {
  throw new Error(
    `${PATCH} patches the Functions emulator of firebase-tools ${FIREBASE_TOOLS_VERSION}, but firebase-tools ` +
      `${installedVersion ?? "(unknown version)"} is installed. Re-read, in the installed firebase-tools' lib/: ` +
      "emulator/functionsRuntimeWorker.js (RuntimeWorker.request, RuntimeWorkerPool.getIdleWorker and " +
      "getTriggerWorkers), emulator/functionsEmulator.js (startRuntime), emulator/functionsEmulatorShared.js " +
      "(emulatedFunctionsFromEndpoints) and deploy/functions/prepare.js (resolveCpuAndConcurrency); check that " +
      "tests/api/runtime.test.ts still passes (docs/local-stack.md, 'One process per function'); then set " +
      `FIREBASE_TOOLS_VERSION in ${PATCH} and pin the same version in package.json.`,
  );
}

function part<T>(module: string, name: string, check: (value: T) => boolean): T {
  const exports = load(path.join(firebaseLib, module)) as Record<string, unknown>;
  const value = exports[name] as T;
  if (value === undefined || !check(value)) {
    throw new Error(
      `${PATCH}: firebase-tools' ${module}.${name} is not what this patch expects; update the patch for this firebase-tools version.`,
    );
  }
  return value;
}

const hasMethods =
  (...names: string[]) =>
  (value: Prototype<object>) =>
    names.every((name) => typeof (value.prototype as Record<string, unknown>)[name] === "function");

const shared = load(path.join(firebaseLib, "emulator", "functionsEmulatorShared")) as {
  emulatedFunctionsFromEndpoints: (endpoints: Endpoint[]) => Definition[];
};
const backend = load(path.join(firebaseLib, "deploy", "functions", "backend")) as {
  DEFAULT_CONCURRENCY: number;
  DEFAULT_MEMORY: number;
  memoryToGen1Cpu: (memoryMb: number) => number;
  memoryToGen2Cpu: (memoryMb: number) => number;
};
if (
  typeof shared.emulatedFunctionsFromEndpoints !== "function" ||
  typeof backend.memoryToGen2Cpu !== "function" ||
  typeof backend.DEFAULT_CONCURRENCY !== "number"
) {
  throw new Error(
    `${PATCH}: firebase-tools' functions manifest helpers moved; update the patch for this firebase-tools version.`,
  );
}
const Worker = part<Prototype<RuntimeWorker>>(
  "emulator/functionsRuntimeWorker",
  "RuntimeWorker",
  hasMethods("request"),
);
const Pool = part<Prototype<RuntimeWorkerPool>>(
  "emulator/functionsRuntimeWorker",
  "RuntimeWorkerPool",
  hasMethods("getIdleWorker", "getTriggerWorkers"),
);
const Emulator = part<Prototype<FunctionsEmulator>>(
  "emulator/functionsEmulator",
  "FunctionsEmulator",
  hasMethods("startRuntime"),
);

/** Requests one instance of each function takes at once, by trigger id ("us-central1-api"). */
const concurrencyOf = new Map<string, number>();

/** As `firebase deploy` resolves it (deploy/functions/prepare.js, resolveCpuAndConcurrency). */
function productionConcurrency(endpoint: Endpoint): number {
  if (endpoint.platform !== "gcfv2") return 1;
  if (endpoint.concurrency) return endpoint.concurrency;
  const memory = endpoint.availableMemoryMb ?? backend.DEFAULT_MEMORY;
  const cpu =
    endpoint.cpu === "gcf_gen1" ? backend.memoryToGen1Cpu(memory) : (endpoint.cpu ?? backend.memoryToGen2Cpu(memory));
  return cpu >= 1 ? backend.DEFAULT_CONCURRENCY : 1;
}

const emulatedFunctionsFromEndpoints = shared.emulatedFunctionsFromEndpoints;
shared.emulatedFunctionsFromEndpoints = (endpoints) => {
  const definitions = emulatedFunctionsFromEndpoints(endpoints);
  // The original fills in each endpoint's region; the definitions' ids are `${region}-${id}`.
  for (const endpoint of endpoints)
    concurrencyOf.set(`${endpoint.region ?? "us-central1"}-${endpoint.id}`, productionConcurrency(endpoint));
  return definitions;
};

const limitOf = (triggerId: string | undefined) => (triggerId === undefined ? 1 : (concurrencyOf.get(triggerId) ?? 1));

/** Requests each worker is serving now. */
const inFlight = new WeakMap<RuntimeWorker, number>();

const request = Worker.prototype.request;
Worker.prototype.request = function (this: RuntimeWorker, ...args: unknown[]) {
  inFlight.set(this, (inFlight.get(this) ?? 0) + 1);
  return request.apply(this, args).finally(() => {
    const left = (inFlight.get(this) ?? 1) - 1;
    inFlight.set(this, left);
    // The original marks the worker idle when any one request ends; it stays busy while others run.
    if (left > 0 && this.state === "IDLE") this.state = "BUSY";
  });
};

const getIdleWorker = Pool.prototype.getIdleWorker;
Pool.prototype.getIdleWorker = function (this: RuntimeWorkerPool, triggerId?: string, runtime?: string) {
  const idle = getIdleWorker.call(this, triggerId, runtime);
  if (idle) return idle;
  const limit = limitOf(triggerId);
  if (limit <= 1) return undefined;
  return this.getTriggerWorkers(triggerId, runtime).find(
    (worker) => worker.state === "BUSY" && (inFlight.get(worker) ?? 0) < limit,
  );
};

/** A worker being started for a function, and how many requests will share it. */
const starting = new Map<string, { worker: Promise<RuntimeWorker>; sharing: number }>();

const startRuntime = Emulator.prototype.startRuntime;
Emulator.prototype.startRuntime = async function (
  this: FunctionsEmulator,
  backendOfTrigger: Backend,
  trigger?: Definition,
) {
  const limit = limitOf(trigger?.id);
  if (!trigger || limit <= 1) return startRuntime.call(this, backendOfTrigger, trigger);
  const key = `${backendOfTrigger.codebase}/${trigger.id}`;
  const current = starting.get(key);
  if (current && current.sharing < limit) {
    current.sharing += 1;
    return current.worker;
  }
  const start = { worker: startRuntime.call(this, backendOfTrigger, trigger), sharing: 1 };
  starting.set(key, start);
  try {
    return await start.worker;
  } finally {
    if (starting.get(key) === start) starting.delete(key);
  }
};
