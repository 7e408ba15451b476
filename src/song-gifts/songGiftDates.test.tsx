// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatDateTime, type SongGiftView } from "@songs/domain";
import { formatSlips } from "../../tests/support/oneFormat";
import { pageText } from "../test/support/pageText";
import { renderWithProviders, stubApi } from "../test/support/renderWithProviders";
import MySongGiftsPage from "./MySongGiftsPage";
import SongGiftPaidPage from "./SongGiftPaidPage";

const gift: SongGiftView = {
  id: "sg_1",
  state: "sold",
  package: "deluxe",
  addOns: [],
  amountCents: 129900,
  recipientName: "Emma",
  recipientEmail: "emma@example.com",
  message: "",
  sendAt: "2026-12-24T09:00:00.000Z",
  sentAt: null,
  openedAt: null,
  redeemedAt: null,
  validUntil: "2029-12-24T09:00:00.000Z",
};

// The one format (issue 44): a gift's moment reads like every other date, never the browser's default string.
describe("a song gift's moment and price", { timeout: 20_000 }, () => {
  it("read in the one format on the giver's list", async () => {
    stubApi({ "/api/song-gifts": { songGifts: [gift] } });
    renderWithProviders(<MySongGiftsPage />, { route: "/song-gifts" });
    expect(await screen.findByTestId("song-gift-status")).toHaveTextContent(`Arrives ${formatDateTime(gift.sendAt)}`);
    expect(screen.getByTestId("song-gift-status")).toHaveTextContent(/^Arrives December 24, 2026 at /);
    expect(screen.getByRole("listitem", { name: "Song gift for Emma" })).toHaveTextContent("$1,299.00");
    expect(formatSlips(pageText())).toEqual([]);
  });

  it("read in the one format when the purchase is confirmed", async () => {
    stubApi({ "/api/song-gifts/paid": () => Response.json({ songGift: gift }) });
    renderWithProviders(<SongGiftPaidPage />, { route: "/song-gifts/paid?session_id=cs_1" });
    expect(
      await screen.findByText(`Thank you! Emma will receive your gift by email at ${formatDateTime(gift.sendAt)}.`),
    ).toBeInTheDocument();
    expect(formatSlips(pageText())).toEqual([]);
  });
});
