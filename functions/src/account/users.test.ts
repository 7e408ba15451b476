import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { StoredRecordError } from "../adapters/firestore/storedRecord";
import { testDocument } from "../adapters/firestore/testDocument";
import { userRecord } from "./users";

const AT = new Date("2026-12-01T10:00:00.000Z");

describe("a user's profile record", () => {
  it("is read as it is written, its creation stamped by Firestore and its uid the document's", () => {
    const fields = userRecord.write({ uid: "u1", email: "zelda@example.com", fullName: "Zelda Fitz" });
    expect(fields).toEqual({
      email: "zelda@example.com",
      fullName: "Zelda Fitz",
      createdAt: FieldValue.serverTimestamp(),
    });
    const stored = { ...fields, createdAt: Timestamp.fromDate(AT) };
    expect(userRecord.read(testDocument("users/u1", stored))).toEqual({
      uid: "u1",
      email: "zelda@example.com",
      fullName: "Zelda Fitz",
      createdAt: AT,
    });
  });

  it("refuses a document that does not hold a profile, naming it", () => {
    const stored = { email: "zelda@example.com", createdAt: Timestamp.fromDate(AT) };
    expect(() => userRecord.read(testDocument("users/u2", stored))).toThrow(StoredRecordError);
    expect(() => userRecord.read(testDocument("users/u2", stored))).toThrow(/users\/u2.*fullName/s);
  });
});
