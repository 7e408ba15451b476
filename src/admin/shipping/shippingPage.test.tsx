// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ShippingQueueEntry } from "@songs/domain";
import { makeShipment } from "../../test/support/orderFixtures";
import { renderWithProviders, stubApi } from "../../test/support/renderWithProviders";
import ShippingPage from "./ShippingPage";

const entry = (name: string): ShippingQueueEntry => ({
  orderId: `cs_${name.toLowerCase()}`,
  recipientName: name,
  occasion: "birthday",
  package: "premium",
  customerName: "Rose Baker",
  customerEmail: "rose@example.com",
  releasedAt: "2025-03-06T09:00:00.000Z",
  shippingAddress: null,
  shipments: [makeShipment()],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the "To Ship" queue', () => {
  it("shows how many wait and the first page, and the next page on Show more", async () => {
    const fetchMock = stubApi({
      "/api/admin/shipping": { orders: [entry("Ada")], nextCursor: "after-ada", count: 2 },
      "/api/admin/shipping?cursor=after-ada": { orders: [entry("Tom")], nextCursor: null, count: 2 },
    });
    const user = userEvent.setup();
    renderWithProviders(<ShippingPage />, { route: "/admin/shipping" });
    expect(await screen.findByText("2 orders to ship")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Orders to ship" });
    expect(within(list).getByRole("heading", { name: "Order for Ada" })).toBeInTheDocument();
    expect(within(list).queryByRole("heading", { name: "Order for Tom" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await within(list).findByRole("heading", { name: "Order for Tom" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/shipping?cursor=after-ada", expect.anything());
  });

  it("says when nothing waits", async () => {
    stubApi({ "/api/admin/shipping": { orders: [], nextCursor: null, count: 0 } });
    renderWithProviders(<ShippingPage />, { route: "/admin/shipping" });
    expect(await screen.findByText("Nothing to ship right now.")).toBeInTheDocument();
  });
});
