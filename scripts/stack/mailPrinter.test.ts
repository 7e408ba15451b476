import { describe, expect, it } from "vitest";
import { deliveryRefusal } from "./mailPrinter";

describe("the local mail printer's failing recipients", () => {
  it("bounces every attempt to bounce.test, greylists only the first to greylist.test, and delivers the rest", () => {
    expect(deliveryRefusal(["ana@bounce.test"], 1)).toMatch(/550 5\.1\.1 <ana@bounce\.test>/);
    expect(deliveryRefusal(["ana@bounce.test"], 2)).toMatch(/User unknown/);
    expect(deliveryRefusal(["bo@GREYLIST.test"], 1)).toMatch(/450 4\.7\.1 .*Greylisted/);
    expect(deliveryRefusal(["bo@greylist.test"], 2)).toBeNull();
    expect(deliveryRefusal(["cy@example.com"], 1)).toBeNull();
  });
});
