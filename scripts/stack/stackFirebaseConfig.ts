import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { demoParamsDotenv } from "./demoParams";

export interface StackPorts {
  hosting: number;
  functions: number;
  auth: number;
  firestore: number;
  blobs: number;
  hub: number;
  logging: number;
  /** The local Stripe server. */
  stripe: number;
  /** firebase-tools starts these two with the Functions emulator (Eventarc, Cloud Tasks). */
  eventarc: number;
  tasks: number;
}

interface HeaderRule {
  source?: string;
  headers: { key: string; value: string }[];
}

/** Adds local origins to one CSP directive. */
function addSources(csp: string, directive: string, sources: string[]): string {
  return csp
    .split(";")
    .map((part) => {
      const trimmed = part.trim();
      return trimmed.split(/\s+/)[0] === directive ? `${trimmed} ${sources.join(" ")}` : trimmed;
    })
    .join("; ");
}

/**
 * The functions' parameter values for one stack (a folder firebase.json's `configDir` points to):
 * the demo project's values (scripts/stack/demoParams.json), and a `.env.local` with what differs per
 * stack, the site's address (tests run stacks on free ports side by side).
 */
export function writeStackFunctionsEnv(options: {
  repoRoot: string;
  ports: StackPorts;
  siteUrl: string;
  projectId: string;
}): string {
  const dir = path.join(options.repoRoot, ".stack", `functions-env-${options.ports.hosting}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `.env.${options.projectId}`), demoParamsDotenv(options.repoRoot));
  writeFileSync(path.join(dir, ".env.local"), `SITE_URL=${options.siteUrl}\n`);
  return dir;
}

/**
 * Writes the local stack's Firebase config (git-ignored) from the committed firebase.json: its own
 * ports, Firestore only when firebase-tools runs it (Java 21), the functions' .env folder, no
 * extensions (the Extensions emulator would download their source), and a CSP that also allows the Auth emulator and
 * the blob server origins.
 */
export function writeStackFirebaseConfig(options: {
  repoRoot: string;
  ports: StackPorts;
  /** Hosting's public folder, relative to the repo root. */
  publicDir: string;
  /** Let firebase-tools run the Firestore emulator too (it needs Java 21). */
  withFirestore: boolean;
  /** The folder of the functions' .env files (writeStackFunctionsEnv). */
  functionsEnvDir: string;
}): string {
  const { repoRoot, ports } = options;
  const base = JSON.parse(readFileSync(path.join(repoRoot, "firebase.json"), "utf8")) as {
    hosting: { public: string; headers: HeaderRule[] } & Record<string, unknown>;
    functions: Record<string, unknown>[];
    firestore: unknown;
  };
  const authOrigin = `http://127.0.0.1:${ports.auth}`;
  const blobOrigin = `http://127.0.0.1:${ports.blobs}`;
  const headers = base.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) => {
      if (header.key !== "Content-Security-Policy") return header;
      let csp = addSources(header.value, "connect-src", [authOrigin, blobOrigin]);
      csp = addSources(csp, "img-src", [blobOrigin]);
      csp = addSources(csp, "media-src", [blobOrigin]);
      return { ...header, value: csp };
    }),
  }));
  const host = "127.0.0.1";
  const config = {
    hosting: { ...base.hosting, public: options.publicDir, headers },
    functions: base.functions.map((codebase) => ({
      ...codebase,
      configDir: path.relative(repoRoot, options.functionsEnvDir),
    })),
    ...(options.withFirestore ? { firestore: base.firestore } : {}),
    emulators: {
      hosting: { host, port: ports.hosting },
      functions: { host, port: ports.functions },
      auth: { host, port: ports.auth },
      hub: { host, port: ports.hub },
      logging: { host, port: ports.logging },
      eventarc: { host, port: ports.eventarc },
      tasks: { host, port: ports.tasks },
      ...(options.withFirestore ? { firestore: { host, port: ports.firestore } } : {}),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const file = path.join(repoRoot, `firebase.stack.${ports.hosting}.json`);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}
