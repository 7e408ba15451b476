import { describe, expect, it } from "vitest";
import {
  DISPUTE_STATUSES,
  disputeEvidenceSchema,
  disputeShareDecision,
  isDisputeOpen,
  mayReplaceDisputeStatus,
} from "./disputes";

describe("the artist's share after a dispute", () => {
  it("is borne by the platform when the song was delivered, and reversed when it never was", () => {
    expect(disputeShareDecision({ status: "lost" }, { delivered: true })).toBe("platform_bears");
    expect(disputeShareDecision({ status: "lost" }, { delivered: false })).toBe("reverse_share");
  });

  it("is left alone while the dispute is open or once it is won, and without an order", () => {
    for (const status of DISPUTE_STATUSES.filter((s) => s !== "lost"))
      expect(disputeShareDecision({ status }, { delivered: false }), status).toBeNull();
    expect(disputeShareDecision({ status: "lost" }, null)).toBeNull();
  });
});

describe("a dispute's status as reported", () => {
  it("moves on while open, and never reopens a closed dispute", () => {
    expect(mayReplaceDisputeStatus("needs_response", "under_review")).toBe(true);
    expect(mayReplaceDisputeStatus("needs_response", "lost")).toBe(true);
    expect(mayReplaceDisputeStatus("lost", "needs_response")).toBe(false);
    expect(mayReplaceDisputeStatus("won", "under_review")).toBe(false);
    expect(mayReplaceDisputeStatus("won", "won")).toBe(true);
    expect(isDisputeOpen("warning_under_review")).toBe(true);
    expect(isDisputeOpen("warning_closed")).toBe(false);
  });
});

describe("the evidence form", () => {
  it("holds each field to Stripe's limit, in the form's words", () => {
    const parsed = disputeEvidenceSchema.safeParse({
      uncategorized_text: "x".repeat(20_001),
      service_date: "y".repeat(5_001),
    });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      uncategorized_text: "Stripe takes at most 20,000 characters here",
      service_date: "Stripe takes at most 5,000 characters here",
    });
    expect(disputeEvidenceSchema.parse({ uncategorized_text: "x".repeat(20_000) }).product_description).toBe("");
  });
});
