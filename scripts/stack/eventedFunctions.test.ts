import { describe, expect, it } from "vitest";
import { scheduleInterval, taskEta } from "./eventedFunctions";

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
    expect(taskEta({ "x-cloudtasks-tasketa": "2026-11-26T08:00:00.000Z" })).toBe(Date.parse("2026-11-26T08:00:00.000Z"));
    expect(taskEta({ "x-cloudtasks-tasketa": "1795680000000" })).toBe(1_795_680_000_000);
  });

  it("treats a task without a time as due now", () => {
    const before = Date.now();
    expect(taskEta({})).toBeGreaterThanOrEqual(before);
    expect(taskEta({ "x-cloudtasks-tasketa": "soon" })).toBeGreaterThanOrEqual(before);
  });
});
