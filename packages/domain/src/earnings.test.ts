import { describe, expect, it } from "vitest";
import { centsAsDecimal, earningDateLabel, earningMonthLabel, earningsCsv, reversedShareCents } from "./earnings";

describe("a refund's reversal of the artist's share", () => {
  it("reverses the whole share on a full refund", () => {
    expect(reversedShareCents(3499, 6499, 6499)).toBe(3499);
  });

  it("reverses a partial refund's proportion, rounded down", () => {
    // 3499 × 1000 / 6499 = 538.39…
    expect(reversedShareCents(3499, 6499, 1000)).toBe(538);
  });

  it("never reverses more than the share, and nothing for nothing refunded", () => {
    expect(reversedShareCents(3499, 6499, 9000)).toBe(3499);
    expect(reversedShareCents(3499, 6499, 0)).toBe(0);
  });

  it("adds partial refunds up to the whole share once the charge is refunded in full", () => {
    const first = reversedShareCents(3499, 6499, 1000);
    const second = reversedShareCents(3499, 6499, 6499) - first;
    expect(first + second).toBe(3499);
    expect(second).toBe(2961);
  });
});

describe("CSV amounts", () => {
  it("have two decimals and a sign for reversals", () => {
    expect(centsAsDecimal(5249)).toBe("52.49");
    expect(centsAsDecimal(-538)).toBe("-5.38");
    expect(centsAsDecimal(7)).toBe("0.07");
    expect(centsAsDecimal(0)).toBe("0.00");
  });
});

describe("the CSV export", () => {
  const entry = {
    id: "cs_1-release",
    artistId: "a1",
    orderId: "cs_1",
    kind: "release" as const,
    amountCents: 5249,
    package: "premium",
    addOns: ["rush", "extra-verse"],
    recipientName: 'Rose "Nana", Baker',
    createdAt: "2026-11-20T10:00:00.000Z",
  };

  it("has a header and one row per entry, with labels and two decimals", () => {
    expect(
      earningsCsv([
        entry,
        { ...entry, id: "cs_1-refund-7499", kind: "refund", amountCents: -5249, recipientName: null },
      ]),
    ).toBe(
      "Date,Order,Recipient,Package,Add-ons,Kind,Amount (USD)\r\n" +
        '2026-11-20,cs_1,"Rose ""Nana"", Baker",Premium Song,"Rush Delivery, 24-48 hours; Extra verse",Release,52.49\r\n' +
        '2026-11-20,cs_1,,Premium Song,"Rush Delivery, 24-48 hours; Extra verse",Refund,-52.49\r\n',
    );
  });

  it("keeps a customer's text from running as a spreadsheet formula", () => {
    expect(earningsCsv([{ ...entry, recipientName: "=HYPERLINK(1)", addOns: [] }]).split("\r\n")[1]).toBe(
      "2026-11-20,cs_1,'=HYPERLINK(1),Premium Song,,Release,52.49",
    );
    expect(earningsCsv([{ ...entry, recipientName: "Rose;=2+5+cmd|' /C calc'!A0", addOns: [] }]).split("\r\n")[1]).toBe(
      `2026-11-20,cs_1,"Rose;'=2+5+cmd|' /C calc'!A0",Premium Song,,Release,52.49`,
    );
  });

  it("names the artist first in the admins' export", () => {
    expect(earningsCsv([{ ...entry, artistName: "Maya Rivers" }], { withArtist: true }).split("\r\n")[0]).toBe(
      "Artist,Date,Order,Recipient,Package,Add-ons,Kind,Amount (USD)",
    );
  });
});

describe("ledger labels", () => {
  it("name months and days in UTC", () => {
    expect(earningMonthLabel("2026-11")).toBe("November 2026");
    expect(earningDateLabel("2026-11-30T23:30:00.000Z")).toBe("November 30, 2026");
  });
});
