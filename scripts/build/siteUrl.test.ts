import { describe, expect, it } from "vitest";
import { buildSiteUrl, publicSiteUrlProblem } from "./siteUrl";

describe("the site URL a web build writes into its pages", () => {
  it("refuses a loopback, missing or plain-http origin when firebase deploy runs the build", () => {
    const deploying = { GCLOUD_PROJECT: "songs-prod" };
    expect(() => buildSiteUrl({}, deploying)).toThrow(/VITE_SITE_URL is not set/);
    expect(() => buildSiteUrl({ VITE_SITE_URL: "http://127.0.0.1:5000" }, deploying)).toThrow(
      /this machine's address.*before deploying to songs-prod/,
    );
    expect(() => buildSiteUrl({ VITE_SITE_URL: "http://localhost:5173" }, deploying)).toThrow(/this machine's address/);
    expect(() => buildSiteUrl({ VITE_SITE_URL: "http://songs.example.com" }, deploying)).toThrow(/not https/);
    expect(buildSiteUrl({ VITE_SITE_URL: "https://songs.example.com/" }, deploying)).toBe("https://songs.example.com");
  });

  it("uses the local stack's origin for local and test builds", () => {
    expect(buildSiteUrl({}, {})).toBe("http://127.0.0.1:5000");
    expect(buildSiteUrl({}, { GCLOUD_PROJECT: "demo-songs" })).toBe("http://127.0.0.1:5000");
    expect(buildSiteUrl({ VITE_SITE_URL: "http://127.0.0.1:5100" }, {})).toBe("http://127.0.0.1:5100");
  });

  it("takes only a bare public https origin", () => {
    expect(publicSiteUrlProblem("https://songs.example.com")).toBeNull();
    expect(publicSiteUrlProblem("https://songs.example.com/shop")).toMatch(/not a bare origin/);
    expect(publicSiteUrlProblem("https://127.8.0.1")).toMatch(/this machine's address/);
  });
});
