// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { announceOfflineReady, isScreenForNoNotice } from "./offlineReadyNews";
import { updateStore } from "./updateStore";

describe("the offline-ready notice", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    updateStore.dismiss();
  });

  it("never covers a gift page, the two-factor setup or an open dialog", () => {
    expect(isScreenForNoNotice(document, "/dashboard")).toBe(false);
    expect(isScreenForNoNotice(document, "/gift/abc123")).toBe(true);
    expect(isScreenForNoNotice(document, "/mfa-setup")).toBe(true);
    document.body.innerHTML = '<div role="dialog" aria-modal="true">Order for Emma</div>';
    expect(isScreenForNoNotice(document, "/dashboard")).toBe(true);
  });

  it("says nothing while no service worker controls the page (the site does not work offline yet)", () => {
    announceOfflineReady();
    expect(updateStore.get().offlineReady).toBe(false);
  });
});
