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
}

export const supportedRuntimes = require("firebase-tools/lib/deploy/functions/runtimes/supported") as SupportedRuntimes;
export const dotenv = require("firebase-tools/lib/functions/env") as DotenvModule;
