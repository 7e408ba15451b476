import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listOf, orNull, storedMap, storedRecord, StoredRecordError, timestamp } from "./storedRecord";
import { testDocument } from "./testDocument";

const note = storedRecord(
  z.object({
    id: z.string(),
    text: z.string(),
    at: timestamp,
    seenAt: orNull(timestamp),
    tags: listOf(z.string()),
    extra: z.string().optional(),
    createdAt: timestamp,
  }),
  { id: "id", stamps: ["createdAt"] },
);

const AT = new Date("2026-12-01T10:00:00.000Z");

describe("a stored record", () => {
  it("writes Dates as Timestamps and reads them back as Dates, its id the document's", () => {
    const fields = note.write({ id: "n1", text: "hi", at: AT, seenAt: null, tags: ["a"], createdAt: AT });
    expect(fields).toEqual({
      text: "hi",
      at: Timestamp.fromDate(AT),
      seenAt: null,
      tags: ["a"],
      createdAt: Timestamp.fromDate(AT),
    });
    expect(note.read(testDocument("notes/n1", fields))).toEqual({
      id: "n1",
      text: "hi",
      at: AT,
      seenAt: null,
      tags: ["a"],
      createdAt: AT,
    });
  });

  it("reads a field added after the record was stored as its declared absence, and drops fields it does not declare", () => {
    const stored = { text: "old", at: Timestamp.fromDate(AT), createdAt: Timestamp.fromDate(AT), former: "x" };
    expect(note.read(testDocument("notes/old", stored))).toEqual({
      id: "old",
      text: "old",
      at: AT,
      seenAt: null,
      tags: [],
      createdAt: AT,
    });
  });

  it("leaves out what the record leaves undefined, and has Firestore stamp a time it leaves out", () => {
    const fields = note.write({ id: "n2", text: "hi", at: AT, seenAt: null, tags: [], extra: undefined });
    expect(Object.keys(fields)).not.toContain("extra");
    expect(fields.createdAt).toEqual(FieldValue.serverTimestamp());
  });

  it("writes some fields alone through the same schema", () => {
    expect(note.fields({ seenAt: AT, tags: ["b"] })).toEqual({ seenAt: Timestamp.fromDate(AT), tags: ["b"] });
  });

  it("refuses a document its schema refuses, naming the document and the field", () => {
    const broken = testDocument("notes/n3", { text: 3, at: "2026-12-01", createdAt: Timestamp.fromDate(AT) });
    expect(() => note.read(broken)).toThrow(StoredRecordError);
    expect(() => note.read(broken)).toThrow(/notes\/n3[\s\S]*→ at text[\s\S]*→ at at/);
    expect(note.check(broken)).toMatchObject({ ok: false });
    expect(note.readIfExists(testDocument("notes/none", null))).toBeNull();
  });

  it("refuses to write a record its schema refuses", () => {
    expect(() => note.write({ id: "n4", text: "hi", at: new Date(Number.NaN), seenAt: null, tags: [] })).toThrow();
  });
});

describe("a stored map of fields another schema declares", () => {
  it("turns each Date into a Timestamp and back, leaving the other fields as they are", () => {
    const stored = z.encode(storedMap, { kind: "send_gift", sendAt: AT, count: 2 });
    expect(stored).toEqual({ kind: "send_gift", sendAt: Timestamp.fromDate(AT), count: 2 });
    expect(z.decode(storedMap, stored)).toEqual({ kind: "send_gift", sendAt: AT, count: 2 });
  });
});
