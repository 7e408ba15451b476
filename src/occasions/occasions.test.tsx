// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/support/renderWithProviders";
import OccasionPage from "./OccasionPage";

describe("occasion pages", () => {
  it.each(["wedding", "birthday", "anniversary", "memorial"] as const)(
    "open the builder with %s chosen",
    (occasion) => {
      renderWithProviders(<OccasionPage occasion={occasion} />);
      expect(screen.getByRole("link", { name: "Create Your Song" })).toHaveAttribute(
        "href",
        `/create?occasion=${occasion}`,
      );
    },
  );

  it("gives the memorial page 'A Gentle Tribute', a sensitivity note and no exclamation marks", () => {
    const { container } = renderWithProviders(<OccasionPage occasion="memorial" />);
    expect(screen.getByRole("heading", { name: "A Gentle Tribute" })).toBeInTheDocument();
    expect(screen.getByText(/difficult time/)).toBeInTheDocument();
    expect(container.textContent).not.toContain("!");
  });

  it("gives the other occasions a 'Perfect For' section of three items", () => {
    renderWithProviders(<OccasionPage occasion="wedding" />);
    const heading = screen.getByRole("heading", { name: "Perfect For" });
    const section = heading.closest("section")!;
    expect(within(section).getAllByRole("heading", { level: 3 })).toHaveLength(3);
  });
});
