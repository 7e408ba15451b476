import { describe, expect, it } from "vitest";
import { buildRobotsTxt, DISALLOWED_PATH_PREFIXES } from "./sitePages";

describe("robots.txt", () => {
  it("disallows every private area, not the site, and names the sitemap on the site's origin", () => {
    const lines = buildRobotsTxt("https://songs.example.com").split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const prefix of DISALLOWED_PATH_PREFIXES) expect(lines).toContain(`Disallow: ${prefix}`);
    expect(lines).not.toContain("Disallow: /");
    expect(lines).not.toContain("Disallow: /listen/");
    expect(lines).toContain("Sitemap: https://songs.example.com/sitemap.xml");
  });
});
