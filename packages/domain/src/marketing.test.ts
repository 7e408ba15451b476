import { describe, expect, it } from "vitest";
import {
  AUDIO_FORMAT,
  DELIVERY_CLAIMS,
  MARKETING_STAT_LIST,
  MARKETING_STATS,
  RIGHTS_CLAIMS,
  SINCE_LINE,
} from "./marketing";
import { COPYRIGHT_YEAR, FOUNDED_YEAR } from "./siteYears";

describe("marketing claims", () => {
  it("states the spec's headline figures", () => {
    expect(MARKETING_STATS).toEqual({ songsCreated: "10,000+", happyCustomers: "5,000+", averageRating: "4.9" });
    expect(MARKETING_STAT_LIST.map((stat) => stat.value)).toEqual(["10,000+", "5,000+", "4.9"]);
  });

  it("dates the business from 2024 with a 2025 copyright", () => {
    expect(FOUNDED_YEAR).toBe(2024);
    expect(COPYRIGHT_YEAR).toBe(2025);
    expect(SINCE_LINE).toBe("Making custom songs since 2024");
  });

  it("keeps each delivery reading for the place the spec gives it", () => {
    expect(DELIVERY_CLAIMS).toEqual({
      howItWorks: "5-7 days",
      marketing: "7-14 days",
      faqStandard: "5 business days",
      faqCdExtra: "3 extra days",
      faqRush: "24-72 hours",
    });
  });

  it("claims personal-use rights once and full ownership for the FAQ", () => {
    expect(RIGHTS_CLAIMS.personalUse).toMatch(/personal-use rights/);
    expect(RIGHTS_CLAIMS.personalUse).not.toMatch(/commercial/);
    expect(RIGHTS_CLAIMS.fullOwnership).toMatch(/full ownership .* personal and commercial use/);
    expect(AUDIO_FORMAT).toBe("MP3 at 320 kbps");
  });
});
