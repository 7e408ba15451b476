import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import {
  CLOUD_TASKS_MAX_SCHEDULE_MS,
  REFUSED_TASKS_PATH,
  scheduleInterval,
  scheduleTimeRefusal,
  startTaskHolder,
  taskEta,
} from "./eventedFunctions";

describe("scheduleInterval", () => {
  it("runs an 'every N minutes' or 'every N hours' schedule at that interval", () => {
    expect(scheduleInterval("every 5 minutes")).toBe(300_000);
    expect(scheduleInterval("every 1 minutes")).toBe(60_000);
    expect(scheduleInterval("every 2 hours")).toBe(7_200_000);
    expect(scheduleInterval("every day 08:00")).toBe(86_400_000);
  });

  it("runs any other schedule (a cron line) every minute locally", () => {
    expect(scheduleInterval("*/10 * * * *")).toBe(60_000);
  });
});

describe("taskEta", () => {
  it("reads the task's scheduleTime from the emulator's header, as an ISO time or milliseconds", () => {
    expect(taskEta({ "x-cloudtasks-tasketa": "2026-11-26T08:00:00.000Z" })).toBe(
      Date.parse("2026-11-26T08:00:00.000Z"),
    );
    expect(taskEta({ "x-cloudtasks-tasketa": "1795680000000" })).toBe(1_795_680_000_000);
  });

  it("treats a task without a time as due now", () => {
    const before = Date.now();
    expect(taskEta({})).toBeGreaterThanOrEqual(before);
    expect(taskEta({ "x-cloudtasks-tasketa": "soon" })).toBeGreaterThanOrEqual(before);
  });
});

describe("the task-holding proxy", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  it("names Cloud Tasks' own refusal for a task due more than 30 days ahead, and accepts one due within them", () => {
    const now = Date.parse("2026-11-26T08:00:00.000Z");
    expect(scheduleTimeRefusal(now + CLOUD_TASKS_MAX_SCHEDULE_MS, now)).toBeNull();
    expect(scheduleTimeRefusal(now + 29 * DAY_MS, now)).toBeNull();
    expect(scheduleTimeRefusal(now + 31 * DAY_MS, now)).toEqual({
      code: 400,
      status: "INVALID_ARGUMENT",
      message:
        "The Task.scheduleTime, 2026-12-27T08:00:00.000Z, is too far in the future. Schedule time must be no more than 720h in the future.",
    });
  });

  it("refuses a task due more than 30 days ahead instead of running it, holds one due in 29 days, and passes one due now", async () => {
    const calls: string[] = [];
    const functions = createServer((req, res) => {
      calls.push(req.headers["x-cloudtasks-taskname"] as string);
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => functions.listen(0, "127.0.0.1", resolve));
    const address = functions.address();
    const lines: string[] = [];
    const holder = await startTaskHolder(
      `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
      (line) => lines.push(line),
    );
    const dispatch = (name: string, eta: number) =>
      fetch(`${holder.url}/demo/us-central1/runFollowUp`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-cloudtasks-taskname": name,
          "x-cloudtasks-tasketa": new Date(eta).toISOString(),
        },
        body: JSON.stringify({ data: { followUpId: name } }),
      });
    try {
      const far = await dispatch("far", Date.now() + 400 * DAY_MS);
      expect(far.status).toBe(400);
      expect(await far.json()).toMatchObject({
        error: { status: "INVALID_ARGUMENT", message: expect.stringContaining("is too far in the future") as unknown },
      });
      // The emulator retries a refused task: refused again, named in the log once.
      expect((await dispatch("far", Date.now() + 400 * DAY_MS)).status).toBe(400);
      expect(lines.filter((line) => line.includes("far refused"))).toHaveLength(1);

      const later = await dispatch("later", Date.now() + 29 * DAY_MS);
      expect(later.status).toBe(200);
      expect(holder.held.size).toBe(1);

      expect((await dispatch("now", Date.now())).status).toBe(204);
      expect(calls).toEqual(["now"]);
      expect([...holder.refused.keys()]).toEqual(["/demo/us-central1/runFollowUp#far"]);
      // Listed, once, for the suites' check after each file.
      expect(await (await fetch(`${holder.url}${REFUSED_TASKS_PATH}`)).json()).toEqual({
        tasks: [
          { task: "/demo/us-central1/runFollowUp#far", message: expect.stringContaining("too far in the future") },
        ],
      });
    } finally {
      for (const task of holder.held.values()) clearTimeout(task.timer);
      await new Promise<void>((resolve) => holder.server.close(() => resolve()));
      await new Promise<void>((resolve) => functions.close(() => resolve()));
    }
  });
});
