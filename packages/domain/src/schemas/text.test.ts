import { describe, expect, it } from "vitest";
import { VALIDATION } from "../messages";
import { postalAddressRequestSchema } from "./deliverables";
import { giftDeliveryRequestSchema } from "./gifts";
import { storyStepSchema } from "./order";
import { isOneLine, hasNoHiddenCharacters } from "./text";

const address = {
  name: "Maya Byrne",
  line1: "12 Main Street",
  line2: "",
  city: "Cork",
  state: "",
  postalCode: "T12 AB34",
  country: "IE",
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("single-line text: names and address lines", () => {
  it.each([
    ["a line break", "12 Main Street\r\nBcc: x@example.com"],
    ["a NUL", "12 Main\u0000Street"],
    ["a right-to-left override", "12 Main \u202Etxt.exe"],
    ["a bidirectional isolate", "12 \u2066Main\u2069 Street"],
    ["a tab", "12\tMain Street"],
    ["an escape", "12 Main \u001b[31mStreet"],
  ])("refuses %s with a clear message", (_, line1) => {
    expect(firstMessage(postalAddressRequestSchema.safeParse({ ...address, line1 }))).toBe(VALIDATION.notOneLine);
    expect(firstMessage(postalAddressRequestSchema.safeParse({ ...address, line2: line1 }))).toBe(
      VALIDATION.notOneLine,
    );
  });

  it("refuses a line break in a gift's sender name and a recipient's name", () => {
    const gift = {
      recipientEmail: "rose@example.com",
      senderName: "Ada\r\nBcc: x@example.com",
      date: "2030-01-01",
      time: "08:00",
      timeZone: "UTC",
      message: "",
      allowDownload: true,
    };
    expect(
      giftDeliveryRequestSchema.safeParse(gift).error?.issues.find((issue) => issue.path[0] === "senderName")?.message,
    ).toBe(VALIDATION.notOneLine);
    expect(
      firstMessage(storyStepSchema.safeParse({ recipientName: "Rose\u202E", story: "A story", keyMoments: "" })),
    ).toBe(VALIDATION.notOneLine);
  });

  it("accepts names and addresses in any script, with accents, apostrophes and hyphens", () => {
    for (const name of ["Siobhán Ní Bhriain", "Jean-Luc O'Neill", "محمد الأحمد", "山田 太郎", "Zoë\u200F"]) {
      expect(postalAddressRequestSchema.safeParse({ ...address, name }).success, name).toBe(true);
    }
  });

  it("lets longer text keep its line breaks and tabs but not hidden controls", () => {
    expect(hasNoHiddenCharacters("First line\r\nSecond\tline")).toBe(true);
    expect(hasNoHiddenCharacters("abc\u202Edef")).toBe(false);
    expect(hasNoHiddenCharacters("abc\u0000")).toBe(false);
    expect(isOneLine("First line\nSecond")).toBe(false);
    expect(
      firstMessage(storyStepSchema.safeParse({ recipientName: "Rose", story: "We met\u202E in Cork", keyMoments: "" })),
    ).toBe(VALIDATION.hiddenCharacters);
    expect(storyStepSchema.safeParse({ recipientName: "Rose", story: "We met\nin Cork", keyMoments: "" }).success).toBe(
      true,
    );
  });
});
