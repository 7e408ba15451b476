// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeReview } from "../test/support/fixtures";
import { jsonResponse, renderWithProviders, stubApi } from "../test/support/renderWithProviders";
import ReviewsPage from "./ReviewsPage";

const wedding = makeReview({
  comment: "We danced to it again",
  customerName: "Emma W.",
  occasion: "wedding",
  rating: 5,
  createdAt: "2025-03-04T10:00:00.000Z",
});
const birthday = makeReview({
  comment: "Mum loved it",
  customerName: "Tom B.",
  occasion: "birthday",
  rating: 4,
  createdAt: "2025-02-01T10:00:00.000Z",
});

describe("reviews page", () => {
  it("lists approved reviews with stars, quoted comment, name, occasion and date", async () => {
    stubApi({ "/api/reviews": { reviews: [wedding, birthday], nextCursor: null } });
    renderWithProviders(<ReviewsPage />, { route: "/reviews" });
    expect(screen.getByRole("heading", { level: 1, name: "Customer Reviews" })).toBeInTheDocument();
    expect(screen.getByText("Loading reviews...")).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Reviews" });
    const [first] = within(list).getAllByRole("listitem");
    expect(within(first!).getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
    expect(first).toHaveTextContent("“We danced to it again”");
    expect(first).toHaveTextContent("Emma W.");
    expect(first).toHaveTextContent("Wedding");
    expect(first).toHaveTextContent("Posted on March 4, 2025");
  });

  it("refetches by occasion and marks the pressed filter", async () => {
    const fetchMock = stubApi({
      "/api/reviews": { reviews: [wedding, birthday], nextCursor: null },
      "/api/reviews?occasion=birthday": { reviews: [birthday], nextCursor: null },
      "/api/reviews?occasion=memorial": { reviews: [], nextCursor: null },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReviewsPage />, { route: "/reviews" });
    await screen.findByRole("list", { name: "Reviews" });
    const group = screen.getByRole("group", { name: "Filter reviews by occasion" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All Reviews", "Wedding", "Birthday", "Anniversary", "Memorial", "Graduation", "Other"]);
    expect(within(group).getByRole("button", { name: "All Reviews" })).toHaveAttribute("aria-pressed", "true");

    await user.click(within(group).getByRole("button", { name: "Birthday" }));
    expect(within(group).getByRole("button", { name: "Birthday" })).toHaveAttribute("aria-pressed", "true");
    expect(within(group).getByRole("button", { name: "All Reviews" })).toHaveAttribute("aria-pressed", "false");
    await screen.findByText("“Mum loved it”");
    expect(screen.queryByText("“We danced to it again”")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/reviews?occasion=birthday", expect.anything());

    await user.click(within(group).getByRole("button", { name: "Memorial" }));
    expect(await screen.findByText("No reviews found for this filter.")).toBeInTheDocument();
  });

  it("appends the next page on Show more, moves focus to the first new review and starts again per filter", async () => {
    const older = makeReview({
      comment: "Played it at the party",
      customerName: "Ana P.",
      occasion: "wedding",
      createdAt: "2025-01-01T10:00:00.000Z",
    });
    const fetchMock = stubApi({
      "/api/reviews": { reviews: [wedding], nextCursor: "page-2" },
      "/api/reviews?cursor=page-2": { reviews: [birthday, older], nextCursor: null },
      "/api/reviews?occasion=wedding": { reviews: [wedding], nextCursor: "wedding-2" },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReviewsPage />, { route: "/reviews" });
    await screen.findByText("“We danced to it again”");

    await user.click(screen.getByRole("button", { name: "Show more reviews" }));
    const newest = await screen.findByText("“Mum loved it”");
    const items = within(screen.getByRole("list", { name: "Reviews" })).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("blockquote").textContent)).toEqual([
      "“We danced to it again”",
      "“Mum loved it”",
      "“Played it at the party”",
    ]);
    expect(newest.closest("figure")).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Show more reviews" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Wedding" }));
    await screen.findByRole("button", { name: "Show more reviews" });
    expect(screen.queryByText("“Mum loved it”")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/reviews?occasion=wedding&cursor=wedding-2", expect.anything());
  });

  it("says when the next page failed and tries it again", async () => {
    let attempts = 0;
    stubApi({
      "/api/reviews": { reviews: [wedding], nextCursor: "page-2" },
      "/api/reviews?cursor=page-2": () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(400, { error: { code: "invalid_request", message: "No" } })
          : jsonResponse(200, { reviews: [birthday], nextCursor: null });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReviewsPage />, { route: "/reviews" });
    await user.click(await screen.findByRole("button", { name: "Show more reviews" }));
    expect(await screen.findByText("More reviews could not be loaded. Please try again.")).toHaveAttribute(
      "role",
      "alert",
    );
    await user.click(screen.getByRole("button", { name: "Show more reviews" }));
    expect(await screen.findByText("“Mum loved it”")).toBeInTheDocument();
    expect(screen.queryByText("More reviews could not be loaded. Please try again.")).not.toBeInTheDocument();
  });
});
