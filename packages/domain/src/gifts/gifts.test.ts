import { describe, expect, it } from "vitest";
import { giftDeliveryRequestSchema } from "../schemas/gifts";
import { GIFT_MESSAGES } from "./gifts";
import { giftSendAt } from "./giftSchedule";
import { localDateAndTime, zonedTimeToInstant } from "./zonedTime";

describe("a time where the recipient lives", () => {
  it("is the instant the clocks there show it, summer and winter", () => {
    expect(zonedTimeToInstant("2026-01-15", "08:00", "Europe/Dublin")?.toISOString()).toBe("2026-01-15T08:00:00.000Z");
    expect(zonedTimeToInstant("2026-07-15", "08:00", "Europe/Dublin")?.toISOString()).toBe("2026-07-15T07:00:00.000Z");
    expect(zonedTimeToInstant("2026-07-15", "08:00", "America/New_York")?.toISOString()).toBe(
      "2026-07-15T12:00:00.000Z",
    );
    expect(zonedTimeToInstant("2026-07-15", "08:00", "Asia/Kolkata")?.toISOString()).toBe("2026-07-15T02:30:00.000Z");
    expect(zonedTimeToInstant("2026-07-15", "23:30", "Pacific/Auckland")?.toISOString()).toBe(
      "2026-07-15T11:30:00.000Z",
    );
  });

  it("takes a skipped hour as the clocks show it after the change, and a repeated one at its first showing", () => {
    // New York put its clocks forward at 02:00 on 8 March 2026, and back at 02:00 on 1 November.
    expect(zonedTimeToInstant("2026-03-08", "02:30", "America/New_York")?.toISOString()).toBe(
      "2026-03-08T07:30:00.000Z",
    );
    expect(zonedTimeToInstant("2026-11-01", "01:30", "America/New_York")?.toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
  });

  it("refuses unknown zones and impossible dates, and reads an instant back as the zone's date and time", () => {
    expect(zonedTimeToInstant("2026-02-30", "08:00", "UTC")).toBeNull();
    expect(zonedTimeToInstant("2026-02-10", "08:00", "Mars/Olympus")).toBeNull();
    expect(localDateAndTime(new Date("2026-07-15T02:30:00Z"), "Asia/Kolkata")).toEqual({
      date: "2026-07-15",
      time: "08:00",
    });
  });

  it("must be in the future and within the year ahead", () => {
    const now = new Date("2026-05-01T12:00:00Z");
    expect(giftSendAt({ date: "2026-05-02", time: "08:00", timeZone: "UTC" }, now)).toEqual({
      ok: true,
      sendAt: new Date("2026-05-02T08:00:00Z"),
    });
    expect(giftSendAt({ date: "2026-05-01", time: "08:00", timeZone: "UTC" }, now)).toMatchObject({
      ok: false,
      message: GIFT_MESSAGES.notInFuture,
    });
    expect(giftSendAt({ date: "2027-06-01", time: "08:00", timeZone: "UTC" }, now)).toMatchObject({
      ok: false,
      message: GIFT_MESSAGES.tooFarAhead,
    });
  });
});

describe("the gift's form", () => {
  it("defaults to 8:00 and no download, and names each missing field", () => {
    const parsed = giftDeliveryRequestSchema.parse({
      recipientEmail: "mum@example.com",
      senderName: "Ada",
      date: "2026-05-02",
      timeZone: "Europe/Dublin",
    });
    expect(parsed).toMatchObject({ time: "08:00", allowDownload: false, message: "" });
    const refused = giftDeliveryRequestSchema.safeParse({
      recipientEmail: "",
      senderName: "",
      date: "",
      timeZone: "Nowhere/Else",
    });
    expect(refused.success).toBe(false);
    const messages = refused.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        GIFT_MESSAGES.recipientEmailRequired,
        GIFT_MESSAGES.senderNameRequired,
        GIFT_MESSAGES.dateRequired,
        GIFT_MESSAGES.timeZoneRequired,
      ]),
    );
  });
});
