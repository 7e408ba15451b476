import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { dotenv } from "./firebaseTools";

/** firebase.json, as far as the preflight reads it. */
export interface FirebaseJson {
  hosting?: { public?: string; predeploy?: string | string[] };
  functions?: { source: string; runtime?: string; codebase?: string; predeploy?: string | string[] }[];
  firestore?: { rules?: string; indexes?: string; location?: string };
  auth?: { providers?: { anonymous?: boolean; emailPassword?: boolean } };
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

/** A dotenv file parsed by firebase-tools' own parser; null when the file does not exist. */
export function readDotenv(root: string, file: string): Record<string, string> | null {
  const full = path.join(root, file);
  return existsSync(full) ? dotenv.parseStrict(readFileSync(full, "utf8")) : null;
}

/** The functions' source folder (firebase.json `functions[0].source`). */
export function functionsSource(root: string): string {
  return readFirebaseJson(root).functions?.[0]?.source ?? "functions";
}
