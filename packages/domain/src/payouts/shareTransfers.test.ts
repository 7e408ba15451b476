import { describe, expect, it } from "vitest";
import { canReceiveTransfers, DROPPED_SHARE, isTransferDue, OWED_SHARE, shareTransferKey } from "./shareTransfers";

describe("a share's transfer", () => {
  it("is sent only to an account whose transfers capability is active", () => {
    const facts = {
      detailsSubmitted: true,
      payoutsEnabled: true,
      transfers: "active",
      currentlyDue: [],
      disabledReason: null,
    };
    expect(canReceiveTransfers(facts)).toBe(true);
    expect(canReceiveTransfers({ ...facts, transfers: "inactive" })).toBe(false);
    expect(canReceiveTransfers({ ...facts, transfers: "pending" })).toBe(false);
    expect(canReceiveTransfers(null)).toBe(false);
  });

  it("is due while owed or failing, never once transferred or dropped", () => {
    expect(isTransferDue(OWED_SHARE)).toBe(true);
    expect(isTransferDue({ ...OWED_SHARE, state: "failing", attempts: 1, lastError: "paused" })).toBe(true);
    expect(isTransferDue({ ...OWED_SHARE, state: "transferred", stripeTransferId: "tr_1", attempts: 1 })).toBe(false);
    expect(isTransferDue(DROPPED_SHARE)).toBe(false);
  });

  it("keeps its idempotency key until Stripe answers, and takes a new one after each answer", () => {
    expect(shareTransferKey("o1-transfer", 0)).toBe("o1-transfer");
    expect(shareTransferKey("o1-transfer", 1)).toBe("o1-transfer-1");
    expect(shareTransferKey("o1-transfer", 2)).toBe("o1-transfer-2");
  });
});
