import { open } from "node:fs/promises";

const BEGUN = 'Beginning execution of "';
const FINISHED = 'Finished "';

const occurrences = (text: string, mark: string): number => text.split(mark).length - 1;

/**
 * Whether the local stack still has work in flight that may yet reach the task proxy (a follow-up's
 * trigger about to queue its task, a task not dispatched yet), read from the emulators' output file
 * (each function run's "Beginning execution of" and "Finished" lines, firebase-tools 15) and the
 * Cloud Tasks emulator's `GET /queueStats` (the tasks each queue holds undispatched). The output is
 * read on from where the last look ended, so each look reads only what is new.
 */
export function stackSettling(options: { logFile: string; tasksHost: string }) {
  let offset = 0;
  let unfinishedRuns = 0;

  const readNewOutput = async () => {
    const file = await open(options.logFile, "r");
    try {
      const { size } = await file.stat();
      if (size <= offset) return;
      const { buffer, bytesRead } = await file.read(Buffer.alloc(size - offset), 0, size - offset, offset);
      const text = buffer.subarray(0, bytesRead).toString("utf8");
      // Whole lines only: a line still being written is read with the next look.
      const complete = text.slice(0, text.lastIndexOf("\n") + 1);
      offset += Buffer.byteLength(complete);
      unfinishedRuns += occurrences(complete, BEGUN) - occurrences(complete, FINISHED);
    } finally {
      await file.close();
    }
  };

  const undispatchedTasks = async () => {
    const response = await fetch(`http://${options.tasksHost}/queueStats`);
    if (!response.ok) throw new Error(`The Cloud Tasks emulator's /queueStats answered ${response.status}`);
    const queues = (await response.json()) as Record<string, { numberOfTasks: number }>;
    return Object.values(queues).reduce((total, queue) => total + queue.numberOfTasks, 0);
  };

  return {
    /**
     * Resolves once every function run begun has finished and every queued task was dispatched,
     * at once when nothing is in flight. After `limitMs` it stops waiting, and takes the runs still
     * open as over (one the emulator never reports finished, timed out or crashed, must not hold up
     * every later look). A trigger whose event has not reached the Functions emulator yet is not seen.
     */
    async settled(limitMs = 10_000): Promise<void> {
      const deadline = Date.now() + limitMs;
      for (;;) {
        await readNewOutput();
        if (unfinishedRuns <= 0 && (await undispatchedTasks()) === 0) return;
        if (Date.now() > deadline) {
          unfinishedRuns = 0;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}
