// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../auth/testing/fakeAuthBackend";
import { PROMOTION_MESSAGES, type OrderDraft } from "@songs/domain";
import { saveDraft } from "../offline/draftStore";
import { resetDeviceStorageForEachTest } from "../offline/testing/deviceStorage";
import { redirectToCheckout } from "../payments/checkout/redirectToCheckout";
import { renderWithProviders, sentBody, stubApi } from "../test/support/renderWithProviders";
import OrderBuilderPage from "./OrderBuilderPage";

vi.mock("../payments/checkout/redirectToCheckout", () => ({ redirectToCheckout: vi.fn(() => "navigated") }));

const complete: OrderDraft = {
  occasion: "birthday",
  genre: "pop",
  artistId: null,
  recipientName: "Grandpa Joe",
  story: "He taught me to fish.",
  keyMoments: "",
  package: "premium",
  addOns: [],
};

const CHECK = "/api/checkout/promotion-code";

// jsdom renders the styled steps slowly on a busy machine.
describe("a promotion code at the review step", { timeout: 20_000 }, () => {
  resetDeviceStorageForEachTest();
  beforeEach(() => vi.mocked(redirectToCheckout).mockClear());

  it("turned off by an admin, is refused in our words and stays off the order", async () => {
    await saveDraft(complete, 6);
    const fetchMock = stubApi({
      "/api/artists": { artists: [] },
      [CHECK]: { ok: false, message: PROMOTION_MESSAGES.inactive },
      "/api/checkout": { sessionId: "cs_test_1", url: "https://checkout.example/pay/cs_test_1" },
    });
    renderWithProviders(<OrderBuilderPage />, { route: "/create", path: "/create", loadBackend: signedInAs() });
    await screen.findByRole("heading", { level: 2, name: "Review" });
    await userEvent.click(screen.getByRole("button", { name: "Add a promotion code" }));
    await userEvent.type(screen.getByLabelText("Promotion code"), "spring");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Promotion code")).toHaveAccessibleDescription(PROMOTION_MESSAGES.inactive),
    );
    expect(sentBody(fetchMock, CHECK)).toEqual({ code: "SPRING", package: "premium", addOns: [] });

    await userEvent.click(screen.getByRole("button", { name: "Complete Order" }));
    await waitFor(() => expect(redirectToCheckout).toHaveBeenCalled());
    expect(sentBody(fetchMock, "/api/checkout")).not.toHaveProperty("promotionCode");
  });
});
