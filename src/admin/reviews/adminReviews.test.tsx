// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MESSAGES, type PendingReview, CATALOGUE_MESSAGES } from "@songs/domain";
import { jsonResponse, renderWithProviders, stubApi } from "../../test/support/renderWithProviders";
import AdminReviewsPage from "./AdminReviewsPage";

const LIST = "/api/admin/reviews?status=pending";

const pending = (overrides: Partial<PendingReview>): PendingReview => ({
  id: "order-1",
  orderId: "order-1",
  artistId: "artist-1",
  artistName: "Maya Rivers",
  recipientName: "Grandma Rose",
  rating: 5,
  comment: "She cried happy tears",
  customerName: "Emma W.",
  occasion: "birthday",
  createdAt: "2025-03-04T10:00:00.000Z",
  ...overrides,
});

const emma = pending({});
const tom = pending({
  id: "order-2",
  orderId: "order-2",
  customerName: "Tom B.",
  comment: "Too slow",
  rating: 2,
  artistId: null,
  artistName: null,
  recipientName: null,
  occasion: "wedding",
});

const decided = (id: string, status: "approved" | "rejected") => ({
  id,
  status,
  isPublic: status === "approved",
  artist: null,
});

describe("admin review moderation", () => {
  it("lists pending reviews with stars, comment, customer, occasion, artist and date", async () => {
    stubApi({ [LIST]: { reviews: [emma, tom] } });
    renderWithProviders(<AdminReviewsPage />, { route: "/admin/reviews" });
    expect(screen.getByRole("heading", { level: 1, name: "Moderate Reviews" })).toBeInTheDocument();
    expect(screen.getByText(CATALOGUE_MESSAGES.reviewsLoading)).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Pending reviews" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(within(first!).getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
    expect(first).toHaveTextContent("“She cried happy tears”");
    expect(first).toHaveTextContent("Emma W.");
    expect(first).toHaveTextContent("Birthday");
    expect(first).toHaveTextContent("Artist: Maya Rivers");
    expect(first).toHaveTextContent("For Grandma Rose");
    expect(first).toHaveTextContent("March 4, 2025");
    expect(second).toHaveTextContent("Artist: None chosen");
    expect(within(second!).getByRole("button", { name: "Approve review by Tom B." })).toBeEnabled();
  });

  it("says when no review is waiting", async () => {
    stubApi({ [LIST]: { reviews: [] } });
    renderWithProviders(<AdminReviewsPage />, { route: "/admin/reviews" });
    expect(await screen.findByText(MESSAGES.pendingReviewsEmpty)).toBeInTheDocument();
  });

  it("approves a review: it leaves the list with a success toast", async () => {
    const fetchMock = stubApi({
      [LIST]: { reviews: [emma, tom] },
      "/api/admin/reviews/order-1/approve": decided("order-1", "approved"),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminReviewsPage />, { route: "/admin/reviews" });
    await user.click(await screen.findByRole("button", { name: "Approve review by Emma W." }));
    expect(await screen.findByText(MESSAGES.reviewApproved)).toBeInTheDocument();
    expect(screen.queryByText("“She cried happy tears”")).not.toBeInTheDocument();
    expect(screen.getByText("“Too slow”")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/reviews/order-1/approve",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("rejects only after confirmation", async () => {
    const fetchMock = stubApi({
      [LIST]: { reviews: [tom] },
      "/api/admin/reviews/order-2/reject": decided("order-2", "rejected"),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminReviewsPage />, { route: "/admin/reviews" });
    await user.click(await screen.findByRole("button", { name: "Reject review by Tom B." }));
    const dialog = screen.getByRole("dialog", { name: "Reject this review?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/admin/reviews/order-2/reject", expect.anything());

    await user.click(screen.getByRole("button", { name: "Reject review by Tom B." }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Reject review" }));
    expect(await screen.findByText(MESSAGES.reviewRejected)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.pendingReviewsEmpty)).toBeInTheDocument();
  });

  it("keeps the review and shows an error toast when the decision fails", async () => {
    stubApi({
      [LIST]: { reviews: [emma] },
      "/api/admin/reviews/order-1/approve": () =>
        jsonResponse(500, { error: { code: "internal", message: "Something went wrong" } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminReviewsPage />, { route: "/admin/reviews" });
    await user.click(await screen.findByRole("button", { name: "Approve review by Emma W." }));
    expect(await within(screen.getByRole("alert")).findByText(MESSAGES.reviewModerationFailed)).toBeInTheDocument();
    expect(screen.getByText("“She cried happy tears”")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Approve review by Emma W." })).toBeEnabled());
  });

  it("drops a review another admin already decided", async () => {
    stubApi({
      [LIST]: { reviews: [emma] },
      "/api/admin/reviews/order-1/approve": () =>
        jsonResponse(409, { error: { code: "already_moderated", message: MESSAGES.reviewAlreadyModerated } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminReviewsPage />, { route: "/admin/reviews" });
    await user.click(await screen.findByRole("button", { name: "Approve review by Emma W." }));
    expect(await screen.findByText(MESSAGES.reviewAlreadyModerated)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.pendingReviewsEmpty)).toBeInTheDocument();
  });

  it("shows an error toast when the queue cannot be read", async () => {
    stubApi({ [LIST]: () => jsonResponse(403, { error: { code: "mfa_required", message: "Enter your code" } }) });
    renderWithProviders(<AdminReviewsPage />, { route: "/admin/reviews" });
    expect(await within(screen.getByRole("alert")).findByText(MESSAGES.pendingReviewsLoadFailed)).toBeInTheDocument();
  });
});
