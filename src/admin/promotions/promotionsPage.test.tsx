// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PROMOTIONS_TEXT, type PromotionView } from "@songs/domain";
import { jsonResponse, renderWithProviders, sentBody, stubApi } from "../../test/support/renderWithProviders";
import PromotionsPage from "./PromotionsPage";

const spring: PromotionView = {
  id: "promo_spring",
  code: "SPRING",
  percentOff: 20,
  amountOffCents: null,
  packages: [],
  firstOrderOnly: true,
  startsAt: null,
  endsAt: null,
  maxRedemptions: null,
  timesRedeemed: 2,
  active: true,
};

const rowOf = (code: string) => {
  const row = screen.getByRole("rowheader", { name: code }).closest("tr");
  if (!row) throw new Error(`no row for ${code}`);
  return row;
};

// jsdom renders the styled screen slowly on a busy machine.
describe("the admins' promotion codes", { timeout: 20_000 }, () => {
  it("shows each code's state and turns an active code off, then lists it off", async () => {
    let stored = spring;
    const fetchMock = stubApi({
      "/api/admin/promotions": () => jsonResponse(200, { promotions: [stored], nextCursor: null }),
      "/api/admin/promotions/promo_spring": () => {
        stored = { ...stored, active: false };
        return jsonResponse(200, stored);
      },
    });
    renderWithProviders(<PromotionsPage />, { route: "/admin/promotions" });
    await screen.findByRole("table", { name: PROMOTIONS_TEXT.listTitle });
    expect(within(rowOf("SPRING")).getByText("Yes", { selector: "[data-active]" })).toBeInTheDocument();

    await userEvent.click(within(rowOf("SPRING")).getByRole("button", { name: "Turn off SPRING" }));
    expect(await screen.findByText(PROMOTIONS_TEXT.deactivated("SPRING"))).toBeInTheDocument();
    expect(sentBody(fetchMock, "/api/admin/promotions/promo_spring")).toEqual({ active: false });
    await waitFor(() =>
      expect(within(rowOf("SPRING")).getByText("No", { selector: "[data-active]" })).toBeInTheDocument(),
    );
    expect(within(rowOf("SPRING")).getByRole("button", { name: "Turn on SPRING" })).toBeInTheDocument();
  });

  it("shows Stripe's refusal to turn a code back on, and keeps it off", async () => {
    const refusal = "An active promotion code with code: SPRING already exists.";
    stubApi({
      "/api/admin/promotions": { promotions: [{ ...spring, active: false }], nextCursor: null },
      "/api/admin/promotions/promo_spring": () =>
        jsonResponse(400, { error: { code: "bad_request", message: refusal, fields: { active: refusal } } }),
    });
    renderWithProviders(<PromotionsPage />, { route: "/admin/promotions" });
    await screen.findByRole("table", { name: PROMOTIONS_TEXT.listTitle });
    await userEvent.click(within(rowOf("SPRING")).getByRole("button", { name: "Turn on SPRING" }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(rowOf("SPRING")).getByText("No", { selector: "[data-active]" })).toBeInTheDocument();
  });
});
