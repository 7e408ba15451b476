import { describe, expect, it, vi } from "vitest";
import { EMPTY_ORDER_DRAFT, type OrderDraft } from "@songs/domain";
import { closeAppDb } from "./db";
import {
  clearDraft,
  clearPendingCheckout,
  clearVerifiedPayments,
  isUnfinishedOrder,
  loadDraft,
  loadPendingCheckout,
  loadVerifiedPayment,
  markOrderAwaitingSignIn,
  markPaymentVerified,
  saveDraft,
  savePendingCheckout,
  takeOrderAwaitingSignIn,
} from "./draftStore";
import { resetDeviceStorageForEachTest } from "./testing/deviceStorage";

const draft: OrderDraft = {
  occasion: "birthday",
  genre: "pop",
  artistId: null,
  recipientName: "Grandpa Joe",
  story: "He taught me to fish.",
  keyMoments: "",
  package: "premium",
  addOns: ["lyrics-print"],
};

const payment = {
  orderId: "cs_test_1",
  created: true,
  status: "paid",
  totalCents: 7499,
  recipientName: "Grandpa Joe",
  package: "premium",
  dueAt: null,
};

describe("draft store", () => {
  resetDeviceStorageForEachTest();

  it("has no draft on a fresh device", async () => {
    expect(await loadDraft()).toBeNull();
  });

  it("restores the saved draft and step", async () => {
    await saveDraft(draft, 4);
    expect(await loadDraft()).toEqual({ draft, step: 4 });
  });

  it("keeps the draft across page loads", async () => {
    await saveDraft(draft, 4);
    await closeAppDb();
    vi.resetModules();
    const reloaded = await import("./draftStore");
    expect(await reloaded.loadDraft()).toEqual({ draft, step: 4 });
  });

  it("forgets the draft when it is cleared", async () => {
    await saveDraft(draft, 6);
    await clearDraft();
    expect(await loadDraft()).toBeNull();
  });

  it("tells an unfinished order from a builder opened and left empty", () => {
    expect(isUnfinishedOrder(null)).toBe(false);
    expect(
      isUnfinishedOrder({
        draft: { ...draft, occasion: "", genre: "", recipientName: "", story: "", package: "", addOns: [] },
        step: 1,
      }),
    ).toBe(false);
    expect(
      isUnfinishedOrder({
        draft: { ...EMPTY_ORDER_DRAFT, occasion: "wedding" },
        step: 2,
      }),
    ).toBe(true);
  });

  it("remembers an order waiting for its customer's sign-in for the next sign-in only", async () => {
    expect(await takeOrderAwaitingSignIn()).toBe(false);
    await saveDraft(draft, 6);
    await markOrderAwaitingSignIn();
    expect(await takeOrderAwaitingSignIn()).toBe(true);
    expect(await takeOrderAwaitingSignIn()).toBe(false);

    await markOrderAwaitingSignIn();
    await clearDraft();
    expect(await takeOrderAwaitingSignIn()).toBe(false);
    // A mark without an order to go back to calls nobody back.
    await markOrderAwaitingSignIn();
    expect(await takeOrderAwaitingSignIn()).toBe(false);
  });

  it("repairs a damaged saved draft instead of failing", async () => {
    await saveDraft({ ...draft, addOns: ["rush", 7] as unknown as string[] }, 42);
    expect(await loadDraft()).toEqual({ draft: { ...draft, addOns: ["rush"] }, step: 6 });
  });

  it("keeps a song gift's cover and the address typed for it, dropping what is damaged", async () => {
    const address = {
      name: "June",
      line1: "44 Harbour Road",
      line2: "",
      city: "Seattle",
      state: "",
      postalCode: "98101",
      country: "US",
    };
    const redeeming = {
      ...draft,
      songGiftCode: "GIFT",
      songGiftCovers: { package: "deluxe" as const, addOns: [] },
      shippingAddress: address,
    };
    await saveDraft(redeeming, 6);
    expect((await loadDraft())?.draft).toEqual(redeeming);
    await saveDraft(
      { ...draft, songGiftCode: "GIFT", songGiftCovers: { package: "gold", addOns: [] } } as unknown as typeof draft,
      6,
    );
    expect((await loadDraft())?.draft).toEqual({ ...draft, songGiftCode: "GIFT" });
  });

  it("keeps the pending checkout session until it is cleared", async () => {
    expect(await loadPendingCheckout("u1")).toBeNull();
    await savePendingCheckout("cs_test_1", "u1");
    expect(await loadPendingCheckout("u1")).toBe("cs_test_1");
    await clearPendingCheckout();
    expect(await loadPendingCheckout("u1")).toBeNull();
  });

  it("remembers which payments were verified, per session id", async () => {
    await markPaymentVerified("cs_test_1", "u1", payment);
    expect(await loadVerifiedPayment("cs_test_1", "u1")).toEqual(payment);
    expect(await loadVerifiedPayment("cs_test_2", "u1")).toBeNull();
  });

  describe("a previous user's payment on a shared device", () => {
    it("answers a verified payment only to the user who paid", async () => {
      await markPaymentVerified("cs_test_1", "u1", payment);
      expect(await loadVerifiedPayment("cs_test_1", "u2")).toBeNull();
    });

    it("answers a pending checkout only to the user who started it", async () => {
      await savePendingCheckout("cs_test_1", "u1");
      expect(await loadPendingCheckout("u2")).toBeNull();
    });

    it("forgets every verified payment when cleared, keeping the other checkout markers", async () => {
      await markPaymentVerified("cs_test_1", "u1", payment);
      await markPaymentVerified("cs_test_2", "u2", payment);
      await savePendingCheckout("cs_test_3", "u1");
      await clearVerifiedPayments();
      expect(await loadVerifiedPayment("cs_test_1", "u1")).toBeNull();
      expect(await loadVerifiedPayment("cs_test_2", "u2")).toBeNull();
      expect(await loadPendingCheckout("u1")).toBe("cs_test_3");
    });
  });

  it("works in memory when IndexedDB is unavailable", async () => {
    await closeAppDb();
    vi.stubGlobal("indexedDB", undefined);
    await saveDraft(draft, 2);
    expect(await loadDraft()).toEqual({ draft, step: 2 });
    await savePendingCheckout("cs_test_9", "u1");
    expect(await loadPendingCheckout("u1")).toBe("cs_test_9");
  });

  it("works in memory when the database refuses to open", async () => {
    await closeAppDb();
    const refusing = new IDBFactory();
    refusing.open = () => {
      throw new DOMException("The user denied permission", "SecurityError");
    };
    vi.stubGlobal("indexedDB", refusing);
    await saveDraft(draft, 3);
    expect(await loadDraft()).toEqual({ draft, step: 3 });
  });
});
