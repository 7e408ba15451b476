import { describe, expect, it } from "vitest";
import {
  ADD_ONS,
  ADD_ON_LIST,
  DELIVERY_RANGE_DAYS,
  PACKAGES,
  PACKAGE_LIST,
  deliveryPromise,
  isAddOnKey,
  isPackageKey,
} from "./catalogue";
import { computeTotalCents } from "./pricing";
import { deliveryDays } from "./studio";

describe("catalogue", () => {
  it("prices the three packages in cents as the spec lists them", () => {
    expect(PACKAGE_LIST.map((p) => [p.key, p.name, p.priceCents])).toEqual([
      ["basic", "Basic Song", 2499],
      ["premium", "Premium Song", 4999],
      ["deluxe", "Deluxe Package", 12900],
    ]);
  });

  it("marks only Premium as most popular", () => {
    expect(PACKAGE_LIST.filter((p) => p.isMostPopular).map((p) => p.key)).toEqual(["premium"]);
  });

  it("promises each package's delivery once, in the studio's working days (spec departure)", () => {
    expect(PACKAGE_LIST.map((p) => [p.key, p.delivery])).toEqual([
      ["basic", "Delivery within 7 days"],
      ["premium", "Delivery within 5 days"],
      ["deluxe", "Delivery within 3 days"],
    ]);
    // The promise is the due date the studio works to, for every package and with Rush.
    for (const pkg of PACKAGE_LIST) expect(deliveryDays(pkg.key, [])).toBe(pkg.deliveryDays);
    expect(deliveryPromise("basic", ["rush"])).toBe("Delivery within 48 hours");
    expect(deliveryDays("basic", ["rush"]) * 24).toBe(48);
    expect(deliveryPromise("premium", ["extra-verse"])).toBe("Delivery within 5 days");
    expect(DELIVERY_RANGE_DAYS).toBe("3-7 days");
  });

  it("includes one revision with Basic and says so on its card; Premium and Deluxe unlimited (spec departure)", () => {
    expect(PACKAGE_LIST.map((p) => [p.key, p.includedRevisions])).toEqual([
      ["basic", 1],
      ["premium", null],
      ["deluxe", null],
    ]);
    expect(PACKAGES.basic.features).toContain("1 revision included");
  });

  it("prices the four add-ons in cents with the spec's labels", () => {
    expect(ADD_ON_LIST.map((a) => [a.key, a.label, a.priceCents])).toEqual([
      ["rush", "Rush Delivery, 24-48 hours", 2500],
      ["extra-verse", "Extra verse", 1500],
      ["instrumental", "Instrumental Version", 1000],
      ["lyrics-print", "Framed Lyrics Print", 2500],
    ]);
  });

  it("recognises package and add-on keys and nothing else", () => {
    expect(isPackageKey("deluxe")).toBe(true);
    expect(isPackageKey("platinum")).toBe(false);
    expect(isAddOnKey("lyrics-print")).toBe(true);
    expect(isAddOnKey("__proto__")).toBe(false);
  });
});

describe("computeTotalCents", () => {
  it("is the package price alone without add-ons", () => {
    expect(computeTotalCents("basic", [])).toBe(2499);
  });

  it("adds every add-on to the package price", () => {
    expect(computeTotalCents("premium", ["rush", "extra-verse", "instrumental", "lyrics-print"])).toBe(
      4999 + 2500 + 1500 + 1000 + 2500,
    );
  });

  it("counts an add-on named twice only once", () => {
    expect(computeTotalCents("deluxe", ["rush", "rush"])).toBe(12900 + ADD_ONS.rush.priceCents);
  });
});
