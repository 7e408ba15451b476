import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";
import { AccessibilityAudit } from "./axe";
import { openBrowserTab, PHONE_AND_DESKTOP, type BrowserSession } from "./browser";

/** The browser tab of one size's tests; `page` is there from their first hook on. */
export interface SizeTab {
  readonly page: Page;
}

/**
 * Declares `suite` once for each size the signed-in accessibility suites check (phone, then
 * desktop), with that size's own audit and its own tab (animations off), opened before the size's
 * hooks and tests and closed after them.
 */
export function describeAtEachSize(suite: (audit: AccessibilityAudit, tab: SizeTab, label: string) => void): void {
  for (const [label, viewport] of PHONE_AND_DESKTOP) {
    describe(`at ${label}`, () => {
      let opened: { browser: BrowserSession; page: Page } | undefined;
      beforeAll(async () => {
        opened = await openBrowserTab({ viewport, reducedMotion: true });
      });
      afterAll(async () => {
        await opened?.browser.close();
      });
      const tab: SizeTab = {
        get page() {
          if (!opened) throw new Error("The tab opens in the first beforeAll of its size");
          return opened.page;
        },
      };
      suite(new AccessibilityAudit(label), tab, label);
    });
  }
}
