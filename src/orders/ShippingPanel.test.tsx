// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SHIPPING_MESSAGES, type OrderView } from "@songs/domain";
import { makeCustomerFulfilment, makeOrderView, makeShipment } from "../test/support/orderFixtures";
import { jsonResponse, renderWithProviders, stubApi } from "../test/support/renderWithProviders";
import { ShippingPanel } from "./ShippingPanel";

const ADDRESS = {
  name: "Rose Baker",
  line1: "12 Orchard Lane",
  line2: null,
  city: "Portland",
  state: "OR",
  postalCode: "97201",
  country: "US",
};

function orderWith(fulfilment: Parameters<typeof makeCustomerFulfilment>[0]): OrderView {
  return makeOrderView({
    id: "order-print",
    recipientName: "Rose",
    status: "completed",
    fulfilment: makeCustomerFulfilment({ shippingAddress: ADDRESS, ...fulfilment }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the order's posted items", () => {
  it("shows nothing for an order with nothing to post", () => {
    renderWithProviders(<ShippingPanel order={orderWith({})} isOffline={false} onChange={vi.fn()} />);
    expect(screen.queryByRole("list", { name: "Posted items" })).not.toBeInTheDocument();
  });

  it("shows a shipped item's carrier and tracking link, and no address change once everything shipped", () => {
    const shipped = makeShipment({
      state: "shipped",
      label: "Shipped",
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      shippedAt: "2026-05-02T10:00:00.000Z",
    });
    renderWithProviders(
      <ShippingPanel
        order={orderWith({ shipments: [shipped], canChangeAddress: false })}
        isOffline={false}
        onChange={vi.fn()}
      />,
    );
    const items = screen.getByRole("list", { name: "Posted items" });
    expect(within(items).getByText("Shipped")).toBeInTheDocument();
    expect(within(items).getByRole("link", { name: "1Z999AA10123456784" })).toHaveAttribute(
      "href",
      shipped.trackingUrl,
    );
    expect(screen.queryByRole("button", { name: "Change Address" })).not.toBeInTheDocument();
  });

  it("corrects the address before it ships: the form's messages first, then the order as the server answers it", async () => {
    const pending = makeShipment({ label: "Being prepared" });
    const order = orderWith({ shipments: [pending], canChangeAddress: true });
    const changed = {
      ...order,
      fulfilment: { ...order.fulfilment!, shippingAddress: { ...ADDRESS, line1: "44 Harbour Road" } },
    };
    const put = vi.fn(async () => jsonResponse(200, changed));
    stubApi({ "/api/orders/order-print/shipping-address": put });
    const onChange = vi.fn();
    renderWithProviders(<ShippingPanel order={order} isOffline={false} onChange={onChange} />);

    await userEvent.click(screen.getByRole("button", { name: "Change Address" }));
    const dialog = screen.getByRole("dialog", { name: "Shipping address" });
    await userEvent.clear(within(dialog).getByLabelText("Address line 1"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Address" }));
    expect(await within(dialog).findByText(SHIPPING_MESSAGES.addressLineRequired)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText("Address line 1"), "44 Harbour Road");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Address" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(changed));
    expect(put).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(SHIPPING_MESSAGES.addressChanged)).toBeInTheDocument();
  });
});
