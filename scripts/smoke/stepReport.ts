/** The smoke test's steps and the one line each prints: ✔ what it checked, ✖ what is wrong, or skipped and why. */

export type StepStatus = "passed" | "failed" | "skipped";

export interface StepOutcome {
  name: string;
  status: StepStatus;
  /** What was checked (passed), what is wrong (failed), or why it did not run (skipped). */
  detail: string;
  seconds: number;
}

/** Thrown by a step that cannot run here (no --write, a credential not given, a step it needs failed). */
export class StepSkipped extends Error {}

export function skip(why: string): never {
  throw new StepSkipped(why);
}

/** What one step found wrong, gathered so its line names every problem, not just the first. */
export class Problems {
  private readonly found: string[] = [];

  /** Notes `problem` unless `holds`. */
  expect(holds: boolean, problem: string): void {
    if (!holds) this.found.push(problem);
  }

  add(problem: string): void {
    this.found.push(problem);
  }

  /** Throws the problems found so far as the step's failure. */
  throwIfAny(): void {
    if (this.found.length > 0) throw new Error(this.found.join("; "));
  }
}

/** Throws `problem` unless `holds`: for a check the rest of the step depends on. */
export function ensure(holds: unknown, problem: string): asserts holds {
  if (!holds) throw new Error(problem);
}

/** A browser's errors carry their call log below the first line: the step's line keeps the first. */
const firstLine = (message: string) => message.split("\n")[0]!.trim();

export function formatOutcome(outcome: StepOutcome): string {
  const time = `${outcome.seconds.toFixed(1)} s`;
  if (outcome.status === "skipped") return `skipped ${outcome.name}: ${outcome.detail}`;
  return `${outcome.status === "passed" ? "✔" : "✖"} ${outcome.name} (${time}): ${outcome.detail}`;
}

/**
 * Runs one step: `check` answers what it checked, throws what is wrong, or calls `skip`. Prints the
 * step's line through `print` as soon as it ends.
 */
export async function runStep(
  name: string,
  check: () => Promise<string>,
  print: (line: string) => void,
): Promise<StepOutcome> {
  const began = performance.now();
  let outcome: Omit<StepOutcome, "seconds">;
  try {
    outcome = { name, status: "passed", detail: await check() };
  } catch (error) {
    outcome =
      error instanceof StepSkipped
        ? { name, status: "skipped", detail: error.message }
        : { name, status: "failed", detail: firstLine(error instanceof Error ? error.message : String(error)) };
  }
  const finished = { ...outcome, seconds: (performance.now() - began) / 1000 };
  print(formatOutcome(finished));
  return finished;
}
