// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { addBusinessFact, businessReport, emptyBusinessDay, songGiftTotalsReport } from "@songs/domain";
import { formatSlips } from "../../../tests/support/oneFormat";
import { pageText } from "../../test/support/pageText";
import { hasPhoneRule } from "../../test/support/phoneStyles";
import { renderWithProviders, stubApi } from "../../test/support/renderWithProviders";
import BusinessPage from "./BusinessPage";

const now = new Date("2026-11-27T12:00:00Z");
const busy = [
  { type: "paid" as const, at: now, totalCents: 4999 },
  { type: "paid" as const, at: now, totalCents: 2499 },
  { type: "released" as const, at: now, hours: 30, onTime: true },
].reduce(addBusinessFact, emptyBusinessDay());
const stored = new Map([["2026-11-27", busy]]);
const noSongGifts = {
  soldCount: 0,
  soldCents: 0,
  redeemedCount: 0,
  redeemedCents: 0,
  refundedCount: 0,
  refundedCents: 0,
};
const figure = (list: HTMLElement, label: string) => within(list).getByText(label).nextSibling;

// jsdom renders the styled screen slowly on a busy machine.
describe("the admins' business at a glance", { timeout: 20_000 }, () => {
  it("draws every day of the window, a quiet day as a zero bar, with the same numbers as its table", async () => {
    stubApi({
      "/api/admin/business?days=30": businessReport(30, stored, now),
      "/api/admin/business?days=7": businessReport(7, stored, now),
      "/api/admin/song-gifts/totals": songGiftTotalsReport(noSongGifts),
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

    // One row at 320 px: below a small tablet the buttons read "7 days", their names still "Last 7 days".
    const periods = screen.getByRole("group", { name: "Period" });
    expect(
      within(periods)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Last 7 days", "Last 30 days", "Last 90 days"]);
    expect(periods.querySelectorAll("[data-wide-only]")).toHaveLength(3);
    expect(hasPhoneRule(periods, "[data-wide-only]", "display:none")).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Last 7 days" }));
    expect(screen.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
    const days = await screen.findByRole("table", { name: "Every day" });
    await within(days).findByRole("rowheader", { name: "November 21, 2026" });
    expect(within(days).getAllByRole("row")).toHaveLength(8);
  });

  it("writes every date in words and every figure of 1,000 and more with its separator", async () => {
    const big = Array.from({ length: 1200 }, () => ({ type: "paid" as const, at: now, totalCents: 530 })).reduce(
      addBusinessFact,
      emptyBusinessDay(),
    );
    stubApi({
      "/api/admin/business?days=30": businessReport(30, new Map([["2026-11-27", big]]), now),
      "/api/admin/song-gifts/totals": songGiftTotalsReport({ ...noSongGifts, soldCount: 1500, soldCents: 1500 * 4999 }),
    });
    renderWithProviders(<BusinessPage />, { route: "/admin" });
    const days = await screen.findByRole("table", { name: "Every day" });
    const busiest = within(days).getByRole("rowheader", { name: "November 27, 2026" }).closest("tr")!;
    expect(busiest).toHaveTextContent("1,200");
    expect(busiest).toHaveTextContent("$6,360.00");
    const songGifts = await screen.findByRole("region", { name: "Song gifts" });
    expect(figure(await within(songGifts).findByLabelText("Song gifts"), "Sold")).toHaveTextContent(
      "1,500 ($74,985.00)",
    );
    expect(screen.getByRole("img", { name: /Orders per day/ })).toHaveAccessibleName(
      /1,200 orders from October 29, 2026 to November 27, 2026; the busiest day November 27, 2026 with 1,200/,
    );
    expect(formatSlips(pageText())).toEqual([]);
  });

  it("shows song gifts sold, redeemed, refunded and outstanding, the outstanding as owed, not revenue", async () => {
    stubApi({
      "/api/admin/business?days=30": businessReport(30, stored, now),
      "/api/admin/song-gifts/totals": songGiftTotalsReport({
        soldCount: 4,
        soldCents: 4 * 4999,
        redeemedCount: 1,
        redeemedCents: 4999,
        refundedCount: 1,
        refundedCents: 4999,
      }),
    });
    renderWithProviders(<BusinessPage />, { route: "/admin" });
    const section = await screen.findByRole("region", { name: "Song gifts" });
    expect(within(section).getByRole("heading", { level: 2, name: "Song gifts" })).toBeInTheDocument();
    const figures = await within(section).findByLabelText("Song gifts");
    expect(figure(figures, "Sold")).toHaveTextContent("4 ($199.96)");
    expect(figure(figures, "Redeemed")).toHaveTextContent("1 ($49.99)");
    expect(figure(figures, "Refunded")).toHaveTextContent("1 ($49.99)");
    expect(figure(figures, "Outstanding")).toHaveTextContent("2 ($99.98)");
    expect(section).toHaveTextContent("owed to their recipients, not revenue");
  });

  it("says when the song gift totals could not be loaded, and the business figures still show", async () => {
    stubApi({ "/api/admin/business?days=30": businessReport(30, stored, now) });
    renderWithProviders(<BusinessPage />, { route: "/admin" });
    const section = await screen.findByRole("region", { name: "Song gifts" });
    expect(await within(section).findByText("The song gift totals could not be loaded.")).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(figure(await screen.findByLabelText("Totals"), "Revenue")).toHaveTextContent("$74.98");
  });
});
