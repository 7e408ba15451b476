// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AudioPlayer } from "./AudioPlayer";
import { stubMediaPlayback } from "./testing/mediaPlayback";
import { theme } from "./theme";

function renderPlayers(...titles: string[]) {
  return render(
    <ThemeProvider theme={theme}>
      {titles.map((title) => (
        <AudioPlayer key={title} src={`/api/media/samples/${title}.mp3`} title={title} />
      ))}
    </ThemeProvider>,
  );
}

describe("AudioPlayer", () => {
  let media: ReturnType<typeof stubMediaPlayback>;
  beforeEach(() => {
    media = stubMediaPlayback();
  });
  afterEach(() => media.restore());

  it("toggles between play and pause", async () => {
    const user = userEvent.setup();
    renderPlayers("Our Song");
    await user.click(screen.getByRole("button", { name: "Play Our Song" }));
    expect(screen.getByRole("button", { name: "Pause Our Song" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pause Our Song" }));
    expect(screen.getByRole("button", { name: "Play Our Song" })).toBeInTheDocument();
  });

  it("is operable from the keyboard", async () => {
    const user = userEvent.setup();
    renderPlayers("Our Song");
    await user.tab();
    expect(screen.getByRole("button", { name: "Play Our Song" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Pause Our Song" })).toBeInTheDocument();
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: "Play Our Song" })).toBeInTheDocument();
  });

  it("returns to paused when the song ends", async () => {
    const user = userEvent.setup();
    const { container } = renderPlayers("Our Song");
    await user.click(screen.getByRole("button", { name: "Play Our Song" }));
    act(() => media.finish(container.querySelector("audio")!));
    expect(screen.getByRole("button", { name: "Play Our Song" })).toBeInTheDocument();
  });

  it("plays one song at a time", async () => {
    const user = userEvent.setup();
    renderPlayers("First", "Second");
    await user.click(screen.getByRole("button", { name: "Play First" }));
    await user.click(screen.getByRole("button", { name: "Play Second" }));
    expect(screen.getByRole("button", { name: "Play First" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pause Second" })).toBeInTheDocument();
  });

  it("tells the phone's media controls the song's title and artist when it plays", async () => {
    const mediaSession = { metadata: null as unknown };
    vi.stubGlobal("MediaMetadata", class {
      constructor(readonly init: { title: string; artist: string }) {}
    });
    Object.defineProperty(navigator, "mediaSession", { configurable: true, value: mediaSession });
    try {
      const user = userEvent.setup();
      render(
        <ThemeProvider theme={theme}>
          <AudioPlayer src="blob:http://localhost/song" title="Song for Emma" artist="Sarah Mitchell" />
        </ThemeProvider>,
      );
      await user.click(screen.getByRole("button", { name: "Play Song for Emma" }));
      expect(mediaSession.metadata).toEqual({ init: { title: "Song for Emma", artist: "Sarah Mitchell" } });
    } finally {
      Reflect.deleteProperty(navigator, "mediaSession");
      vi.unstubAllGlobals();
    }
  });

  it("explains when a song cannot be played", async () => {
    media.restore();
    media = stubMediaPlayback({ failPlay: true });
    const user = userEvent.setup();
    renderPlayers("Broken");
    await user.click(screen.getByRole("button", { name: "Play Broken" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("can't be played right now");
    expect(screen.getByRole("button", { name: "Play Broken" })).toBeInTheDocument();
  });
});
