// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GIFT_AUDIO_URL_TTL_SECONDS } from "@songs/domain";
import { renderWithProviders, stubApi } from "../test/support/renderWithProviders";
import GiftPage from "./GiftPage";

const page = (signature: number) => ({
  senderName: "Ada Lovelace",
  recipientFirstName: "Rose",
  occasion: "birthday",
  occasionLabel: "Birthday",
  message: "Happy birthday, Gran!",
  audioUrl: `https://storage.example/song.mp3?sig=${signature}`,
  audioExpiresInSeconds: GIFT_AUDIO_URL_TTL_SECONDS,
  contentType: "audio/mpeg",
  lyrics: null,
  download: null,
  thanked: false,
});

describe("gift page", () => {
  afterEach(() => vi.useRealTimers());

  it("reads fresh song links before the short-lived ones run out, keeping the page as it is", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    const fetchMock = stubApi({
      "/api/gifts/tok123": () =>
        new Response(JSON.stringify(page(++reads)), { status: 200, headers: { "Content-Type": "application/json" } }),
      "/api/gifts/tok123/opened": () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<GiftPage />, { route: "/gift/tok123", path: "/gift/:token" });
    expect(await screen.findByRole("heading", { name: "A song for Rose" })).toBeInTheDocument();
    const pageReads = () => fetchMock.mock.calls.filter(([url]) => url === "/api/gifts/tok123").length;
    expect(pageReads()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(GIFT_AUDIO_URL_TTL_SECONDS * 1000));
    expect(pageReads()).toBe(2);
    expect(screen.getByRole("heading", { name: "A song for Rose" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(GIFT_AUDIO_URL_TTL_SECONDS * 1000));
    expect(pageReads()).toBe(3);
  });
});
