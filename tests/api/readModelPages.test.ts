import { randomUUID } from "node:crypto";
import type { DocumentData } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminOrdersResponseSchema,
  earningsResponseSchema,
  emptyWork,
  INVALID_PAGE_CURSOR,
  ordersResponseSchema,
  studioQueueSchema,
  type ApiErrorBody,
  type EarningsResponse,
  type OrderWork,
} from "@songs/domain";
import { writeLedgerEntry, type LedgerEntry } from "../../functions/src/earnings";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import { createTestArtist } from "../support/artists";
import { createCustomer, orderDocument, stackFirestore, type Customer } from "../support/customerOrders";

/**
 * The read models page with cursors, at most 50 a page, and never stop silently: a customer's
 * orders past 200, the admins' orders and their search (which finds an old order in one request),
 * a studio queue tab, and an artist's ledger, whose monthly totals and CSV count every entry.
 */

const SLOW = { timeout: 180_000 };

/** Writes documents in batches of 500 (Firestore's limit). */
async function writeAll(collection: string, documents: { id: string; data: DocumentData }[]): Promise<void> {
  const db = stackFirestore();
  for (let start = 0; start < documents.length; start += 500) {
    const batch = db.batch();
    for (const { id, data } of documents.slice(start, start + 500)) batch.set(db.collection(collection).doc(id), data);
    await batch.commit();
  }
}

/** Every page of a list, following `nextCursor` from `path`. */
async function allPages<Page extends { nextCursor: string | null }>(
  path: string,
  token: string,
  parse: (body: unknown) => Page,
): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const [pathname, search] = path.split("?");
    const query = Object.fromEntries(new URLSearchParams(search ?? ""));
    const response = await api(pathname ?? path, { token, query: cursor ? { ...query, cursor } : query });
    expect(response.status, response.text).toBe(200);
    const page = parse(response.body);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

let adminToken: string;
beforeAll(async () => {
  adminToken = await adminIdToken();
});

describe("a customer's orders", SLOW, () => {
  it("come a page at a time past 200, newest first, every order once", async () => {
    const customer: Customer = await createCustomer();
    const base = Date.now() - 1_000_000;
    const documents = Array.from({ length: 205 }, (_, i) =>
      orderDocument(customer, { createdAt: new Date(base + i * 1000), recipientName: `Page ${i}` }),
    );
    await writeAll("orders", documents);

    const pages = await allPages("/api/orders", customer.token, (body) => ordersResponseSchema.parse(body));
    expect(pages.length).toBeGreaterThan(1);
    const ids = pages.flatMap((page) => page.orders.map((order) => order.id));
    expect(ids).toEqual(documents.map((document) => document.id).reverse());
    expect((await api("/api/orders", { token: customer.token, query: { cursor: "someone-elses" } })).status).toBe(400);
  });
});

describe("the admins' orders", SLOW, () => {
  it("come 50 a page, and a search finds a year-old order behind 510 newer ones in one request", async () => {
    const customer = await createCustomer();
    const marker = `Forgotten${randomUUID().slice(0, 8)}`;
    const old = orderDocument(customer, {
      createdAt: new Date(Date.now() - 366 * 86_400_000),
      recipientName: `Aunt ${marker}`,
    });
    const newer = Array.from({ length: 510 }, (_, i) =>
      orderDocument(customer, { createdAt: new Date(Date.now() - i * 1000) }),
    );
    await writeAll("orders", [old, ...newer]);

    const found = adminOrdersResponseSchema.parse(
      (await api("/api/admin/orders", { token: adminToken, query: { search: marker.toLowerCase(), status: "" } })).body,
    );
    expect(found.orders.map((order) => order.id)).toEqual([old.id]);
    expect(found.nextCursor).toBeNull();
    const byId = adminOrdersResponseSchema.parse(
      (await api("/api/admin/orders", { token: adminToken, query: { search: old.id.slice(0, 14) } })).body,
    );
    expect(byId.orders.map((order) => order.id)).toEqual([old.id]);

    const first = adminOrdersResponseSchema.parse(
      (await api("/api/admin/orders", { token: adminToken, query: { search: customer.email } })).body,
    );
    expect(first.orders).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = adminOrdersResponseSchema.parse(
      (
        await api("/api/admin/orders", {
          token: adminToken,
          query: { search: customer.email, cursor: first.nextCursor! },
        })
      ).body,
    );
    expect(second.orders).toHaveLength(50);
    expect(new Set([...first.orders, ...second.orders].map((order) => order.id)).size).toBe(100);
    expect([...first.orders, ...second.orders].map((order) => order.id)).toEqual(
      newer.slice(0, 100).map((order) => order.id),
    );

    const unfiltered = adminOrdersResponseSchema.parse((await api("/api/admin/orders", { token: adminToken })).body);
    expect(unfiltered.orders.length).toBeLessThanOrEqual(50);
    const forged = await api<ApiErrorBody>("/api/admin/orders", {
      token: adminToken,
      query: { cursor: Buffer.from("admin-orders.1.0.x/y").toString("base64url") },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.fields).toEqual({ cursor: INVALID_PAGE_CURSOR });
  });
});

describe("a studio queue tab", SLOW, () => {
  it("comes 50 at a time, soonest due first, only the tab's orders, each once; a forged cursor gets 400", async () => {
    const [artist, customer] = await Promise.all([createTestArtist(), createCustomer()]);
    const base = Date.now() - 5 * 86_400_000;
    const taken = (i: number, stage: OrderWork["stage"]) =>
      orderDocument(
        customer,
        { createdAt: new Date(base + i * 60_000), status: "in_progress", recipientName: `Queue ${i}` },
        { work: { ...emptyWork(stage), artistId: artist.artistId } },
      );
    const inProgress = Array.from({ length: 55 }, (_, i) => taken(i, i % 2 ? "in_progress" : "song_check"));
    const delivered = Array.from({ length: 3 }, (_, i) => taken(100 + i, "released"));
    await writeAll("orders", [...inProgress, ...delivered]);

    const pages = await allPages(`/api/studio/orders?tab=in_progress`, artist.idToken, (body) =>
      studioQueueSchema.parse(body),
    );
    expect(pages.map((page) => page.orders.length)).toEqual([50, 5]);
    const orders = pages.flatMap((page) => page.orders);
    expect(orders.map((order) => order.id)).toEqual(inProgress.map((order) => order.id));
    expect(orders.map((order) => order.dueDate)).toEqual([...orders.map((order) => order.dueDate)].sort());

    const forged = await api<ApiErrorBody>("/api/studio/orders", {
      token: artist.idToken,
      query: { tab: "in_progress", cursor: "forged" },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.fields).toEqual({ cursor: INVALID_PAGE_CURSOR });
  });
});

describe("an artist's ledger", SLOW, () => {
  it("pages 50 at a time, and its monthly totals and CSV count every entry", async () => {
    const artist = await createTestArtist();
    // 130 entries over two UTC months, 1,000 to 1,129 cents each, with one reversal, written as
    // the ledger writes them: each with the running totals it moves.
    const month = (index: number) => (index < 60 ? "2026-09" : "2026-10");
    const entries = Array.from({ length: 130 }, (_, i) => {
      const amountCents = i === 7 ? -1500 : 1000 + i;
      const day = String(1 + (i % 28)).padStart(2, "0");
      const entry: LedgerEntry = {
        artistId: artist.artistId,
        orderId: `cs_ledger_${i}`,
        kind: amountCents < 0 ? "refund" : "release",
        amountCents,
        package: "premium",
        addOns: [],
        recipientName: `Guest ${i}`,
      };
      return {
        id: `ledger-${artist.artistId}-${i}`,
        entry,
        createdAt: new Date(`${month(i)}-${day}T12:00:00.${String(i).padStart(3, "0")}Z`),
      };
    });
    const db = stackFirestore();
    for (let start = 0; start < entries.length; start += 50) {
      const batch = db.batch();
      for (const { id, entry, createdAt } of entries.slice(start, start + 50))
        writeLedgerEntry(db, batch, id, entry, createdAt);
      await batch.commit();
    }
    const expectedTotal = entries.reduce((total, { entry }) => total + entry.amountCents, 0);
    const byMonth = (key: string) =>
      entries.filter((_, i) => month(i) === key).reduce((total, { entry }) => total + entry.amountCents, 0);

    const pages = await allPages<EarningsResponse>("/api/studio/earnings", artist.idToken, (body) =>
      earningsResponseSchema.parse(body),
    );
    expect(pages.map((page) => page.entries.length)).toEqual([50, 50, 30]);
    expect(new Set(pages.flatMap((page) => page.entries.map((entry) => entry.id))).size).toBe(130);
    expect(pages[0]).toMatchObject({
      totalCents: expectedTotal,
      months: [
        { month: "2026-10", totalCents: byMonth("2026-10") },
        { month: "2026-09", totalCents: byMonth("2026-09") },
      ],
    });

    const csv = await api("/api/studio/earnings.csv", { token: artist.idToken });
    expect(csv.status).toBe(200);
    const rows = csv.text.trimEnd().split("\r\n").slice(1);
    expect(rows).toHaveLength(130);
    const csvTotal = rows.reduce((total, row) => total + Math.round(Number(row.split(",").at(-1)) * 100), 0);
    expect(csvTotal).toBe(expectedTotal);

    const admin = await api(`/api/admin/earnings?artistId=${artist.artistId}`, { token: adminToken });
    expect(admin.body).toMatchObject({ totalCents: expectedTotal });
  });

  it("refuses a forged cursor, or another list's, with the field's message", async () => {
    const artist = await createTestArtist();
    for (const cursor of ["forged", Buffer.from("orders.1.0.abc").toString("base64url"), "x".repeat(301)]) {
      const { status, body } = await api<ApiErrorBody>("/api/studio/earnings", {
        token: artist.idToken,
        query: { cursor },
      });
      expect(status).toBe(400);
      expect(body.error.fields).toEqual({ cursor: INVALID_PAGE_CURSOR });
    }
  });
});
