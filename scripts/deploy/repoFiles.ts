import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { dotenv } from "./firebaseTools";

/** A Hosting header rule of firebase.json. */
export interface HostingHeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

/** A Hosting rewrite of firebase.json. */
export interface HostingRewrite {
  source?: string;
  regex?: string;
  function?: string | { functionId: string; region?: string };
}

/** firebase.json, as far as the preflight reads it. */
export interface FirebaseJson {
  hosting?: {
    public?: string;
    predeploy?: string | string[];
    headers?: HostingHeaderRule[];
    rewrites?: HostingRewrite[];
  };
  functions?: { source: string; runtime?: string; codebase?: string; predeploy?: string | string[] }[];
  firestore?: { rules?: string; indexes?: string; location?: string };
  storage?: { rules?: string };
  auth?: { providers?: { anonymous?: boolean; emailPassword?: boolean } };
  extensions?: Record<string, string>;
}

export function readJson<T>(root: string, file: string): T {
  return JSON.parse(readFileSync(path.join(root, file), "utf8")) as T;
}

export function readFirebaseJson(root: string): FirebaseJson {
  return readJson<FirebaseJson>(root, "firebase.json");
}

/** The project ids of .firebaserc (`default` and every alias). */
export function firebasercProjects(root: string): Record<string, string> {
  const file = path.join(root, ".firebaserc");
  if (!existsSync(file)) return {};
  return readJson<{ projects?: Record<string, string> }>(root, ".firebaserc").projects ?? {};
}

/** Demo projects (`demo-*`) exist only in the emulators. */
export const isDemoProject = (projectId: string) => projectId.startsWith("demo-");

/** The real projects a deploy may target: every alias of .firebaserc and `--project`, demo projects left out. */
export function deployedProjects(root: string, projectId?: string): string[] {
  return [...new Set([...Object.values(firebasercProjects(root)), ...(projectId ? [projectId] : [])])].filter(
    (id) => !isDemoProject(id),
  );
}

/** A dotenv file parsed by firebase-tools' own parser; null when the file does not exist. */
export function readDotenv(root: string, file: string): Record<string, string> | null {
  const full = path.join(root, file);
  return existsSync(full) ? dotenv.parseStrict(readFileSync(full, "utf8")) : null;
}

/** The functions' source folder (firebase.json `functions[0].source`). */
export function functionsSource(root: string): string {
  return readFirebaseJson(root).functions?.[0]?.source ?? "functions";
}
