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

/** The whole queue on one page. */
const onePage = (...reviews: PendingReview[]) => ({ reviews, nextCursor: null, count: reviews.length });

const decided = (id: string, status: "approved" | "rejected") => ({
  id,
  status,
  isPublic: status === "approved",
  artist: null,
});

describe("admin review moderation", () => {
  it("lists pending reviews with stars, comment, customer, occasion, artist and date", async () => {
    stubApi({ [LIST]: onePage(emma, tom) });
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
    expect(screen.getByText("2 reviews waiting")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(within(second!).getByRole("button", { name: "Approve review by Tom B." })).toBeEnabled();
  });

  it("shows how many wait and the first page, the next page on Show more, and takes a decided review out of both", async () => {
    const fetchMock = stubApi({
      [LIST]: { reviews: [emma], nextCursor: "after-emma", count: 2 },
      [`${LIST}&cursor=after-emma`]: { reviews: [tom], nextCursor: null, count: 2 },
      "/api/admin/reviews/order-2/approve": decided("order-2", "approved"),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminReviewsPage />, { route: "/admin/reviews" });
    expect(await screen.findByText("2 reviews waiting")).toBeInTheDocument();
    expect(screen.getByText("“She cried happy tears”")).toBeInTheDocument();
    expect(screen.queryByText("“Too slow”")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("“Too slow”")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`${LIST}&cursor=after-emma`, expect.anything());
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Pending reviews" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Emma W."), expect.stringContaining("Tom B.")]);

    await user.click(screen.getByRole("button", { name: "Approve review by Tom B." }));
    expect(await screen.findByText("1 review waiting")).toBeInTheDocument();
    expect(screen.queryByText("“Too slow”")).not.toBeInTheDocument();
    expect(screen.getByText("“She cried happy tears”")).toBeInTheDocument();
  });

  it("keeps Show more when every review read was decided and more wait", async () => {
    stubApi({
      [LIST]: { reviews: [emma], nextCursor: "after-emma", count: 2 },
      [`${LIST}&cursor=after-emma`]: onePage(tom),
      "/api/admin/reviews/order-1/approve": decided("order-1", "approved"),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminReviewsPage />, { route: "/admin/reviews" });
    await user.click(await screen.findByRole("button", { name: "Approve review by Emma W." }));
    expect(await screen.findByText("1 review waiting")).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.pendingReviewsEmpty)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("“Too slow”")).toBeInTheDocument();
  });

  it("says when no review is waiting", async () => {
    stubApi({ [LIST]: onePage() });
    renderWithProviders(<AdminReviewsPage />, { route: "/admin/reviews" });
    expect(await screen.findByText(MESSAGES.pendingReviewsEmpty)).toBeInTheDocument();
  });

  it("approves a review: it leaves the list with a success toast", async () => {
    const fetchMock = stubApi({
      [LIST]: onePage(emma, tom),
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
      [LIST]: onePage(tom),
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
      [LIST]: onePage(emma),
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
      [LIST]: onePage(emma),
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
