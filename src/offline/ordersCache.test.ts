import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeOrderView } from "../dashboard/testing/orderFixtures";
import { closeAppDb } from "./db";
import { readCachedOrders, saveCachedOrders } from "./ordersCache";

describe("orders cache", () => {
  beforeEach(async () => {
    await closeAppDb();
    vi.stubGlobal("indexedDB", new IDBFactory());
  });
  afterEach(async () => {
    await closeAppDb();
    vi.unstubAllGlobals();
  });

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
