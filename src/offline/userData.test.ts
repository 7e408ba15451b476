import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeOrderView } from "../test/support/orderFixtures";
import { openAppDb } from "./db";
import { markPaymentVerified } from "./draftStore";
import { readCachedOrders, saveCachedOrders } from "./ordersCache";
import { keepPendingAnswer, pendingAnswersFor } from "./pendingAnswers";
import { listSavedSongIds, saveSong } from "./songStore";
import { resetDeviceStorageForEachTest } from "./testing/deviceStorage";
import { clearUserData } from "./userData";

const song = {
  blob: new Blob(["ID3 song bytes"], { type: "audio/mpeg" }),
  fileName: "Song for Emma.mp3",
  contentType: "audio/mpeg",
};

describe("clearing a user's data at logout", () => {
  resetDeviceStorageForEachTest();
  beforeEach(() => {
    vi.stubGlobal("navigator", {});
  });

  it("removes that user's orders and songs and leaves other accounts' data", async () => {
    await saveCachedOrders("u1", [makeOrderView({ id: "order-1" })]);
    await saveSong("u1", "order-1", song);
    await saveCachedOrders("u2", [makeOrderView({ id: "order-2" })]);
    await saveSong("u2", "order-2", song);

    await clearUserData("u1");

    expect(await readCachedOrders("u1")).toBeNull();
    expect(await listSavedSongIds("u1")).toEqual([]);
    expect(await readCachedOrders("u2")).not.toBeNull();
    expect(await listSavedSongIds("u2")).toEqual(["order-2"]);
  });

  it("removes that user's answers typed offline and not sent yet, and no one else's", async () => {
    await keepPendingAnswer({ uid: "u1", orderId: "order-1", questionId: "q1", text: "SHEE-vawn" });
    await keepPendingAnswer({ uid: "u2", orderId: "order-2", questionId: "q2", text: "The grey one" });

    await clearUserData("u1");

    expect(await pendingAnswersFor("u1", "order-1")).toEqual([]);
    expect((await pendingAnswersFor("u2", "order-2")).map((answer) => answer.text)).toEqual(["The grey one"]);
  });

  it("removes the verified payments the success page would show the next person (shared device)", async () => {
    const payment = {
      orderId: "cs_test_1",
      created: true,
      status: "paid",
      totalCents: 2499,
      recipientName: "Emma",
      package: "basic",
      dueAt: null,
    };
    await markPaymentVerified("cs_test_1", "u1", payment);

    await clearUserData("u1");

    const kept = await (await openAppDb())!.getAllKeys("checkout");
    expect(kept.filter((key) => key.startsWith("verifiedPayment:"))).toEqual([]);
  });
});
