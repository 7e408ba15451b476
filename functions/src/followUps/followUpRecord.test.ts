import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { followUpOf } from "@songs/domain";
import { testDocument } from "../adapters/firestore/testDocument";
import { newFollowUp, readFollowUp } from "./followUpRecord";

const NOW = new Date("2026-12-01T10:00:00.000Z");
const DAY_MS = 86_400_000;
/** A follow-up as stored once Firestore stamped its creation. */
const stored = (fields: Record<string, unknown>) => ({ ...fields, createdAt: Timestamp.fromDate(NOW) });

describe("a follow-up's record", () => {
  it("stores a new follow-up pending with its action's dates as Timestamps, and reads it back through the table", () => {
    const gift = followUpOf("cs_1", { kind: "send_gift", sendAt: NOW });
    const fields = newFollowUp(gift, NOW);
    expect(fields).toMatchObject({
      orderId: "cs_1",
      kind: "send_gift",
      action: { kind: "send_gift", sendAt: Timestamp.fromDate(NOW) },
      dueAt: Timestamp.fromDate(NOW),
      state: "pending",
      failedRuns: 0,
      awaitsQueue: false,
    });
    expect(readFollowUp(testDocument(`followUps/${gift.id}`, stored(fields)))).toEqual({
      ...gift,
      state: "pending",
      failedRuns: 0,
      refusals: 0,
      doneParts: [],
    });
  });

  it("marks one due beyond Cloud Tasks' horizon as waiting for the sweep to queue it", () => {
    const far = followUpOf(
      "cs_1",
      { kind: "alert_unclaimed" },
      { firstOfferedAt: new Date(NOW.getTime() + 100 * DAY_MS) },
    );
    expect(newFollowUp(far, NOW).awaitsQueue).toBe(true);
  });

  it("tells what is wrong with an action the table cannot read", () => {
    const fields = stored({
      orderId: "cs_2",
      kind: "remind_review",
      action: { kind: "remind_review" },
      dueAt: Timestamp.fromDate(NOW),
      state: "pending",
    });
    expect(readFollowUp(testDocument("followUps/f2", fields))).toEqual({
      id: "f2",
      orderId: "cs_2",
      state: "pending",
      problem: { problem: "unknown_kind", kind: "remind_review" },
    });
  });

  it("does not read an action kept under its former field name: the record is refused, for the admins to see", () => {
    const lapse = followUpOf("cs_3", { kind: "lapse_offer", offeredAt: NOW });
    const { action, ...fields } = newFollowUp(lapse, NOW);
    expect(readFollowUp(testDocument(`followUps/${lapse.id}`, stored({ ...fields, work: action })))).toMatchObject({
      id: lapse.id,
      orderId: "cs_3",
      problem: { problem: "invalid_record", kind: "lapse_offer", issues: expect.stringContaining("action") },
    });
  });
});
