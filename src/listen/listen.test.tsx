// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@songs/domain";
import { stubMediaPlayback } from "../test/support/mediaPlayback";
import { openOfflineThenRetry } from "../test/support/offlineRead";
import { jsonResponse, renderWithProviders, stubApi } from "../test/support/renderWithProviders";
import ListenPage from "./ListenPage";

/** What the API answers for the shared link `tok123`. */
const EMMAS_SONG = {
  recipientFirstName: "Emma",
  occasion: "wedding",
  occasionLabel: "Wedding",
  audioUrl: "https://storage.example/song.mp3?sig=1",
  contentType: "audio/mpeg",
};

const robots = () => document.head.querySelector('meta[name="robots"]');

describe("private listening page", () => {
  let media: ReturnType<typeof stubMediaPlayback>;
  beforeEach(() => {
    media = stubMediaPlayback();
  });
  afterEach(() => media.restore());

  it("says the device is offline, not that the link is gone, and reads again on Retry", async () => {
    const fetchMock = stubApi({
      "/api/listen/tok123": EMMAS_SONG,
    });
    await openOfflineThenRetry(
      fetchMock,
      () => renderWithProviders(<ListenPage />, { route: "/listen/tok123", path: "/listen/:token" }),
      MESSAGES.shareLinkUnavailable,
    );
    expect(await screen.findByRole("heading", { name: "A song for Emma" })).toBeInTheDocument();
  });

  it("plays the shared song for its recipient, with the occasion, and is kept out of search engines", async () => {
    stubApi({
      "/api/listen/tok123": EMMAS_SONG,
    });
    const loadBackend = vi.fn(() => Promise.reject(new Error("no identity provider for a listener")));
    const { unmount } = renderWithProviders(<ListenPage />, {
      route: "/listen/tok123",
      path: "/listen/:token",
      loadBackend,
    });
    expect(await screen.findByRole("heading", { name: "A song for Emma" })).toBeInTheDocument();
    expect(screen.getByText("Wedding")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Play Song for Emma" }));
    expect(screen.getByRole("button", { name: "Pause Song for Emma" })).toBeInTheDocument();
    expect(document.querySelector("audio")).toHaveAttribute("src", "https://storage.example/song.mp3?sig=1");
    expect(robots()).toHaveAttribute("content", "noindex");
    expect(loadBackend).not.toHaveBeenCalled();
    unmount();
    expect(robots()).toBeNull();
  });

  it("shows the lyrics under the song only when the customer shares them", async () => {
    const song = {
      recipientFirstName: "Emma",
      occasion: "wedding",
      occasionLabel: "Wedding",
      audioUrl: "https://storage.example/song.mp3?sig=1",
      contentType: "audio/mpeg",
    };
    stubApi({
      "/api/listen/shared": { ...song, lyrics: "Verse 1\nEmma by the sea" },
      "/api/listen/kept": { ...song, lyrics: null },
    });
    const shared = renderWithProviders(<ListenPage />, { route: "/listen/shared", path: "/listen/:token" });
    expect(await screen.findByRole("heading", { name: "Lyrics" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Song lyrics" })).toHaveTextContent("Verse 1 Emma by the sea");
    shared.unmount();
    renderWithProviders(<ListenPage />, { route: "/listen/kept", path: "/listen/:token" });
    expect(await screen.findByRole("heading", { name: "A song for Emma" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Lyrics" })).not.toBeInTheDocument();
  });

  it("says kindly that a revoked or unknown link is no longer available, with a way home", async () => {
    stubApi({
      "/api/listen/revoked": () =>
        jsonResponse(404, { error: { code: "link_unavailable", message: MESSAGES.shareLinkUnavailable } }),
    });
    renderWithProviders(<ListenPage />, { route: "/listen/revoked", path: "/listen/:token" });
    expect(await screen.findByRole("heading", { name: "This link is no longer available" })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.shareLinkUnavailable)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: /^Play/ })).not.toBeInTheDocument();
  });
});
