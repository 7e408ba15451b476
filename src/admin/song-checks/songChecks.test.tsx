// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES, STUDIO_MESSAGES, type SongCheck } from "@songs/domain";
import { openOfflineThenRetry } from "../../test/support/offlineRead";
import { renderWithProviders, sentBody, stubApi } from "../../test/support/renderWithProviders";
import SongChecksPage from "./SongChecksPage";

const check: SongCheck = {
  orderId: "cs_ada",
  recipientName: "Ada",
  occasion: "birthday",
  package: "premium",
  artistId: "00000000-0000-4000-8000-0000000000aa",
  artistName: "Maya Rivers",
  submittedAt: "2025-03-06T09:00:00.000Z",
  listenUrl: "https://storage.example/song.wav?signature=x",
  instrumentalUrl: "https://storage.example/instrumental.wav?signature=y",
  lyrics: "Verse 1\nAda rides a red bicycle",
  changed: ["song", "instrumental", "lyrics"],
  items: ["song", "instrumental", "lyrics"],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the song check", () => {
  it("says the device is offline, not that the songs failed to load, and reads again on Retry", async () => {
    const fetchMock = stubApi({ "/api/admin/song-checks": { checks: [check], nextCursor: null, count: 1 } });
    await openOfflineThenRetry(
      fetchMock,
      () => renderWithProviders(<SongChecksPage />, { route: "/admin/song-checks" }),
      "The submitted songs could not be loaded. Please try again.",
    );
    expect(await screen.findByRole("article", { name: "Song for Ada" })).toBeInTheDocument();
  });

  it("plays each submitted song and releases it to its customer", async () => {
    let waiting = [check];
    const fetchMock = stubApi({
      "/api/admin/song-checks": () =>
        new Response(JSON.stringify({ checks: waiting, nextCursor: null, count: waiting.length }), {
          headers: { "Content-Type": "application/json" },
        }),
      "/api/admin/orders/cs_ada/song-checks/release": () => {
        waiting = [];
        return new Response(JSON.stringify({ message: MESSAGES.songUploaded, version: 1 }), {
          headers: { "Content-Type": "application/json" },
        });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SongChecksPage />, { route: "/admin/song-checks" });
    const card = await screen.findByRole("article", { name: "Song for Ada" });
    expect(card).toHaveTextContent("Birthday · Premium Song · by Maya Rivers");
    expect(card.querySelector("audio")).toHaveAttribute("src", check.listenUrl);
    // The recipient's name as the customer wrote it.
    expect(within(card).getByLabelText("Listen to the song for Ada")).toBe(card.querySelector("audio"));
    await user.click(within(card).getByRole("button", { name: "Release to Customer" }));
    // One click beside Send Back must not release: it asks first, and nothing is sent until confirmed.
    const confirm = await screen.findByRole("dialog", { name: "Release to the customer?" });
    expect(fetchMock).not.toHaveBeenCalledWith(
      "/api/admin/orders/cs_ada/song-checks/release",
      expect.objectContaining({ method: "POST" }),
    );
    await user.click(within(confirm).getByRole("button", { name: "Release" }));
    expect(await screen.findByText(STUDIO_MESSAGES.songReleased)).toBeInTheDocument();
    expect(await screen.findByText("No songs are waiting for a check.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/orders/cs_ada/song-checks/release",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("shows how many wait and the first page, and the next page on Show more", async () => {
    const later: SongCheck = {
      ...check,
      orderId: "cs_tom",
      recipientName: "Tom",
      submittedAt: "2025-03-07T09:00:00.000Z",
    };
    stubApi({
      "/api/admin/song-checks": { checks: [check], nextCursor: "after-ada", count: 2 },
      "/api/admin/song-checks?cursor=after-ada": { checks: [later], nextCursor: null, count: 2 },
    });
    const user = userEvent.setup();
    renderWithProviders(<SongChecksPage />, { route: "/admin/song-checks" });
    expect(await screen.findByText("2 songs waiting")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Song for Ada" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Song for Tom" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("article", { name: "Song for Tom" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("sends a song back with the notes it needs", async () => {
    const fetchMock = stubApi({
      "/api/admin/song-checks": { checks: [check], nextCursor: null, count: 1 },
      "/api/admin/orders/cs_ada/song-checks/send-back": { message: STUDIO_MESSAGES.songSentBack },
    });
    const user = userEvent.setup();
    renderWithProviders(<SongChecksPage />, { route: "/admin/song-checks" });
    const card = await screen.findByRole("article", { name: "Song for Ada" });
    await user.click(within(card).getByRole("button", { name: "Send Back" }));
    const dialog = await screen.findByRole("dialog", { name: "Send back to the artist" });
    await user.click(within(dialog).getByRole("button", { name: "Send Back" }));
    expect(await within(dialog).findByText(STUDIO_MESSAGES.notesRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Notes for the artist" }), "Bring the vocals up.");
    await user.click(within(dialog).getByRole("button", { name: "Send Back" }));
    expect(await screen.findByText(STUDIO_MESSAGES.songSentBack)).toBeInTheDocument();
    expect(sentBody(fetchMock, "/api/admin/orders/cs_ada/song-checks/send-back")).toEqual({
      notes: "Bring the vocals up.",
    });
  });
});
