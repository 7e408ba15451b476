import { describe, expect, it } from "vitest";
import { canDeliver, canTransition, DELIVERABLE_STATUSES, isPaidStatus, PAID_STATUSES, statusLabel } from "./orderStatus";

describe("order status", () => {
  it("allows the fulfilment path and cancelling before completion", () => {
    expect(canTransition("paid", "in_progress")).toBe(true);
    expect(canTransition("in_progress", "completed")).toBe(true);
    expect(canTransition("pending", "cancelled")).toBe(true);
    expect(canTransition("in_progress", "cancelled")).toBe(true);
  });

  it("refuses skipping steps or leaving a final state", () => {
    expect(canTransition("paid", "completed")).toBe(false);
    expect(canTransition("completed", "cancelled")).toBe(false);
    expect(canTransition("cancelled", "paid")).toBe(false);
  });

  it("labels known statuses and keeps unknown ones as they are", () => {
    expect(statusLabel("in_progress")).toBe("In Progress");
    expect(statusLabel("on_hold")).toBe("on_hold");
  });
});

describe("delivering a song", () => {
  it("completes a paid or in-progress order", () => {
    expect(canTransition("paid", "completed", "delivery")).toBe(true);
    expect(canTransition("in_progress", "completed", "delivery")).toBe(true);
  });

  it("moves no other status: a completed order only gets a new version", () => {
    expect(canTransition("completed", "completed", "delivery")).toBe(false);
    expect(canTransition("pending", "completed", "delivery")).toBe(false);
    expect(canTransition("cancelled", "completed", "delivery")).toBe(false);
    expect(canTransition("paid", "in_progress", "delivery")).toBe(false);
  });

  it("can deliver to paid, in-progress and completed orders only", () => {
    expect(DELIVERABLE_STATUSES).toEqual(["paid", "in_progress", "completed"]);
    expect(canDeliver("completed")).toBe(true);
    expect(canDeliver("pending")).toBe(false);
    expect(canDeliver("cancelled")).toBe(false);
    expect(canDeliver("on_hold")).toBe(false);
  });
});

describe("paid statuses", () => {
  it("are the ones whose cancellation refunds the payment", () => {
    expect(PAID_STATUSES).toEqual(["paid", "in_progress"]);
    expect(isPaidStatus("paid")).toBe(true);
    expect(isPaidStatus("in_progress")).toBe(true);
    expect(isPaidStatus("pending")).toBe(false);
    expect(isPaidStatus("completed")).toBe(false);
  });
});
