import { FieldValue } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { StoredRecordError } from "../adapters/firestore/storedRecord";
import { testDocument } from "../adapters/firestore/testDocument";
import { pushSubscriptionRecord } from "./pushSubscriptions";

const DEVICE = {
  id: "d1",
  uid: "u1",
  endpoint: "https://push.example.com/send/abc",
  keys: { p256dh: "BPk", auth: "secret" },
};

describe("a push subscription's record", () => {
  it("is read as it is written, its change stamped by Firestore", () => {
    const fields = pushSubscriptionRecord.write(DEVICE);
    expect(fields).toEqual({
      uid: "u1",
      endpoint: DEVICE.endpoint,
      keys: DEVICE.keys,
      updatedAt: FieldValue.serverTimestamp(),
    });
    const { updatedAt: _stamp, ...stored } = fields;
    expect(pushSubscriptionRecord.read(testDocument("pushSubscriptions/d1", stored))).toEqual(DEVICE);
  });

  it("refuses a device without its keys, naming it", () => {
    const stored = { uid: "u1", endpoint: DEVICE.endpoint };
    expect(() => pushSubscriptionRecord.read(testDocument("pushSubscriptions/d2", stored))).toThrow(StoredRecordError);
    expect(() => pushSubscriptionRecord.read(testDocument("pushSubscriptions/d2", stored))).toThrow(/d2.*keys/s);
  });
});
