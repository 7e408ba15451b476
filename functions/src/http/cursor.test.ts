import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { decodeTimeCursor, encodeTimeCursor } from "./cursor";
import { HttpError } from "./errors";

const MESSAGE = "This page is no longer available.";
const encoded = (text: string) => Buffer.from(text).toString("base64url");
const refusal = (decode: () => unknown) => {
  try {
    decode();
  } catch (error) {
    return error instanceof HttpError ? { status: error.status, fields: error.fields } : error;
  }
  return null;
};

describe("page cursors", () => {
  it("reads back the time cursor it wrote", () => {
    const createdAt = new Timestamp(1_700_000_000, 123_456_789);
    expect(decodeTimeCursor(encodeTimeCursor(createdAt, "abcdefghijklmnopqrstuv"), MESSAGE)).toEqual({
      createdAt,
      id: "abcdefghijklmnopqrstuv",
    });
  });

  it.each([
    ["a time past what a Timestamp holds", encoded("999999999999.0.abcdefghijklmnopqrstuv")],
    ["too many nanoseconds", encoded("1700000000.9999999999.abcdefghijklmnopqrstuv")],
    ["no id", encoded("1700000000.0.")],
    ["a negative time", encoded("-5.0.abcdefghijklmnopqrstuv")],
    ["not base64 of a cursor", "%%%"],
    ["an empty cursor", ""],
  ])("answers 400 with a cursor field message for %s", (_, cursor) => {
    expect(refusal(() => decodeTimeCursor(cursor, MESSAGE))).toEqual({ status: 400, fields: { cursor: MESSAGE } });
  });
});
