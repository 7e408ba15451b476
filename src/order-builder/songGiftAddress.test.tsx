// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../auth/testing/fakeAuthBackend";
import { SHIPPING_MESSAGES, type OrderDraft } from "@songs/domain";
import { saveDraft } from "../offline/draftStore";
import { resetDeviceStorageForEachTest } from "../offline/testing/deviceStorage";
import { redirectToCheckout } from "../payments/checkout/redirectToCheckout";
import { renderWithProviders, sentBody, stubApi } from "../test/support/renderWithProviders";
import OrderBuilderPage from "./OrderBuilderPage";

vi.mock("../payments/checkout/redirectToCheckout", () => ({ redirectToCheckout: vi.fn(() => "navigated") }));

/** A recipient's draft redeeming a Deluxe song gift (its CD is posted). */
const deluxeGift: OrderDraft = {
  occasion: "wedding",
  genre: "pop",
  artistId: null,
  recipientName: "June and Johnny",
  story: "We met at the county fair.",
  keyMoments: "",
  package: "deluxe",
  addOns: [],
  songGiftCode: "GIFTCODE",
  songGiftCovers: { package: "deluxe", addOns: [] },
};

const REDEEM = "/api/song-gifts/redeem";

async function openReview(draft: OrderDraft) {
  await saveDraft(draft, 6);
  const fetchMock = stubApi({
    "/api/artists": { artists: [] },
    [REDEEM]: { outcome: "ordered", orderId: "songgift_cs_gift" },
  });
  renderWithProviders(<OrderBuilderPage />, { route: "/create", path: "/create", loadBackend: signedInAs() });
  await screen.findByRole("heading", { level: 2, name: "Review" });
  return fetchMock;
}

// jsdom renders the styled steps slowly on a busy machine.
describe("a song gift that pays the whole order", { timeout: 20_000 }, () => {
  let user: ReturnType<typeof userEvent.setup>;
  resetDeviceStorageForEachTest();
  beforeEach(() => {
    vi.mocked(redirectToCheckout).mockClear();
    user = userEvent.setup();
  });

  it("asks where to post the CD, refuses an incomplete address, then sends it with the order", async () => {
    const fetchMock = await openReview(deluxeGift);
    expect(screen.getByRole("group", { name: "Where we post your items" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Complete Order" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription(SHIPPING_MESSAGES.addressNameRequired),
    );
    expect(screen.getByLabelText("City")).toHaveAccessibleDescription(SHIPPING_MESSAGES.addressCityRequired);
    expect(fetchMock.mock.calls.some(([url]) => url === REDEEM)).toBe(false);

    await user.type(screen.getByLabelText("Full name"), "June Carter");
    await user.type(screen.getByLabelText("Address line 1"), "44 Harbour Road");
    await user.type(screen.getByLabelText("City"), "Seattle");
    await user.type(screen.getByLabelText("Postal code"), "98101");
    await user.click(screen.getByRole("button", { name: "Complete Order" }));
    await waitFor(() => expect(redirectToCheckout).toHaveBeenCalledWith("/dashboard/orders/songgift_cs_gift"));
    expect(sentBody(fetchMock, REDEEM)).toMatchObject({
      code: "GIFTCODE",
      order: { package: "deluxe", addOns: [] },
      shippingAddress: {
        name: "June Carter",
        line1: "44 Harbour Road",
        line2: null,
        city: "Seattle",
        state: null,
        postalCode: "98101",
        country: "US",
      },
    });
  });

  it("leaves the address to the Checkout when the recipient pays a difference, and asks none without a posted item", async () => {
    await openReview({
      ...deluxeGift,
      package: "premium",
      addOns: ["lyrics-print"],
      songGiftCovers: { package: "premium", addOns: [] },
    });
    expect(screen.queryByRole("group", { name: "Where we post your items" })).not.toBeInTheDocument();
  });

  it("asks none for an order with nothing to post", async () => {
    const fetchMock = await openReview({
      ...deluxeGift,
      package: "premium",
      songGiftCovers: { package: "deluxe", addOns: [] },
    });
    expect(screen.queryByRole("group", { name: "Where we post your items" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Complete Order" }));
    await waitFor(() => expect(redirectToCheckout).toHaveBeenCalled());
    expect(sentBody(fetchMock, REDEEM)).not.toHaveProperty("shippingAddress");
  });
});
