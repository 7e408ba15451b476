/**
 * The parts of firebase-tools (node_modules) the preflight reuses, so it judges exactly as
 * `firebase deploy` does: its table of supported runtimes and its dotenv parser. firebase-tools
 * ships no type declarations; these interfaces describe the functions used.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

interface RuntimeInfo {
  friendly: string;
  status: "GA" | "beta" | "deprecated" | "decommissioned";
  deprecationDate: string;
  decommissionDate: string;
}

interface SupportedRuntimes {
  RUNTIMES: Record<string, RuntimeInfo>;
  isRuntime(runtime: string): boolean;
  /** Throws a FirebaseError once the runtime is decommissioned (what `firebase deploy` does). */
  guardVersionSupport(runtime: string, now?: Date): void;
}

interface DotenvModule {
  /** Throws when a line or a key is invalid (reserved prefix, bad name), as the deploy does. */
  parseStrict(data: string): Record<string, string>;
  /** The lenient parse the extensions' parameter files get (their keys may hold dots and slashes). */
  parse(data: string): { envs: Record<string, string>; errors: string[] };
}

export const supportedRuntimes = require("firebase-tools/lib/deploy/functions/runtimes/supported") as SupportedRuntimes;
export const dotenv = require("firebase-tools/lib/functions/env") as DotenvModule;

/** One function of the build firebase-tools discovers from the functions' code (the fields the preflight reads). */
export interface DiscoveredEndpoint {
  entryPoint: string;
  region?: unknown[];
  serviceAccount?: string | null;
  availableMemoryMb?: unknown;
  maxInstances?: unknown;
  minInstances?: unknown;
  timeoutSeconds?: unknown;
  secretEnvironmentVariables?: { key: string; secret?: string }[];
  httpsTrigger?: unknown;
  blockingTrigger?: { eventType: string };
  eventTrigger?: { eventType: string };
  scheduleTrigger?: unknown;
  /** `invoker`: the accounts firebase deploy grants run.invoker on the queue's function (none when absent). */
  taskQueueTrigger?: { invoker?: string[] | null };
}

export interface DiscoveredParam {
  name: string;
  type: string;
  default?: unknown;
  input?: { text?: { validationRegex?: string; validationErrorMessage?: string } };
}

export interface DiscoveredBuild {
  endpoints: Record<string, DiscoveredEndpoint>;
  params: DiscoveredParam[];
}

interface NodeDelegate {
  discoverBuild(runtimeConfig: Record<string, unknown>, env: Record<string, string>): Promise<DiscoveredBuild>;
}

/** firebase-tools' Node.js runtime delegate, which `firebase deploy` uses to read the functions' manifest. */
export const nodeRuntime = require("firebase-tools/lib/deploy/functions/runtimes/node") as {
  Delegate: new (projectId: string, projectDir: string, sourceDir: string, runtime: string) => NodeDelegate;
};
