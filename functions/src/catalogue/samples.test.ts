import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { StoredRecordError } from "../adapters/firestore/storedRecord";
import { testDocument } from "../adapters/firestore/testDocument";
import { sampleRecord, type SampleRecord } from "./samples";

const AT = new Date("2026-12-01T10:00:00.000Z");
const SAMPLE: SampleRecord = {
  id: "s1",
  artistId: "a1",
  title: "Road trip",
  audioPath: "samples/s1.mp3",
  occasion: "birthday",
  genre: "pop",
  mood: "warm",
  story: "Two sisters and a van.",
  state: "rejected",
  rejectionReason: "Too quiet.",
  decidedBy: "admin1",
  decidedAt: AT,
  createdAt: AT,
};

describe("a sample's record", () => {
  it("is read as it is written", () => {
    const fields = sampleRecord.write(SAMPLE);
    expect(fields.createdAt).toEqual(Timestamp.fromDate(AT));
    expect(sampleRecord.read(testDocument("samples/s1", fields))).toEqual(SAMPLE);
  });

  it("reads one stored before submissions (as the library is seeded) as approved, undecided, without a story", () => {
    const {
      id: _id,
      story: _story,
      state: _state,
      rejectionReason: _reason,
      decidedBy: _by,
      decidedAt: _at,
      ...library
    } = sampleRecord.write(SAMPLE);
    expect(sampleRecord.read(testDocument("samples/s2", library))).toEqual({
      ...SAMPLE,
      id: "s2",
      story: undefined,
      state: "approved",
      rejectionReason: null,
      decidedBy: null,
      decidedAt: null,
    });
  });

  it("refuses a document that does not hold a sample, naming it", () => {
    const fields = { ...sampleRecord.write(SAMPLE), state: "maybe" };
    expect(() => sampleRecord.read(testDocument("samples/s3", fields))).toThrow(StoredRecordError);
    expect(() => sampleRecord.read(testDocument("samples/s3", fields))).toThrow(/samples\/s3.*state/s);
  });
});
