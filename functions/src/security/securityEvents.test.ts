import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { StoredRecordError } from "../adapters/firestore/storedRecord";
import { testDocument } from "../adapters/firestore/testDocument";
import { securityEventRecord } from "./securityEvents";

const AT = new Date("2026-12-01T10:00:00.000Z");

describe("a security event's record", () => {
  it("is read as it is written, its time a Timestamp as stored", () => {
    const event = {
      id: "e1",
      type: "login_failed",
      ip: "203.0.113.5",
      userAgent: null,
      emailHash: "h1",
      uid: null,
      failureReason: "wrong-password",
      createdAt: AT,
    } as const;
    const fields = securityEventRecord.write(event);
    expect(fields.createdAt).toEqual(Timestamp.fromDate(AT));
    expect(fields.id).toBeUndefined();
    expect(securityEventRecord.read(testDocument("securityEvents/e1", fields))).toEqual(event);
  });

  it("refuses an event of a type the dashboard does not count, naming it", () => {
    const stored = { type: "coffee_break", createdAt: Timestamp.fromDate(AT) };
    expect(() => securityEventRecord.read(testDocument("securityEvents/e2", stored))).toThrow(StoredRecordError);
    expect(() => securityEventRecord.read(testDocument("securityEvents/e2", stored))).toThrow(/e2.*type/s);
  });
});
