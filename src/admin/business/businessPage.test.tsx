// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { addBusinessFact, businessReport, emptyBusinessDay } from "@songs/domain";
import { renderWithProviders, stubApi } from "../../test/support/renderWithProviders";
import BusinessPage from "./BusinessPage";

const now = new Date("2026-11-27T12:00:00Z");
const busy = [
  { type: "paid" as const, at: now, totalCents: 4999 },
  { type: "paid" as const, at: now, totalCents: 2499 },
  { type: "released" as const, at: now, hours: 30, onTime: true },
].reduce(addBusinessFact, emptyBusinessDay());
const stored = new Map([["2026-11-27", busy]]);

// jsdom renders the styled screen slowly on a busy machine.
describe("the admins' business at a glance", { timeout: 20_000 }, () => {
  it("draws every day of the window, a quiet day as a zero bar, with the same numbers as its table", async () => {
    stubApi({
      "/api/admin/business?days=30": businessReport(30, stored, now),
      "/api/admin/business?days=7": businessReport(7, stored, now),
    });
    renderWithProviders(<BusinessPage />, { route: "/admin" });
    expect(screen.getByRole("heading", { level: 1, name: "Business at a Glance" })).toBeInTheDocument();
    const chart = await screen.findByRole("img", { name: /Orders per day/ });
    expect(chart.querySelectorAll("rect[data-key]")).toHaveLength(30);
    expect(chart.querySelector('rect[data-key="2026-11-26"]')).toHaveAttribute("data-value", "0");
    expect(chart.querySelector('rect[data-key="2026-11-27"]')).toHaveAttribute("data-value", "2");
    const totals = within(screen.getByLabelText("Totals"));
    expect(totals.getByText("Revenue").nextSibling).toHaveTextContent("$74.98");
    expect(totals.getByText("Delivered on time").nextSibling).toHaveTextContent("100% of 1");
    expect(totals.getByText("Median time to deliver").nextSibling).toHaveTextContent("30 h");

    await userEvent.click(screen.getByRole("button", { name: "Last 7 days" }));
    expect(screen.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
    const days = await screen.findByRole("table", { name: "Every day" });
    await within(days).findByRole("rowheader", { name: "2026-11-21" });
    expect(within(days).getAllByRole("row")).toHaveLength(8);
  });
});
