import { describe, expect, it, vi } from "vitest";
import { redirectToCheckout, type RedirectWindow } from "./redirectToCheckout";

function fakeWindow(options: { isFramed: boolean; topRefuses?: boolean; popupBlocked?: boolean }) {
  const assign = vi.fn();
  const open = vi.fn(() => (options.popupBlocked ? null : { opener: {} as unknown }));
  const topLocation = {
    set href(url: string) {
      if (options.topRefuses) throw new DOMException("Blocked a frame from navigating the top window", "SecurityError");
      topHref.push(url);
    },
  };
  const topHref: string[] = [];
  const self = {};
  const win = {
    top: options.isFramed ? { location: topLocation } : self,
    self,
    location: { assign },
    open,
  } as unknown as RedirectWindow;
  return { win, assign, open, topHref };
}

describe("redirect to checkout", () => {
  const url = "https://checkout.example/pay/cs_test_1";

  it("navigates the page itself when it is not in a frame", () => {
    const { win, assign, open } = fakeWindow({ isFramed: false });
    expect(redirectToCheckout(url, win)).toBe("navigated");
    expect(assign).toHaveBeenCalledWith(url);
    expect(open).not.toHaveBeenCalled();
  });

  it("navigates the top window from inside a frame", () => {
    const { win, assign, topHref } = fakeWindow({ isFramed: true });
    expect(redirectToCheckout(url, win)).toBe("navigated");
    expect(topHref).toEqual([url]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("opens a new tab, cut off from this page, when the parent forbids top navigation", () => {
    const { win, open } = fakeWindow({ isFramed: true, topRefuses: true });
    expect(redirectToCheckout(url, win)).toBe("opened-tab");
    expect(open).toHaveBeenCalledWith(url, "_blank");
    expect(open.mock.results[0]?.value).toEqual({ opener: null });
  });

  it("reports a blocked pop-up so the page can show a link", () => {
    const { win } = fakeWindow({ isFramed: true, topRefuses: true, popupBlocked: true });
    expect(redirectToCheckout(url, win)).toBe("blocked");
  });
});
