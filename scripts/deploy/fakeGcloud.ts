import type { spawnSync } from "node:child_process";

/** What the stand-in answers for one gcloud call. */
export interface GcloudAnswer {
  status?: number;
  error?: NodeJS.ErrnoException;
  stdout?: string;
  stderr?: string;
}

/**
 * A stand-in for spawnSync("gcloud", ...) in the deploy scripts' tests (no Google Cloud here): it
 * records each call's arguments and what it was given on stdin, and answers by `answer`.
 */
export function fakeGcloud(answer: (args: string[]) => GcloudAnswer) {
  const calls: string[][] = [];
  const inputs: (string | undefined)[] = [];
  const run = ((command: string, args: string[], options: { input?: string } = {}) => {
    calls.push([command, ...args]);
    inputs.push(options.input);
    const { status = 0, error, stdout = "", stderr = "" } = answer(args);
    return { status: error ? null : status, error, signal: null, pid: 0, output: [], stdout, stderr };
  }) as unknown as typeof spawnSync;
  return { calls, inputs, run };
}
