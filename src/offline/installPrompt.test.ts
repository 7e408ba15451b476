import { describe, expect, it } from "vitest";
import { isIosSafariInBrowser } from "./installPrompt";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const IPHONE_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1";
const MAC_SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describe("the add-to-home-screen hint", () => {
  it("is for Safari on an iPhone, or an iPad that calls itself a Mac", () => {
    expect(isIosSafariInBrowser({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 }, false)).toBe(true);
    expect(isIosSafariInBrowser({ userAgent: MAC_SAFARI, maxTouchPoints: 5 }, false)).toBe(true);
  });

  it("is not for a Mac, Android, or another iOS browser", () => {
    expect(isIosSafariInBrowser({ userAgent: MAC_SAFARI, maxTouchPoints: 0 }, false)).toBe(false);
    expect(isIosSafariInBrowser({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 }, false)).toBe(false);
    expect(isIosSafariInBrowser({ userAgent: IPHONE_CHROME, maxTouchPoints: 5 }, false)).toBe(false);
  });

  it("is not shown once the app was opened from the home screen", () => {
    expect(isIosSafariInBrowser({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: true }, false)).toBe(false);
    expect(isIosSafariInBrowser({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 }, true)).toBe(false);
  });
});
