import { spawnSync } from "node:child_process";

/**
 * Runs `gcloud` with `args` (`input` goes to its stdin, so a secret never shows in its arguments);
 * throws plainly when gcloud is not installed.
 */
export function runGcloud(
  args: string[],
  { stdio = "inherit", input }: { stdio?: "ignore" | "inherit" | "pipe"; input?: string } = {},
  run: typeof spawnSync = spawnSync,
) {
  const result = run("gcloud", args, {
    stdio: input === undefined ? stdio : ["pipe", stdio, stdio],
    encoding: "utf8",
    ...(input === undefined ? {} : { input }),
  });
  if (result.error && (result.error as NodeJS.ErrnoException).code === "ENOENT") {
    throw new Error(
      "gcloud is not installed or not on PATH: install the Google Cloud CLI (https://cloud.google.com/sdk/docs/install) and `gcloud auth login`, or run the printed commands elsewhere",
    );
  }
  if (result.error) throw result.error;
  return result;
}

/** Runs `gcloud` with `args`: whether it succeeded. */
export function gcloudSucceeds(
  args: string[],
  options: { quiet?: boolean; input?: string } = {},
  run: typeof spawnSync = spawnSync,
): boolean {
  return runGcloud(args, { stdio: options.quiet ? "ignore" : "inherit", input: options.input }, run).status === 0;
}
