/**
 * Runs the functions that production runs on events and on time, on the local stack:
 * - Firestore triggers (`onDocumentCreated` and kin): firebase-tools registers them only with a
 *   Firestore emulator it started itself, so with the Cloud SDK's emulator (started with
 *   `--functions_emulator`) the stack registers each one as the Firestore emulator's eventarc
 *   trigger;
 * - task-queue functions (`onTaskDispatched`): the Cloud Tasks emulator runs every task at once,
 *   ignoring `scheduleTime`, so its queues dispatch through a holding proxy that keeps each task
 *   until its time (a task due now passes straight through, with the emulator's retries), and
 *   refuses, as Cloud Tasks does, a task due more than 30 days ahead;
 * - scheduled functions (`onSchedule`): they never fire by themselves in the emulator, so a ticker
 *   runs each at its interval through the Functions emulator's trigger route.
 * All three read the function list from the Functions emulator (`GET /backends`), so a new
 * function needs nothing here. Facts measured on firebase-tools 15.34 (the emulator code behind them
 * is unchanged in 15.37) and the Cloud SDK Firestore emulator 1.19.9 (docs/local-stack.md).
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";

const REGION_DEFAULT = "us-central1";

interface TaskQueueOptions {
  retryConfig?: { maxAttempts?: number | null } & Record<string, unknown>;
  rateLimits?: Record<string, unknown>;
}

interface BackendTrigger {
  name: string;
  region?: string;
  eventTrigger?: {
    eventType: string;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
  };
  taskQueueTrigger?: TaskQueueOptions;
  schedule?: { schedule: string };
}

export interface EventedFunctions {
  /** Names of the Firestore-triggered functions registered with the Firestore emulator. */
  firestoreTriggers: string[];
  /** Names of the task-queue functions whose queues dispatch through the holding proxy. */
  taskQueues: string[];
  /** Names of the scheduled functions and how often each runs here (ms). */
  schedules: { name: string; everyMs: number }[];
  /** Tasks held for a later time right now (for tests and the console). */
  heldTasks(): number;
  /** Tasks refused because they were due more than 30 days ahead, as Cloud Tasks refuses them, oldest first. */
  refusedTasks(): RefusedTask[];
  /** The holding proxy: `GET {taskProxyUrl}/_local/refused-tasks` lists `refusedTasks()` (the suites check it after each file). */
  taskProxyUrl: string;
  stop(): Promise<void>;
}

/** The functions the Functions emulator loaded, from its own list. */
async function readTriggers(functionsOrigin: string): Promise<BackendTrigger[]> {
  const response = await fetch(`${functionsOrigin}/backends`);
  if (!response.ok) throw new Error(`The Functions emulator's /backends answered ${response.status}`);
  const body = (await response.json()) as { backends: { functionTriggers: BackendTrigger[] }[] };
  return body.backends.flatMap((backend) => backend.functionTriggers);
}

const FIRESTORE_EVENT = /^google\.cloud\.firestore\.document\.v1\./;

/** Registers one Firestore-triggered function as an eventarc trigger of the Cloud SDK Firestore emulator. */
async function registerFirestoreTrigger(
  firestoreHost: string,
  projectId: string,
  trigger: BackendTrigger,
): Promise<void> {
  const event = trigger.eventTrigger;
  const document = event?.eventFilterPathPatterns?.document ?? event?.eventFilters?.document;
  if (!event || !document) throw new Error(`The Firestore trigger ${trigger.name} names no document`);
  const matchType = event.eventFilterPathPatterns?.document ? "PATH_PATTERN" : "EXACT";
  const id = `${trigger.region ?? REGION_DEFAULT}-${trigger.name}-0`;
  const response = await fetch(
    `http://${firestoreHost}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(id)}`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        eventType: event.eventType,
        database: event.eventFilters?.database ?? "(default)",
        namespace: event.eventFilters?.namespace ?? "(default)",
        document: { value: document, matchType },
      }),
    },
  );
  if (!response.ok)
    throw new Error(
      `Registering ${trigger.name} with the Firestore emulator failed: ${response.status} ${await response.text()}`,
    );
}

/** `every 5 minutes`, `every 1 hours`, `every day ...`; anything else runs every minute here. */
export function scheduleInterval(schedule: string): number {
  const match = /^every\s+(\d+)\s+(minute|hour)s?\b/i.exec(schedule.trim());
  if (match) return Number(match[1]) * (match[2]!.toLowerCase() === "hour" ? 3_600_000 : 60_000);
  if (/^every\s+(day|24 hours)/i.test(schedule.trim())) return 86_400_000;
  return 60_000;
}

/** Runs one scheduled function now, as Cloud Scheduler would; resolves when it has run. */
export async function runScheduledFunction(
  functionsOrigin: string,
  projectId: string,
  name: string,
  region = REGION_DEFAULT,
): Promise<void> {
  const response = await fetch(`${functionsOrigin}/functions/projects/${projectId}/triggers/${region}-${name}-0`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  if (!response.ok) throw new Error(`Running ${name} failed: ${response.status} ${await response.text()}`);
}

/** When Cloud Tasks should run the task: the emulator passes the task's scheduleTime as X-CloudTasks-TaskETA. */
export function taskEta(headers: IncomingHttpHeaders): number {
  const raw = headers["x-cloudtasks-tasketa"];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return Date.now();
  const asNumber = Number(value);
  if (Number.isFinite(asNumber)) return asNumber;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? Date.now() : parsed;
}

const FORWARDED_HEADERS = /^(content-type|authorization|x-cloudtasks-)/i;

function forwardableHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => FORWARDED_HEADERS.test(name) && typeof value === "string")
      .map(([name, value]) => [name, value as string]),
  );
}

interface HeldTask {
  timer: NodeJS.Timeout;
}

/** Cloud Tasks refuses a task whose `scheduleTime` is further ahead than this (720 hours). */
export const CLOUD_TASKS_MAX_SCHEDULE_MS = 30 * 24 * 60 * 60 * 1000;

/** Node's timers hold at most this long (a longer delay fires at once, with a TimeoutOverflowWarning). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Cloud Tasks' own error for a task due more than 30 days ahead (gRPC INVALID_ARGUMENT, status 3; HTTP 400 in its REST API). */
export interface ScheduleTimeRefusal {
  code: 400;
  status: "INVALID_ARGUMENT";
  message: string;
}

/** Cloud Tasks' answer to a task due at `eta`: its refusal, or null when it accepts the task. */
export function scheduleTimeRefusal(eta: number, now: number): ScheduleTimeRefusal | null {
  if (eta - now <= CLOUD_TASKS_MAX_SCHEDULE_MS) return null;
  return {
    code: 400,
    status: "INVALID_ARGUMENT",
    message: `The Task.scheduleTime, ${new Date(eta).toISOString()}, is too far in the future. Schedule time must be no more than 720h in the future.`,
  };
}

/** A task the holding proxy refused: its queue's path and name, and Cloud Tasks' words. */
export interface RefusedTask {
  task: string;
  message: string;
}

/** The holding proxy's list of the tasks it refused, oldest first (`{ tasks: RefusedTask[] }`). */
export const REFUSED_TASKS_PATH = "/_local/refused-tasks";

/** What the proxy refused, a line each, for a failure's message. */
export const describeRefusedTasks = (refused: readonly RefusedTask[]): string =>
  refused.map(({ task, message }) => `  ${task}: ${message}`).join("\n");

const listRefused = (refused: Map<string, ScheduleTimeRefusal>): RefusedTask[] =>
  [...refused].map(([task, refusal]) => ({ task, message: refusal.message }));

/**
 * The holding proxy in front of the task functions: the Cloud Tasks emulator dispatches every task
 * here at once; one due now is passed to the function and its answer returned (so the emulator's
 * retries apply); one due later is accepted and kept, then run at its time with retries of our own
 * (the emulator considers it done). One due more than 30 days ahead is refused with Cloud Tasks'
 * own error and never runs (Cloud Tasks would not have taken it; the emulator takes anything, so
 * the refusal comes here, logged and listed at REFUSED_TASKS_PATH, rather than to the caller of
 * `enqueue`). Tasks live in this
 * process only: a restart of the stack loses the held ones, as the functions' scheduled sweep
 * expects of any lost task.
 */
export function startTaskHolder(
  functionsOrigin: string,
  log: (line: string) => void,
): Promise<{ server: Server; url: string; held: Map<string, HeldTask>; refused: Map<string, ScheduleTimeRefusal> }> {
  const held = new Map<string, HeldTask>();
  const seen = new Set<string>();
  const refused = new Map<string, ScheduleTimeRefusal>();
  const forward = (path: string, headers: Record<string, string>, body: Buffer) =>
    fetch(`${functionsOrigin}${path}`, { method: "POST", headers, body: new Uint8Array(body) });

  const runLater = (
    key: string,
    path: string,
    headers: Record<string, string>,
    body: Buffer,
    delayMs: number,
    attempt = 1,
  ) => {
    if (delayMs > MAX_TIMER_MS) {
      // Longer than one timer holds: wait in steps.
      const step = setTimeout(() => runLater(key, path, headers, body, delayMs - MAX_TIMER_MS, attempt), MAX_TIMER_MS);
      step.unref();
      held.set(key, { timer: step });
      return;
    }
    const timer = setTimeout(
      () => {
        void forward(path, { ...headers, "x-cloudtasks-taskretrycount": String(attempt - 1) }, body)
          .then((response) => {
            if (response.ok) return void held.delete(key);
            throw new Error(`answered ${response.status}`);
          })
          .catch((error: unknown) => {
            if (attempt >= 5) {
              held.delete(key);
              log(
                `task ${key} failed after ${attempt} attempts (${String(error)}); the scheduled sweep will pick its work up`,
              );
              return;
            }
            runLater(key, path, headers, body, Math.min(60_000, 1000 * 2 ** attempt), attempt + 1);
          });
      },
      Math.max(0, delayMs),
    );
    timer.unref();
    held.set(key, { timer });
  };

  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url === REFUSED_TASKS_PATH) {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ tasks: listRefused(refused) }));
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const headers = forwardableHeaders(req.headers);
      const path = req.url ?? "/";
      const eta = taskEta(req.headers);
      const name = String(req.headers["x-cloudtasks-taskname"] ?? "");
      const key = `${path}#${name || Math.random()}`;
      // The emulator retries what is refused: a retry gets the same answer, and the log names the task once.
      const refusal = refused.get(key) ?? scheduleTimeRefusal(eta, Date.now());
      if (refusal) {
        if (!refused.has(key)) log(`task ${name || path} refused: ${refusal.message}`);
        refused.set(key, refusal);
        res.writeHead(refusal.code, { "content-type": "application/json" }).end(JSON.stringify({ error: refusal }));
        return;
      }
      if (eta > Date.now() + 100) {
        // Cloud Tasks refuses a second task with a name it knows; so does the proxy.
        if (name && seen.has(key)) {
          res.writeHead(200).end();
          return;
        }
        if (name) seen.add(key);
        runLater(key, path, headers, body, eta - Date.now());
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ heldUntil: new Date(eta).toISOString() }));
        return;
      }
      forward(path, headers, body)
        .then(async (response) => {
          res.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "text/plain" });
          res.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch((error: unknown) => {
          res.writeHead(503).end(String(error));
        });
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}`, held, refused });
    });
  });
}

/** Points a task queue of the Cloud Tasks emulator at the holding proxy, keeping its retry and rate options. */
async function routeQueueThrough(
  tasksHost: string,
  projectId: string,
  trigger: BackendTrigger,
  holderUrl: string,
): Promise<void> {
  const region = trigger.region ?? REGION_DEFAULT;
  const clean = (options: Record<string, unknown> | undefined) =>
    Object.fromEntries(Object.entries(options ?? {}).filter(([, value]) => value !== null && value !== undefined));
  const response = await fetch(`http://${tasksHost}/projects/${projectId}/locations/${region}/queues/${trigger.name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      retryConfig: clean(trigger.taskQueueTrigger?.retryConfig),
      rateLimits: clean(trigger.taskQueueTrigger?.rateLimits),
      defaultUri: `${holderUrl}/${projectId}/${region}/${trigger.name}`,
    }),
  });
  if (!response.ok)
    throw new Error(`Routing the task queue ${trigger.name} failed: ${response.status} ${await response.text()}`);
}

export async function startEventedFunctions(options: {
  functionsOrigin: string;
  tasksHost: string;
  projectId: string;
  /** The Cloud SDK Firestore emulator to register triggers with; null when firebase-tools runs Firestore (it registers them). */
  firestoreHost: string | null;
  /** Run the scheduled functions on their intervals (default true); tests may run them on demand only. */
  runSchedules?: boolean;
  log?: (line: string) => void;
}): Promise<EventedFunctions> {
  const log = options.log ?? (() => undefined);
  const triggers = await readTriggers(options.functionsOrigin);

  const firestoreTriggers = triggers.filter((trigger) => FIRESTORE_EVENT.test(trigger.eventTrigger?.eventType ?? ""));
  if (options.firestoreHost) {
    for (const trigger of firestoreTriggers)
      await registerFirestoreTrigger(options.firestoreHost, options.projectId, trigger);
  }

  const taskQueues = triggers.filter((trigger) => trigger.taskQueueTrigger);
  const holder = await startTaskHolder(options.functionsOrigin, log);
  for (const trigger of taskQueues) await routeQueueThrough(options.tasksHost, options.projectId, trigger, holder.url);

  const schedules = triggers
    .filter((trigger) => trigger.schedule)
    .map((trigger) => ({
      name: trigger.name,
      region: trigger.region ?? REGION_DEFAULT,
      everyMs: scheduleInterval(trigger.schedule!.schedule),
    }));
  const tickers =
    options.runSchedules === false
      ? []
      : schedules.map((schedule) => {
          const ticker = setInterval(() => {
            runScheduledFunction(options.functionsOrigin, options.projectId, schedule.name, schedule.region).catch(
              (error: unknown) => log(`scheduled ${schedule.name}: ${String(error)}`),
            );
          }, schedule.everyMs);
          ticker.unref();
          return ticker;
        });

  return {
    firestoreTriggers: firestoreTriggers.map((trigger) => trigger.name),
    taskQueues: taskQueues.map((trigger) => trigger.name),
    schedules: schedules.map(({ name, everyMs }) => ({ name, everyMs })),
    heldTasks: () => holder.held.size,
    refusedTasks: () => listRefused(holder.refused),
    taskProxyUrl: holder.url,
    async stop() {
      for (const ticker of tickers) clearInterval(ticker);
      for (const task of holder.held.values()) clearTimeout(task.timer);
      holder.held.clear();
      await new Promise<void>((resolve) => holder.server.close(() => resolve()));
    },
  };
}
