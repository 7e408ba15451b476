import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { INVALID_PAGE_CURSOR } from "@songs/domain";
import { decodePageCursor, encodePageCursor } from "./pageCursor";

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

  it("answers 400 with the cursor field's message for a forged cursor, another list's, or a time no Timestamp holds", () => {
    const other = encodePageCursor("ledger", { at: new Timestamp(1, 0), id: "x" });
    const tooLate = Buffer.from("orders.999999999999.0.x").toString("base64url");
    for (const cursor of ["forged", "", "%%%", other, tooLate, Buffer.from("orders.1.0.a/b").toString("base64url")]) {
      expect(refusal("orders", cursor)).toMatchObject({ status: 400, fields: { cursor: INVALID_PAGE_CURSOR } });
    }
  });
});
