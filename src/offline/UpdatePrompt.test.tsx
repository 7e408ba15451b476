// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../ui/theme";
import { UpdatePrompt } from "./UpdatePrompt";
import { OFFLINE_READY_NOTICE_MS, updateStore } from "./updateStore";

describe("update prompt", () => {
  it("announces a new version politely and reloads into it on request", async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <UpdatePrompt />
      </ThemeProvider>,
    );
    const region = screen.getByRole("status");
    expect(region).toBeEmptyDOMElement();
    const update = vi.fn(async () => {});
    act(() => updateStore.needRefresh(update));
    expect(region).toHaveTextContent("A new version of the site is available.");
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(update).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "Later" }));
    expect(region).toBeEmptyDOMElement();
  });

  it("says the site works offline, then leaves by itself", () => {
    vi.useFakeTimers();
    try {
      render(
        <ThemeProvider theme={theme}>
          <UpdatePrompt />
        </ThemeProvider>,
      );
      act(() => updateStore.offlineReady());
      expect(screen.getByRole("status")).toHaveTextContent("The site is ready to work offline.");
      // Its 44 px close button keeps its width beside the line at 320 px.
      expect(screen.getByRole("button", { name: "Dismiss" })).toHaveStyle({ flexShrink: "0", width: "44px" });
      act(() => vi.advanceTimersByTime(OFFLINE_READY_NOTICE_MS));
      expect(screen.getByRole("status")).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });
});
