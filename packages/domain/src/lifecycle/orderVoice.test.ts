import { describe, expect, it } from "vitest";
import { orderStatusFor, type OrderVoiceFacts } from "./orderVoice";
import type { WorkStage } from "./statuses";

const paidAt = new Date("2026-03-02T10:00:00Z");
const order = (status: string, stage: WorkStage | null, more: Partial<OrderVoiceFacts> = {}): OrderVoiceFacts => ({
  status,
  revisionRequested: false,
  work: stage ? { stage } : null,
  createdAt: paidAt,
  package: "premium",
  addOns: [],
  releasedAt: null,
  hasReview: false,
  ...more,
});

describe("what each person is told about an order", () => {
  it("tells the customer one status in the spec's words, never the song check's", () => {
    expect(orderStatusFor("customer", order("paid", "offered")).label).toBe("Paid");
    expect(orderStatusFor("customer", order("in_progress", "in_progress")).label).toBe("In Progress");
    expect(orderStatusFor("customer", order("in_progress", "song_check"))).toEqual(
      orderStatusFor("customer", order("in_progress", "in_progress")),
    );
    expect(orderStatusFor("customer", order("in_progress", "returned")).label).toBe("In Progress");
    expect(orderStatusFor("customer", order("cancelled", "cancelled")).label).toBe("Cancelled");
  });

  it("names a revision once, not beside Completed", () => {
    const said = orderStatusFor("customer", order("completed", "revision", { revisionRequested: true }));
    expect(said.label).toBe("Revision requested");
    expect(said.actor).toBe("artist");
    expect(said.group).toBe("in_progress");
  });

  it("says when: the expected date while the song is made, the delivery once it is there", () => {
    expect(orderStatusFor("customer", order("in_progress", "in_progress")).when).toEqual({
      label: "Expected by",
      at: "2026-03-07T10:00:00.000Z",
    });
    expect(orderStatusFor("artist", order("in_progress", "in_progress", { addOns: ["rush"] })).when).toEqual({
      label: "Due by",
      at: "2026-03-04T10:00:00.000Z",
    });
    const delivered = order("completed", "released", { releasedAt: new Date("2026-03-05T09:00:00Z") });
    expect(orderStatusFor("customer", delivered).when).toEqual({ label: "Delivered", at: "2026-03-05T09:00:00.000Z" });
  });

  it("asks the reader when the next step is theirs", () => {
    const choosing = orderStatusFor("customer", order("paid", "awaiting_customer"));
    expect(choosing).toMatchObject({ actor: "you", group: "needs_you" });
    expect(orderStatusFor("artist", order("paid", "offered")).actor).toBe("you");
    expect(orderStatusFor("admin", order("in_progress", "song_check")).actor).toBe("you");
    expect(orderStatusFor("admin", order("paid", "unclaimed")).next).toBe("Assign an artist.");
  });

  it("invites a review of a delivered song until there is one", () => {
    const ready = order("completed", "released", { releasedAt: paidAt });
    expect(orderStatusFor("customer", ready).next).toMatch(/tell us what you think/);
    expect(orderStatusFor("customer", { ...ready, hasReview: true }).next).toBe(
      "Your song is ready to play, download and share.",
    );
    expect(orderStatusFor("customer", ready).group).toBe("ready");
  });

  it("reads an order from before the studio by its status", () => {
    expect(orderStatusFor("admin", order("completed", null)).label).toBe("Completed");
    expect(orderStatusFor("customer", order("completed", null, { revisionRequested: true })).label).toBe(
      "Revision requested",
    );
    expect(orderStatusFor("customer", order("pending", null)).label).toBe("Pending");
  });
});
