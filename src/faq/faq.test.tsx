// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/support/renderWithProviders";
import FaqPage from "./FaqPage";

function questions() {
  return screen.getAllByRole("button", { expanded: undefined }).filter((b) => b.hasAttribute("aria-expanded"));
}

describe("FAQ accordion", () => {
  it("lists ten questions, all closed, each controlling a labelled region", () => {
    renderWithProviders(<FaqPage />, { route: "/faq" });
    const buttons = questions();
    expect(buttons).toHaveLength(10);
    for (const button of buttons) {
      expect(button).toHaveAttribute("aria-expanded", "false");
      const panel = document.getElementById(button.getAttribute("aria-controls")!);
      expect(panel).toHaveAttribute("role", "region");
      expect(panel).toHaveAttribute("aria-labelledby", button.id);
      expect(panel).not.toBeVisible();
    }
  });

  it("opens one answer at a time and collapses the open one on a second click", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: "/faq" });
    const first = screen.getByRole("button", { name: "How long does it take to receive my song?" });
    const second = screen.getByRole("button", { name: "Can I get my song faster?" });

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    const firstAnswer = screen.getByRole("region", { name: "How long does it take to receive my song?" });
    // One promise per package, the one the pricing cards and the builder make.
    expect(firstAnswer).toHaveTextContent(
      "the Basic Song within 7 days, the Premium Song within 5 days and the Deluxe Package within 3 days",
    );
    expect(firstAnswer).toHaveTextContent("3 extra days");

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(screen.getByRole("region")).toHaveTextContent("within 48 hours");
    expect(screen.getByRole("region")).not.toHaveTextContent("72");

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });

  it("moves between headers with the arrow keys, Home and End, and opens with Enter", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: "/faq" });
    const buttons = questions();
    buttons[0]!.focus();
    await user.keyboard("{ArrowDown}");
    expect(buttons[1]).toHaveFocus();
    await user.keyboard("{End}");
    expect(buttons[9]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(buttons[0]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(buttons[9]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(buttons[0]).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(buttons[0]).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(buttons[0]).toHaveAttribute("aria-expanded", "false");
  });

  it("states the spec's format, ownership and CD answers and links to the builder and pricing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: "/faq" });
    await user.click(screen.getByRole("button", { name: "What format will my song be in?" }));
    expect(screen.getByRole("region")).toHaveTextContent("MP3 at 320 kbps");
    await user.click(screen.getByRole("button", { name: "Who owns the song?" }));
    expect(screen.getByRole("region")).toHaveTextContent("personal-use rights");
    expect(screen.getByRole("region")).not.toHaveTextContent("full ownership");
    await user.click(screen.getByRole("button", { name: "Can I get a physical copy of my song?" }));
    expect(screen.getByRole("region")).toHaveTextContent("CD option is available for an extra fee");
    expect(screen.getByRole("link", { name: "Create Your Song" })).toHaveAttribute("href", "/create");
    expect(screen.getByRole("link", { name: "View Pricing" })).toHaveAttribute("href", "/#pricing");
    expect(document.title).toContain("Frequently Asked Questions");
  });
});
