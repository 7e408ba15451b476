import { Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { INVALID_PAGE_CURSOR } from "@songs/domain";
import { decodePageCursor, encodePageCursor, unionOfPages, type CursorPage } from "./pageCursor";

const refusal = (list: string, cursor: string) => {
  try {
    decodePageCursor(list, cursor);
    return null;
  } catch (error) {
    return error as { status: number; fields?: Record<string, string> };
  }
};

describe("a list's page cursor", () => {
  it("names the last row by its time to the nanosecond and its id", () => {
    const position = { at: new Timestamp(1_790_000_000, 123_456_789), id: "cs_test_a1B2c3" };
    expect(decodePageCursor("orders", encodePageCursor("orders", position))).toEqual(position);
  });

  it("names the last row by a number (a rating) and its id, digits in the id included", () => {
    for (const position of [
      { at: 4.8, id: "0b9c2f4e-5d1a-4c3b-9e7f-123456789abc" },
      { at: 4.123456789012345, id: "123" },
      { at: 0, id: "e5" },
    ]) {
      expect(decodePageCursor("artists", encodePageCursor("artists", position))).toEqual(position);
    }
    const notANumber = Buffer.from("artists.n4.8.1.x").toString("base64url");
    expect(refusal("artists", notANumber)).toMatchObject({ status: 400, fields: { cursor: INVALID_PAGE_CURSOR } });
  });

  it("answers 400 with the cursor field's message for a forged cursor, another list's, or a time no Timestamp holds", () => {
    const other = encodePageCursor("ledger", { at: new Timestamp(1, 0), id: "x" });
    const tooLate = Buffer.from("orders.999999999999.0.x").toString("base64url");
    for (const cursor of ["forged", "", "%%%", other, tooLate, Buffer.from("orders.1.0.a/b").toString("base64url")]) {
      expect(refusal("orders", cursor)).toMatchObject({ status: 400, fields: { cursor: INVALID_PAGE_CURSOR } });
    }
  });
});

/** A stored row as a query answers it: its id and time. */
const row = (id: string, seconds: number) =>
  ({
    id,
    get: (field: string) => (field === "createdAt" ? new Timestamp(seconds, 0) : undefined),
  }) as unknown as QueryDocumentSnapshot;
const page = (docs: QueryDocumentSnapshot[], more = false): CursorPage => ({ docs, nextCursor: more ? "more" : null });
const options = { list: "admin-orders", field: "createdAt", limit: 3 };

describe("the union of two lookups' pages", () => {
  it("keeps each row once, newest first (ties by id, descending), and the first page's worth", () => {
    const union = unionOfPages(
      [page([row("b", 9), row("a", 5)]), page([row("c", 9), row("a", 5), row("d", 1)])],
      options,
    );
    expect(union.docs.map((doc) => doc.id)).toEqual(["c", "b", "a"]);
    expect(decodePageCursor("admin-orders", union.nextCursor ?? "")).toEqual({ at: new Timestamp(5, 0), id: "a" });
  });

  it("has no next page when every row fits and neither lookup has more", () => {
    expect(unionOfPages([page([row("b", 9)]), page([row("b", 9), row("a", 5)])], options)).toMatchObject({
      nextCursor: null,
    });
    expect(unionOfPages([page([row("b", 9)], true), page([])], options).nextCursor).not.toBeNull();
  });
});
