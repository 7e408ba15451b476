import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const REPO = path.resolve(import.meta.dirname, "../..");

/** The files the deploy rules read, copied from the repo. */
const FILES = [
  "firebase.json",
  ".firebaserc",
  "firestore.indexes.json",
  "firestore.rules",
  "storage.rules",
  "package.json",
  "package-lock.json",
  "functions/package.json",
  "functions/package-lock.json",
  "functions/build.mjs",
  "scripts/stack/demoParams.json",
  "functions/src",
  "extensions",
];

/** Installed packages, linked rather than copied (the functions' build and manifest need them). */
const LINKED = ["node_modules", "functions/node_modules"];

/** A temp copy of the repo's deploy configuration, for tests that break one thing in it. */
export function fixtureRepo() {
  const root = mkdtempSync(path.join(tmpdir(), "songs-deploy-fixture-"));
  for (const file of FILES) cpSync(path.join(REPO, file), path.join(root, file), { recursive: true });
  for (const folder of LINKED) symlinkSync(path.join(REPO, folder), path.join(root, folder), "dir");
  return {
    root,
    write(file: string, text: string) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    },
    edit(file: string, change: (text: string) => string) {
      writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), "utf8")));
    },
    editJson<T>(file: string, change: (json: T) => void) {
      const json = JSON.parse(readFileSync(path.join(root, file), "utf8")) as T;
      change(json);
      writeFileSync(path.join(root, file), JSON.stringify(json, null, 2));
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
