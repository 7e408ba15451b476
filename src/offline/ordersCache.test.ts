import { describe, expect, it } from "vitest";
import { makeOrderView } from "../test/support/orderFixtures";
import { readCachedOrders, saveCachedOrders } from "./ordersCache";
import { resetDeviceStorageForEachTest } from "./testing/deviceStorage";

describe("orders cache", () => {
  resetDeviceStorageForEachTest();

  it("returns the last orders with when they were fetched", async () => {
    const orders = [makeOrderView({ id: "order-1", recipientName: "Emma" })];
    const fetchedAt = new Date("2025-03-04T10:00:00.000Z");
    await saveCachedOrders("u1", orders, fetchedAt);
    expect(await readCachedOrders("u1")).toEqual({ orders, fetchedAt });
  });

  it("keeps each user's orders to that user", async () => {
    await saveCachedOrders("u1", [makeOrderView({ id: "order-1" })]);
    expect(await readCachedOrders("u2")).toBeNull();
  });

  it("ignores a saved copy that no longer has the orders' shape", async () => {
    await saveCachedOrders("u1", [{ id: "order-1" } as never]);
    expect(await readCachedOrders("u1")).toBeNull();
  });
});
