import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

/** A child process started in its own process group, so stopping it stops everything it started. */
export interface GroupProcess {
  child: ChildProcess;
  name: string;
  /** SIGINT (then SIGKILL after `graceMs`) to the whole group; resolves when the leader exits. */
  stop(graceMs?: number): Promise<void>;
  exited: Promise<number | null>;
}

const running = new Set<GroupProcess>();

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

export function startGroupProcess(name: string, command: string, args: string[], options: SpawnOptions): GroupProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.once("error", () => resolve(null));
  });
  const group: GroupProcess = {
    child,
    name,
    exited,
    async stop(graceMs = 8000) {
      running.delete(group);
      const pid = child.pid;
      if (pid === undefined) return;
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup(pid, "SIGINT");
        const timer = setTimeout(() => signalGroup(pid, "SIGKILL"), graceMs);
        await exited;
        clearTimeout(timer);
      }
      // Whatever the leader left behind in its group (workers) goes too.
      signalGroup(pid, "SIGKILL");
    },
  };
  running.add(group);
  return group;
}

/** Last resort when this process exits without a clean stop: no orphans. */
process.once("exit", () => {
  for (const group of running) if (group.child.pid !== undefined) signalGroup(group.child.pid, "SIGKILL");
});
