// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithToasts } from "../../test/support/renderWithProviders";
import { TOAST_DURATION_MS, useToast, type ToastInput } from "./ToastProvider";

function Trigger({ toast }: { toast: ToastInput }) {
  const show = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      Show
    </button>
  );
}

const renderTrigger = (toast: ToastInput) => renderWithToasts(<Trigger toast={toast} />);

describe("toasts", () => {
  afterEach(() => vi.useRealTimers());

  it("announces a normal toast politely with its title and description", async () => {
    renderTrigger({ title: "Message sent!", description: "We will reply soon.", variant: "success" });
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Message sent!");
    expect(status).toHaveTextContent("We will reply soon.");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("announces a destructive toast as an alert", async () => {
    renderTrigger({ title: "Error", description: "Failed.", variant: "destructive" });
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Error");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows one toast for the same news told again (a second 'Link copied' does not stack)", async () => {
    renderTrigger({ title: "Link copied", variant: "success" });
    const show = screen.getByRole("button", { name: "Show" });
    await userEvent.click(show);
    await userEvent.click(show);
    await userEvent.click(show);
    expect(screen.getAllByText("Link copied")).toHaveLength(1);
  });

  it("restarts the time of a toast told again, rather than letting the first one's run out", () => {
    vi.useFakeTimers();
    renderTrigger({ title: "Link copied" });
    act(() => screen.getByRole("button", { name: "Show" }).click());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    act(() => screen.getByRole("button", { name: "Show" }).click());
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText("Link copied")).toBeInTheDocument();
  });

  it("closes with its close button", async () => {
    renderTrigger({ title: "Saved" });
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    await userEvent.click(screen.getByRole("button", { name: "Dismiss notification: Saved" }));
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("dismisses itself after a few seconds", () => {
    vi.useFakeTimers();
    renderTrigger({ title: "Saved" });
    act(() => screen.getByRole("button", { name: "Show" }).click());
    expect(screen.getByText("Saved")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 10));
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });
});
