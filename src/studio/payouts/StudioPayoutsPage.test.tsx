// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAYOUT_MESSAGES, payoutStatusOf } from "@songs/domain";
import { jsonResponse, renderWithProviders, stubApi } from "../../test/support/renderWithProviders";
import StudioPayoutsPage from "./StudioPayoutsPage";

const assign = vi.fn();
vi.mock("../../payments/goToStripe", () => ({ goToStripe: (url: string) => assign(url) }));

afterEach(() => assign.mockReset());

describe("the studio's Get paid section", () => {
  it("shows what Stripe still needs and continues the onboarding at Stripe", async () => {
    const status = payoutStatusOf({
      detailsSubmitted: true,
      payoutsEnabled: false,
      transfers: "inactive",
      currentlyDue: ["external_account"],
      disabledReason: "requirements.past_due",
    });
    stubApi({
      "/api/studio/payouts": status,
      "/api/studio/payouts/onboarding": { url: "https://connect.stripe.com/setup/e/acct_1/abc" },
    });
    renderWithProviders(<StudioPayoutsPage />, { route: "/studio/payouts" });
    expect(await screen.findByRole("heading", { name: PAYOUT_MESSAGES.informationNeeded })).toBeVisible();
    expect(screen.getByText("your bank account")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: PAYOUT_MESSAGES.continue }));
    expect(assign).toHaveBeenCalledWith("https://connect.stripe.com/setup/e/acct_1/abc");
  });

  it("offers the dashboard when ready, and says why a link could not be made", async () => {
    const status = payoutStatusOf({
      detailsSubmitted: true,
      payoutsEnabled: true,
      transfers: "active",
      currentlyDue: [],
      disabledReason: null,
    });
    stubApi({
      "/api/studio/payouts": status,
      "/api/studio/payouts/dashboard-link": () =>
        jsonResponse(409, { error: { code: "payouts_not_set_up", message: PAYOUT_MESSAGES.notOnboarded } }),
    });
    renderWithProviders(<StudioPayoutsPage />, { route: "/studio/payouts" });
    await userEvent.click(await screen.findByRole("button", { name: PAYOUT_MESSAGES.dashboard }));
    expect(await screen.findByText(PAYOUT_MESSAGES.notOnboarded)).toHaveAttribute("role", "alert");
    expect(screen.queryByRole("button", { name: PAYOUT_MESSAGES.continue })).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("makes a new link at once when Stripe sends the artist back to refresh it", async () => {
    stubApi({
      "/api/studio/payouts": payoutStatusOf(null),
      "/api/studio/payouts/onboarding": { url: "https://connect.stripe.com/setup/e/acct_1/new" },
    });
    renderWithProviders(<StudioPayoutsPage />, { route: "/studio/payouts?setup=again" });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://connect.stripe.com/setup/e/acct_1/new"));
  });
});
