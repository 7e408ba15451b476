// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STUDIO_MESSAGES, orderNumber, type ArtistOrderView } from "@songs/domain";
import { openOfflineThenRetry } from "../test/support/offlineRead";
import { jsonResponse, renderWithProviders, sentBody, stubApi } from "../test/support/renderWithProviders";
import { makeHandInView, saidOf } from "../test/support/orderFixtures";
import StudioOrderPage from "./order/StudioOrderPage";
import { StudioQueue } from "./queue/StudioQueue";

const order = (overrides: Partial<Omit<ArtistOrderView, "number" | "said">> = {}): ArtistOrderView => {
  const view: Omit<ArtistOrderView, "number" | "said"> = {
    id: "cs_ada",
    occasion: "birthday",
    genre: "pop",
    recipientName: "Ada",
    story: "She rides a red bicycle to the market.",
    keyMoments: "The first ride.",
    package: "premium",
    addOns: ["rush"],
    dueDate: "2099-03-10T10:00:00.000Z",
    stage: "offered",
    tab: "offered",
    offerExpiresAt: "2099-03-06T10:00:00.000Z",
    revisionNotes: [],
    songCheckNotes: null,
    submittedVersions: 0,
    delivery: makeHandInView(),
    ...overrides,
  };
  return {
    ...view,
    number: orderNumber(view.id),
    said: saidOf("artist", { ...view, status: "in_progress", createdAt: "2099-03-05T10:00:00.000Z" }),
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the studio queue", () => {
  it("shows each tab's orders with recipient, occasion, package, add-ons and due date, the overdue one in words", async () => {
    stubApi({
      "/api/studio/orders?tab=offered": { orders: [order()], nextCursor: null },
      "/api/studio/orders?tab=in_progress": {
        orders: [
          order({
            id: "cs_late",
            recipientName: "Ben",
            stage: "in_progress",
            tab: "in_progress",
            dueDate: "2020-01-01T10:00:00.000Z",
          }),
        ],
        nextCursor: null,
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StudioQueue />, { route: "/studio" });
    const offered = await screen.findByRole("list", { name: "Offered" });
    const [card] = within(offered).getAllByRole("listitem");
    expect(within(card!).getByRole("link", { name: "Song for Ada" })).toHaveAttribute("href", "/studio/orders/cs_ada");
    expect(card).toHaveTextContent("Birthday · Premium Song · Rush Delivery");
    expect(within(card!).getByRole("group", { name: "Status" })).toHaveTextContent(
      "OfferedAccept or decline this offer.Due by",
    );
    expect(card).not.toHaveTextContent("Overdue");
    // What the offer pays: 70% of $49.99 + $25.00, rounded down to a cent.
    expect(card).toHaveTextContent("Pays you $52.49");

    await user.click(screen.getByRole("tab", { name: "In progress" }));
    const inProgress = await screen.findByRole("list", { name: "In progress" });
    expect(inProgress).toHaveTextContent("Song for Ben");
    expect(inProgress).toHaveTextContent("Overdue: it was due January 1, 2020");
  });

  it("counts each tab's orders on the tab, and shows each delivered order's delivery date, not its due date", async () => {
    const delivered: ArtistOrderView = {
      ...order({ id: "cs_cleo", recipientName: "Cleo", stage: "released", tab: "released", offerExpiresAt: null }),
      said: saidOf("artist", {
        status: "completed",
        stage: "released",
        createdAt: "2026-11-28T10:00:00.000Z",
        package: "premium",
        addOns: ["rush"],
        releasedAt: "2026-12-02T15:00:00.000Z",
      }),
    };
    stubApi({
      "/api/studio/tab-counts": { counts: { offered: 1, in_progress: 0, revisions: 0, released: 1234 } },
      "/api/studio/orders?tab=offered": { orders: [order()], nextCursor: null },
      "/api/studio/orders?tab=released": { orders: [delivered], nextCursor: null },
    });
    const user = userEvent.setup();
    renderWithProviders(<StudioQueue />, { route: "/studio" });
    const tabs = screen.getByRole("tablist", { name: "Your orders" });
    await within(tabs).findByRole("tab", { name: "Offered 1" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Offered1", "In progress0", "Revisions0", "Delivered1,234"]);

    await user.click(within(tabs).getByRole("tab", { name: "Delivered 1,234" }));
    const [card] = within(await screen.findByRole("list", { name: "Delivered" })).getAllByRole("listitem");
    const status = within(card!).getByRole("group", { name: "Status" });
    expect(status).toHaveTextContent("Delivered December 2, 2026");
    expect(status).not.toHaveTextContent("Due by");
  });

  it("shows the tabs without counts when the counts cannot be read", async () => {
    stubApi({ "/api/studio/orders?tab=offered": { orders: [order()], nextCursor: null } });
    renderWithProviders(<StudioQueue />, { route: "/studio" });
    expect(await screen.findByRole("link", { name: "Song for Ada" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Offered" })).toBeInTheDocument();
  });

  it("says the device is offline, not that the orders failed, and reads again on Retry", async () => {
    const fetchMock = stubApi({ "/api/studio/orders?tab=offered": { orders: [order()], nextCursor: null } });
    await openOfflineThenRetry(
      fetchMock,
      () => renderWithProviders(<StudioQueue />, { route: "/studio" }),
      "Your orders could not be loaded. Please try again.",
    );
    expect(await screen.findByRole("link", { name: "Song for Ada" })).toBeInTheDocument();
  });

  it("says so when a tab is empty", async () => {
    stubApi({ "/api/studio/orders?tab=offered": { orders: [], nextCursor: null } });
    renderWithProviders(<StudioQueue />, { route: "/studio" });
    expect(
      await screen.findByText("No offers right now. New orders that fit you will appear here."),
    ).toBeInTheDocument();
  });
});

describe("an order in the studio", () => {
  const renderOrder = () =>
    renderWithProviders(<StudioOrderPage />, { route: "/studio/orders/cs_ada", path: "/studio/orders/:orderId" });

  it("says the device is offline, not that the order failed to load, and reads again on Retry", async () => {
    const fetchMock = stubApi({ "/api/studio/orders/cs_ada": order() });
    await openOfflineThenRetry(fetchMock, renderOrder, "The order could not be loaded. Please try again.");
    expect(await screen.findByText("She rides a red bicycle to the market.")).toBeInTheDocument();
  });

  it("shows the brief and accepts the offer", async () => {
    const fetchMock = stubApi({
      "/api/studio/orders/cs_ada": order(),
      "/api/studio/orders/cs_ada/accept": {
        order: order({ stage: "in_progress", tab: "in_progress", offerExpiresAt: null }),
      },
    });
    const user = userEvent.setup();
    renderOrder();
    expect(await screen.findByText("She rides a red bicycle to the market.")).toBeInTheDocument();
    expect(screen.getByText("The first ride.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Offer accepted. The song is yours to make.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/studio/orders/cs_ada/accept",
      expect.objectContaining({ method: "POST" }),
    );
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Finished song/)).toBeInTheDocument();
  });

  it("asks for a reason before declining, then goes back to the queue", async () => {
    const fetchMock = stubApi({
      "/api/studio/orders/cs_ada": order(),
      "/api/studio/orders/cs_ada/decline": { order: null },
    });
    const user = userEvent.setup();
    renderOrder();
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline this offer" });
    await user.click(within(dialog).getByRole("button", { name: "Decline Offer" }));
    expect(await within(dialog).findByText(STUDIO_MESSAGES.declineReasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Away that week");
    await user.click(within(dialog).getByRole("button", { name: "Decline Offer" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/studio");
    expect(sentBody(fetchMock, "/api/studio/orders/cs_ada/decline")).toEqual({ reason: "Away that week" });
  });

  it("shows the notes of a version sent back, and the customer's revision notes", async () => {
    stubApi({
      "/api/studio/orders/cs_ada": order({
        stage: "returned",
        tab: "in_progress",
        songCheckNotes: "Bring the vocals up.",
        submittedVersions: 1,
        revisionNotes: ["Mention the market."],
      }),
    });
    renderOrder();
    expect(await screen.findByText("Bring the vocals up.")).toBeInTheDocument();
    expect(screen.getByText("1 version submitted.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "The customer's revision notes" })).toBeInTheDocument();
    expect(screen.getByText("Mention the market.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Finished song/)).toBeInTheDocument();
  });

  it("says the order is not theirs when the server answers 404", async () => {
    stubApi({
      "/api/studio/orders/cs_ada": () =>
        jsonResponse(404, { error: { code: "not_found", message: "Order not found" } }),
    });
    renderOrder();
    expect(await screen.findByText("This order is not in your studio.")).toBeInTheDocument();
  });
});
