import { afterAll, beforeAll, inject } from "vitest";
import { describeRefusedTasks, REFUSED_TASKS_PATH, type RefusedTask } from "../../scripts/stack/eventedFunctions";
import { stackSettling } from "../../scripts/stack/stackSettling";

/** What the stack still has in flight (made once: the files share this module, and it reads the output on from its last look). */
let settling: ReturnType<typeof stackSettling> | undefined;

/** Every task the stack's task proxy refused so far, as Cloud Tasks refuses one due more than 30 days ahead. */
async function refusedTasks(): Promise<RefusedTask[]> {
  const response = await fetch(`${inject("taskProxyUrl")}${REFUSED_TASKS_PATH}`);
  if (!response.ok) throw new Error(`The task proxy's list of refused tasks answered ${response.status}`);
  return ((await response.json()) as { tasks: RefusedTask[] }).tasks;
}

/**
 * Fails the current test file when the task proxy refused a task while it ran: the functions never
 * ask Cloud Tasks for a task it would refuse (work due later waits for the sweep), and in production
 * `enqueue` would have thrown where the local stack only logs. The refusal comes when the Cloud
 * Tasks emulator dispatches the task, after the follow-up's trigger ran, so the check first waits
 * for the function runs and tasks in flight; a trigger not begun yet by then is named by the next
 * file's check, or at the end of the run (tests/support/globalSetup.ts).
 */
export function failOnRefusedTasks(): void {
  let before = 0;
  beforeAll(async () => {
    before = (await refusedTasks()).length;
  });
  afterAll(async () => {
    settling ??= stackSettling({ logFile: inject("functionsLogFile"), tasksHost: inject("tasksHost") });
    await settling.settled();
    const refused = (await refusedTasks()).slice(before);
    if (refused.length > 0)
      throw new Error(
        `The task proxy refused ${refused.length} task(s) queued while this file ran, as Cloud Tasks would:\n${describeRefusedTasks(refused)}`,
      );
  });
}
