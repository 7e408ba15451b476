import { appendFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stackSettling } from "./stackSettling";

describe("stackSettling", () => {
  let dir: string;
  let logFile: string;
  let close: () => Promise<void>;
  /** What the fake Cloud Tasks emulator answers: the tasks waiting, and how many waited each time it was asked. */
  const tasks = { waiting: 0, asked: [] as number[] };
  let tasksHost: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "stack-settling-"));
    logFile = path.join(dir, "emulators.log");
    await writeFile(
      logFile,
      'i  functions: Beginning execution of "us-central1-api"\ni  functions: Finished "us-central1-api" in 3ms\n',
    );
    [tasks.waiting, tasks.asked] = [0, []];
    const server = createServer((_req, res) => {
      tasks.asked.push(tasks.waiting);
      const answer = { "queue:demo-songs-us-central1-runFollowUp": { numberOfTasks: tasks.waiting } };
      // The task is dispatched once it was seen waiting.
      tasks.waiting = Math.max(0, tasks.waiting - 1);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    tasksHost = `127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });

  afterEach(async () => {
    await close();
    await rm(dir, { recursive: true, force: true });
  });

  it("is settled at once when every run begun has finished and no task waits", async () => {
    await stackSettling({ logFile, tasksHost }).settled();
    expect(tasks.asked).toEqual([0]);
  });

  it("waits until the tasks queued were dispatched", async () => {
    tasks.waiting = 2;
    await stackSettling({ logFile, tasksHost }).settled();
    expect(tasks.asked).toEqual([2, 1, 0]);
  });

  it("is not settled while a run begun has not finished; past the limit it takes the run as over", async () => {
    await appendFile(logFile, 'i  functions: Beginning execution of "us-central1-runFollowUp"\n');
    const settling = stackSettling({ logFile, tasksHost });
    await settling.settled(0);
    // The open run kept it from looking at the tasks at all.
    expect(tasks.asked).toEqual([]);
    await settling.settled(0);
    expect(tasks.asked).toEqual([0]);
  });
});
