import { describe, expect, it } from "vitest";
import {
  AUDIO_FORMAT,
  builderPathForPackage,
  CD_POSTAL_EXTRA,
  MARKETING_STAT_LIST,
  MARKETING_STATS,
  SINCE_LINE,
  SONG_RIGHTS,
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

  it("claims one set of rights, personal use, everywhere (spec departure)", () => {
    expect(SONG_RIGHTS).toMatch(/personal-use rights/);
    expect(SONG_RIGHTS).toMatch(/not licensed for commercial use/);
    expect(CD_POSTAL_EXTRA).toBe("3 extra days");
    expect(AUDIO_FORMAT).toBe("MP3 at 320 kbps");
  });

  it("opens the builder with a pricing card's package chosen", () => {
    expect(builderPathForPackage("premium")).toBe("/create?package=premium");
  });
});
