import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { StoredRecordError } from "../adapters/firestore/storedRecord";
import { testDocument } from "../adapters/firestore/testDocument";
import { loginPairRecord } from "./loginPairs";

const AT = new Date("2026-12-01T10:00:00.000Z");

describe("a login pair's record", () => {
  it("reads a pair never locked nor signed in with neither time", () => {
    const fields = loginPairRecord.fields({ emailHash: "h1", ip: "203.0.113.5" });
    expect(loginPairRecord.read(testDocument("loginPairs/p1", fields))).toEqual({
      id: "p1",
      emailHash: "h1",
      ip: "203.0.113.5",
      lockedUntil: null,
      lastSignInAt: null,
    });
  });

  it("writes its lock as a Timestamp and reads it back as a Date", () => {
    const fields = loginPairRecord.fields({ emailHash: "h1", ip: "203.0.113.5", lockedUntil: AT });
    expect(fields.lockedUntil).toEqual(Timestamp.fromDate(AT));
    expect(loginPairRecord.read(testDocument("loginPairs/p1", fields)).lockedUntil).toEqual(AT);
  });

  it("refuses a pair still holding the email instead of its keyed hash", () => {
    const stored = { email: "zelda@example.com", ip: "203.0.113.5" };
    expect(() => loginPairRecord.read(testDocument("loginPairs/p2", stored))).toThrow(StoredRecordError);
  });
});
