import { describe, expect, it } from "vitest";
import { PACKAGES } from "../catalogue";
import { followUpDueAt, followUpId } from "../lifecycle/followUpKinds";
import { followUpOf } from "../lifecycle/followUpsDue";
import {
  followingOccasionOn,
  nextOccasionOn,
  occasionReminderDueAt,
  occasionReminderRequestSchema,
  occasionRemindOn,
  OCCASION_REMINDER_DAYS_BEFORE,
  OCCASION_REMINDER_MESSAGES,
} from "./occasionReminders";

const today = new Date("2026-12-07T22:00:00Z");

describe("an occasion reminder's due time", () => {
  it("leaves the slowest package's delivery time and a week to order", () => {
    const slowest = Math.max(...Object.values(PACKAGES).map((each) => each.deliveryDays));
    expect(slowest).toBe(7);
    expect(OCCASION_REMINDER_DAYS_BEFORE).toBe(14);
  });

  it("is 14 days before the occasion's day, at 09:00 UTC", () => {
    expect(occasionReminderDueAt({ occursOn: "2027-03-14" }).toISOString()).toBe("2027-02-28T09:00:00.000Z");
    expect(occasionRemindOn("2027-01-05")).toBe("2026-12-22");
  });

  it("is the follow-up table's rule for remind_occasion, read from its payload", () => {
    const action = { kind: "remind_occasion" as const, reminderId: "r1", occursOn: "2028-03-01" };
    expect(followUpDueAt("remind_occasion", action).toISOString()).toBe("2028-02-16T09:00:00.000Z");
    const followUp = followUpOf("account-u1", action);
    expect(followUp).toMatchObject({ id: "account-u1-occasion-r1-2028-03-01", orderId: "account-u1" });
    expect(followUp.dueAt.toISOString()).toBe("2028-02-16T09:00:00.000Z");
    expect(followUpId("account-u1", { ...action, occursOn: "2029-03-01" })).not.toBe(followUp.id);
  });

  it("refuses a day that is not on the calendar", () => {
    expect(() => occasionReminderDueAt({ occursOn: "2027-02-30" })).toThrow();
  });
});

describe("an occasion's next day", () => {
  it("is this year's for a yearly occasion still ahead, else next year's", () => {
    expect(nextOccasionOn({ date: "1950-12-25", yearly: true }, today)).toBe("2026-12-25");
    expect(nextOccasionOn({ date: "1950-03-14", yearly: true }, today)).toBe("2027-03-14");
    // Today itself has come: the next is a year on.
    expect(nextOccasionOn({ date: "1990-12-07", yearly: true }, today)).toBe("2027-12-07");
  });

  it("is a one-off's own day while it is after today, and none after", () => {
    expect(nextOccasionOn({ date: "2027-06-01", yearly: false }, today)).toBe("2027-06-01");
    expect(nextOccasionOn({ date: "2026-12-07", yearly: false }, today)).toBeNull();
    expect(nextOccasionOn({ date: "2025-06-01", yearly: false }, today)).toBeNull();
  });

  it("falls on 28 February for a 29 February birthday in other years", () => {
    expect(nextOccasionOn({ date: "2000-02-29", yearly: true }, today)).toBe("2027-02-28");
    expect(followingOccasionOn("2000-02-29", "2027-02-28")).toBe("2028-02-29");
    expect(followingOccasionOn("2000-02-29", "2028-02-29")).toBe("2029-02-28");
  });
});

describe("an occasion reminder's request", () => {
  const valid = { name: "Mum's birthday", occasion: "birthday", date: "2027-03-14", yearly: true };

  it("accepts a name, an occasion, a calendar day and the yearly flag", () => {
    expect(occasionReminderRequestSchema.parse({ ...valid, name: "  Mum's birthday " }).name).toBe("Mum's birthday");
  });

  it.each([
    ["name", { name: " " }, OCCASION_REMINDER_MESSAGES.nameRequired],
    ["name", { name: "x".repeat(101) }, OCCASION_REMINDER_MESSAGES.nameTooLong],
    ["occasion", { occasion: "party" }, OCCASION_REMINDER_MESSAGES.occasionRequired],
    ["date", { date: "2027-02-30" }, OCCASION_REMINDER_MESSAGES.dateRequired],
    ["date", { date: "14 March" }, OCCASION_REMINDER_MESSAGES.dateRequired],
  ])("refuses a bad %s with its message", (field, change, message) => {
    const parsed = occasionReminderRequestSchema.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  });
});
