// @vitest-environment jsdom
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CATALOGUE_MESSAGES } from "@songs/domain";
import { makeReview } from "../test/support/fixtures";
import { renderWithProviders, stubApi, watchedJsonResponse } from "../test/support/renderWithProviders";
import HomePage from "./HomePage";

describe("home page", () => {
  it("links its three steps to the builder, the artists and the samples", () => {
    stubApi({ "/api/reviews?limit=3": { reviews: [] } });
    renderWithProviders(<HomePage />);
    const steps = document.getElementById("how-it-works")!;
    expect(within(steps).getByRole("link", { name: "Start Your Story" })).toHaveAttribute("href", "/create");
    expect(within(steps).getByRole("link", { name: "Meet Our Artists" })).toHaveAttribute("href", "/artists");
    expect(within(steps).getByRole("link", { name: "Listen to Samples" })).toHaveAttribute("href", "/samples");
  });

  it("prices the three packages, marks Premium Most Popular and sends each card to the builder with its package", () => {
    stubApi({ "/api/reviews?limit=3": { reviews: [] } });
    renderWithProviders(<HomePage />);
    const pricing = document.getElementById("pricing")!;
    const premium = within(pricing).getByRole("article", { name: "Premium Song" });
    expect(premium).toHaveTextContent("Most Popular");
    expect(premium).toHaveTextContent("$49.99");
    expect(within(pricing).getByRole("article", { name: "Basic Song" })).toHaveTextContent("Delivery within 7 days");
    expect(premium).toHaveTextContent("Delivery within 5 days");
    expect(within(pricing).getByRole("article", { name: "Deluxe Package" })).toHaveTextContent("Digital download + CD");
    const buttons = within(pricing).getAllByRole("link", { name: /^Choose / });
    expect(buttons.map((b) => b.getAttribute("href"))).toEqual([
      "/create?package=basic",
      "/create?package=premium",
      "/create?package=deluxe",
    ]);
  });

  it("says 'Loading reviews...' until testimonials arrive, then shows at most three", async () => {
    const reviews = [1, 2, 3, 4].map((n) => makeReview({ comment: `Review ${n}` }));
    stubApi({ "/api/reviews?limit=3": { reviews } });
    renderWithProviders(<HomePage />);
    expect(screen.getByText(CATALOGUE_MESSAGES.reviewsLoading)).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Customer testimonials" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(list).toHaveTextContent("Review 1");
  });

  it("keeps 'Loading reviews...' when there are no public reviews", async () => {
    const empty = watchedJsonResponse(200, { reviews: [] });
    stubApi({ "/api/reviews?limit=3": () => empty.response });
    renderWithProviders(<HomePage />);
    // After the empty answer was read and rendered, not merely while it is still on its way.
    await act(() => empty.read);
    expect(screen.getByText(CATALOGUE_MESSAGES.reviewsLoading)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Customer testimonials" })).toBeNull();
  });
});
