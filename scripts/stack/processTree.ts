import { execFileSync } from "node:child_process";

/** One process of a tree, as `ps` reports it. */
export interface TreeProcess {
  pid: number;
  /** Resident memory in bytes. */
  rssBytes: number;
  command: string;
}

/** The processes `roots` started (themselves included, with every descendant), from one `ps` listing. */
export function processTree(roots: number[]): TreeProcess[] {
  const listing = execFileSync("ps", ["-A", "-o", "pid=,ppid=,rss=,args="], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  const rows = listing
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, pid, ppid, rss, command]) => ({
      pid: Number(pid),
      ppid: Number(ppid),
      rssBytes: Number(rss) * 1024,
      command: command ?? "",
    }));
  const inTree = new Set(roots);
  // Parents come before their children in no particular order: repeat until nothing is added.
  for (let added = true; added;) {
    added = false;
    for (const row of rows) {
      if (!inTree.has(row.pid) && inTree.has(row.ppid)) {
        inTree.add(row.pid);
        added = true;
      }
    }
  }
  return rows.filter((row) => inTree.has(row.pid)).map(({ pid, rssBytes, command }) => ({ pid, rssBytes, command }));
}

/** The Functions emulator's worker processes among a tree (each runs firebase-tools' functionsEmulatorRuntime). */
export const functionWorkers = (tree: TreeProcess[]) =>
  tree.filter((process) => process.command.includes("functionsEmulatorRuntime"));

export const totalRssBytes = (tree: TreeProcess[]) => tree.reduce((sum, process) => sum + process.rssBytes, 0);
