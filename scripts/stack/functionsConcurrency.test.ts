import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./repoRoot";

const PATCH = pathToFileURL(path.join(REPO_ROOT, "scripts", "stack", "functionsConcurrency.ts")).href;

/** Starts a firebase-tools CLI with the patch preloaded, as the local stack does. */
const runPatched = (firebaseBin: string, ...args: string[]) =>
  spawnSync(process.execPath, ["--import", PATCH, firebaseBin, ...args], { encoding: "utf8", timeout: 60_000 });

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("the Functions emulator's concurrency patch", () => {
  it("stops firebase-tools of another version, naming both versions and what to re-read", () => {
    dir = mkdtempSync(path.join(tmpdir(), "firebase-tools-"));
    mkdirSync(path.join(dir, "lib", "bin"), { recursive: true });
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "firebase-tools", version: "15.99.0" }));
    writeFileSync(path.join(dir, "lib", "index.js"), "");
    writeFileSync(path.join(dir, "lib", "bin", "firebase.js"), "console.log('started');");

    const run = runPatched(path.join(dir, "lib", "bin", "firebase.js"));

    expect(run.status).not.toBe(0);
    expect(run.stdout).not.toContain("started");
    expect(run.stderr).toMatch(
      /patches the Functions emulator of firebase-tools \d+\.\d+\.\d+, but firebase-tools 15\.99\.0/,
    );
    expect(run.stderr).toContain("emulator/functionsRuntimeWorker.js");
  });

  it("loads into the firebase-tools this repository installs", { timeout: 60_000 }, () => {
    const firebaseTools = path.join(REPO_ROOT, "node_modules", "firebase-tools");
    const run = runPatched(path.join(firebaseTools, "lib", "bin", "firebase.js"), "--version");

    expect(run.stderr).not.toContain("functionsConcurrency.ts");
    expect(run.status).toBe(0);
  });
});
