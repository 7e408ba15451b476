import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { StoredRecordError } from "../adapters/firestore/storedRecord";
import { testDocument } from "../adapters/firestore/testDocument";
import { checkoutSessionRecord, type CheckoutOrder } from "./checkoutSessions";

const AT = new Date("2026-12-01T10:00:00.000Z");
const ORDER: CheckoutOrder = {
  occasion: "birthday",
  genre: "pop",
  recipientName: "Zelda",
  story: "She sings in the car.",
  keyMoments: "",
  package: "basic",
  addOns: ["rush"],
  artistId: null,
  gift: null,
};

describe("a checkout session's record", () => {
  it("is read as it is written, its creation stamped by Firestore", () => {
    const session = {
      id: "cs_1",
      userId: "u1",
      order: ORDER,
      amountCents: 4900,
      ip: "203.0.113.5",
      status: "open",
      promotionCode: null,
      songGiftId: null,
      expiredAt: null,
    } as const;
    const fields = checkoutSessionRecord.write(session);
    expect(fields.createdAt).toEqual(FieldValue.serverTimestamp());
    expect(fields.id).toBeUndefined();
    const stored = { ...fields, createdAt: Timestamp.fromDate(AT) };
    expect(checkoutSessionRecord.read(testDocument("checkoutSessions/cs_1", stored))).toEqual({
      ...session,
      createdAt: AT,
    });
  });

  it("reads a session kept before gifts, song gifts and promotion codes with none of them", () => {
    const { gift: _gift, ...order } = ORDER;
    const stored = {
      userId: "u1",
      order,
      amountCents: 4900,
      ip: "",
      status: "completed",
      createdAt: Timestamp.fromDate(AT),
    };
    const session = checkoutSessionRecord.read(testDocument("checkoutSessions/cs_2", stored));
    expect(session.order.gift).toBeNull();
    expect(session.songGiftId).toBeNull();
    expect(session.promotionCode).toBeNull();
  });

  it("refuses a document that does not hold a session, naming it", () => {
    const stored = { userId: "u1", order: ORDER, ip: "", status: "paid", createdAt: Timestamp.fromDate(AT) };
    expect(() => checkoutSessionRecord.read(testDocument("checkoutSessions/cs_3", stored))).toThrow(StoredRecordError);
    expect(() => checkoutSessionRecord.read(testDocument("checkoutSessions/cs_3", stored))).toThrow(
      /cs_3.*amountCents/s,
    );
  });
});
