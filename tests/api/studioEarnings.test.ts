import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import type { AdminEarningsResponse, EarningsResponse, ApiErrorBody } from "@songs/domain";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import { createTestArtist, type TestArtist } from "../support/artists";
import { createCustomer, createOrder, runCommand, type Customer } from "../support/customerOrders";
import { releaseOrder } from "../support/earnings";

/** The ledger's routes: the artist's own ledger and CSV, the admins' view of every artist's. */

let maya: TestArtist;
let sofia: TestArtist;
let customer: Customer;
let adminToken: string;
const orderIds: string[] = [];

// Each test order is Premium with an extra verse, 6499 charged: 70% of 4999 + 1500 is 4549.3, so 4549.
const SHARE = 4549;
const thisMonth = new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  [maya, sofia, customer, adminToken] = await Promise.all([
    createTestArtist(),
    createTestArtist(),
    createCustomer(),
    adminIdToken(),
  ]);
  for (const [artist, recipientName] of [
    [maya, "Emma, the baker"],
    [maya, "Lucas"],
    [sofia, "Ava"],
  ] as const) {
    const orderId = await createOrder(customer, { status: "completed", recipientName, artistId: artist.artistId });
    await releaseOrder(orderId, artist.artistId);
    orderIds.push(orderId);
  }
  // A partial refund of Maya's second order: 1000 of 6499 reverses 4549 × 1000 / 6499 = 699.95…, so 699.
  await runCommand(orderIds[1]!, {
    type: "record_refund",
    refund: { chargeId: "ch_partial", refundedTotalCents: 1000, refundId: null, amountCents: 1000, source: "stripe" },
  });
});

const studio = (token: string) => api<EarningsResponse & Partial<ApiErrorBody>>("/api/studio/earnings", { token });
const admin = (query: Record<string, string> = {}) =>
  api<AdminEarningsResponse & Partial<ApiErrorBody>>("/api/admin/earnings", { token: adminToken, query });

describe("GET /api/studio/earnings", () => {
  it("answers the artist's own entries newest first with the month's total in cents", async () => {
    const { status, body } = await studio(maya.idToken);
    expect(status).toBe(200);
    expect(body.entries.map((entry) => [entry.orderId, entry.kind, entry.amountCents])).toEqual([
      [orderIds[1], "refund", -699],
      [orderIds[1], "release", SHARE],
      [orderIds[0], "release", SHARE],
    ]);
    expect(body.entries[2]).toMatchObject({
      recipientName: "Emma, the baker",
      package: "premium",
      addOns: ["extra-verse"],
    });
    expect(body.months).toEqual([{ month: thisMonth, totalCents: 2 * SHARE - 699 }]);
    expect(body.totalCents).toBe(2 * SHARE - 699);
  });

  it("never shows another artist's entries", async () => {
    const { body } = await studio(sofia.idToken);
    expect(body.entries.map((entry) => entry.orderId)).toEqual([orderIds[2]]);
    expect(body.totalCents).toBe(SHARE);
  });

  it("refuses customers with 403 and signed-out callers with 401", async () => {
    const refused = await studio(customer.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe("artist_only");
    expect((await api("/api/studio/earnings")).status).toBe(401);
    expect((await api("/api/studio/earnings.csv", { token: customer.token })).status).toBe(403);
  });
});

describe("GET /api/studio/earnings.csv", () => {
  it("downloads the artist's ledger as CSV with two decimals", async () => {
    const { status, headers, text } = await api("/api/studio/earnings.csv", { token: maya.idToken });
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("content-disposition")).toMatch(/^attachment; filename=earnings-studio-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(headers.get("cache-control")).toBe("private, no-store");
    const rows = parse(text) as string[][];
    expect(rows[0]).toEqual(["Date", "Order", "Recipient", "Package", "Add-ons", "Kind", "Amount (USD)"]);
    expect(rows.slice(1).map((row) => [row[1], row[2], row[5], row[6]])).toEqual([
      [orderIds[1], "Lucas", "Refund", "-6.99"],
      [orderIds[1], "Lucas", "Release", "45.49"],
      [orderIds[0], "Emma, the baker", "Release", "45.49"],
    ]);
    expect(rows[1]![4]).toBe("Extra verse");
  });
});

describe("GET /api/admin/earnings", () => {
  it("answers one artist's ledger with their name and totals", async () => {
    const { status, body } = await admin({ artistId: sofia.artistId });
    expect(status).toBe(200);
    expect(body.entries).toEqual([
      expect.objectContaining({ orderId: orderIds[2], artistName: sofia.name, amountCents: SHARE }),
    ]);
    expect(body.totalCents).toBe(SHARE);
  });

  it("answers every artist's ledger without an artist", async () => {
    const { body } = await admin();
    const ours = body.entries.filter((entry) => orderIds.includes(entry.orderId));
    expect(ours).toHaveLength(4);
    expect(new Set(ours.map((entry) => entry.artistName))).toEqual(new Set([maya.name, sofia.name]));
  });

  it("refuses an artist id that is not one, with the field's message", async () => {
    const { status, body } = await admin({ artistId: "maya" });
    expect(status).toBe(400);
    expect(body.error?.fields).toEqual({ artistId: "Choose a known artist" });
  });

  it("is for admins only, not artists", async () => {
    expect((await api("/api/admin/earnings", { token: maya.idToken })).status).toBe(403);
  });

  it("exports the same view as CSV with the artist on each row", async () => {
    const { status, headers, text } = await api("/api/admin/earnings.csv", {
      token: adminToken,
      query: { artistId: maya.artistId },
    });
    expect(status).toBe(200);
    expect(headers.get("content-disposition")).toContain(`filename=earnings-${maya.artistId}-`);
    const rows = parse(text) as string[][];
    expect(rows[0]![0]).toBe("Artist");
    expect(rows.slice(1).map((row) => [row[0], row[7]])).toEqual([
      [maya.name, "-6.99"],
      [maya.name, "45.49"],
      [maya.name, "45.49"],
    ]);
  });
});
