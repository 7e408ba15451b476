// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMediaPlayback } from "../test/support/mediaPlayback";
import { PlayButton } from "./PlayButton";
import { PlayerHarness } from "./testing/PlayerHarness";

/** A phone's media session as the page sees it: what it was told, and the handlers it holds. */
function fakeMediaSession() {
  const handlers = new Map<MediaSessionAction, MediaSessionActionHandler>();
  const session = {
    metadata: null as unknown,
    playbackState: "none" as MediaSessionPlaybackState,
    position: null as MediaPositionState | null,
    setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
      if (handler) handlers.set(action, handler);
      else handlers.delete(action);
    },
    setPositionState(state: MediaPositionState) {
      session.position = state;
    },
  };
  const call = (action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) =>
    act(() => handlers.get(action)?.({ action, ...details }));
  return { session, handlers, call };
}

function renderPlayer() {
  render(
    <PlayerHarness>
      <PlayButton
        track={{
          id: "s1",
          title: "Our First Dance",
          artist: "Sarah Mitchell",
          artworkUrl: "/api/media/artists/sarah.jpg",
          src: "/api/media/samples/first-dance.mp3",
        }}
      />
    </PlayerHarness>,
  );
}

const audio = () => document.querySelector("audio")!;

describe("the phone's lock screen", () => {
  let media: ReturnType<typeof stubMediaPlayback>;
  let fake: ReturnType<typeof fakeMediaSession>;
  beforeEach(() => {
    media = stubMediaPlayback();
    fake = fakeMediaSession();
    vi.stubGlobal(
      "MediaMetadata",
      class {
        constructor(readonly init: MediaMetadataInit) {}
      },
    );
    Object.defineProperty(navigator, "mediaSession", { configurable: true, value: fake.session });
  });
  afterEach(() => {
    media.restore();
    Reflect.deleteProperty(navigator, "mediaSession");
    vi.unstubAllGlobals();
  });

  it("shows the song's title, artist and the artist's photo, and whether it plays", async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole("button", { name: "Play Our First Dance" }));
    // The lock screen's module loads with the first song: what it is told arrives a moment later.
    await vi.waitFor(() =>
      expect(fake.session.metadata).toEqual({
        init: {
          title: "Our First Dance",
          artist: "Sarah Mitchell",
          artwork: [{ src: "http://localhost:3000/api/media/artists/sarah.jpg" }],
        },
      }),
    );
    await vi.waitFor(() => expect(fake.session.playbackState).toBe("playing"));
    await user.click(
      within(await screen.findByRole("region", { name: "Now playing" })).getByRole("button", {
        name: "Pause Our First Dance",
      }),
    );
    await vi.waitFor(() => expect(fake.session.playbackState).toBe("paused"));
  });

  it("offers play, pause, 10 s back and forward, seeking and stop, and follows them", async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole("button", { name: "Play Our First Dance" }));
    act(() => media.setDuration(audio(), 200));
    await vi.waitFor(() => expect(fake.session.position).toEqual({ duration: 200, position: 0, playbackRate: 1 }));
    expect([...fake.handlers.keys()].sort()).toEqual([
      "pause",
      "play",
      "seekbackward",
      "seekforward",
      "seekto",
      "stop",
    ]);

    fake.call("seekto", { seekTime: 90 });
    expect(audio().currentTime).toBe(90);
    await vi.waitFor(() => expect(fake.session.position).toEqual({ duration: 200, position: 90, playbackRate: 1 }));
    fake.call("seekforward");
    expect(audio().currentTime).toBe(100);
    fake.call("seekbackward", { seekOffset: 30 });
    expect(audio().currentTime).toBe(70);
    fake.call("pause");
    expect(audio().paused).toBe(true);
    fake.call("play");
    expect(audio().paused).toBe(false);
  });

  it("lets go of the song when playback stops", async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole("button", { name: "Play Our First Dance" }));
    await vi.waitFor(() => expect(fake.handlers.size).toBeGreaterThan(0));
    fake.call("stop");
    expect(audio().paused).toBe(true);
    expect(screen.queryByRole("region", { name: "Now playing" })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(fake.session.metadata).toBeNull());
    expect(fake.session.playbackState).toBe("none");
    expect(fake.handlers.size).toBe(0);
  });

  it("lets go of the song when the player is closed", async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole("button", { name: "Play Our First Dance" }));
    await vi.waitFor(() => expect(fake.handlers.size).toBeGreaterThan(0));
    await user.click(
      within(await screen.findByRole("region", { name: "Now playing" })).getByRole("button", { name: "Close player" }),
    );
    await vi.waitFor(() => expect(fake.session.metadata).toBeNull());
    expect(fake.handlers.size).toBe(0);
  });
});
