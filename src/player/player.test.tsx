// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@songs/domain";
import { useSession } from "../auth/SessionProvider";
import { setSessionHint } from "../auth/sessionHint";
import { fakeAuthBackend, fakeUser } from "../auth/testing/fakeAuthBackend";
import { makeArtist } from "../test/support/fixtures";
import { stubMediaPlayback } from "../test/support/mediaPlayback";
import { stubApi } from "../test/support/renderWithProviders";
import { PlayButton } from "./PlayButton";
import type { Track } from "./PlayerProvider";
import { PlayerHarness } from "./testing/PlayerHarness";

const firstDance: Track = {
  id: "s1",
  title: "Our First Dance",
  artist: "Sarah Mitchell",
  src: "/api/media/samples/first-dance.mp3",
};
const lullaby: Track = { id: "s2", title: "Lullaby", src: "/api/media/samples/lullaby.mp3" };

/** Two pages with their own play buttons, linked to each other, in the shell's player. */
function renderApp() {
  return render(
    <PlayerHarness>
      <MemoryRouter>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <PlayButton track={firstDance} />
                <PlayButton track={lullaby} />
                <Link to="/faq">FAQ</Link>
              </>
            }
          />
          <Route path="/faq" element={<h1>FAQ</h1>} />
        </Routes>
      </MemoryRouter>
    </PlayerHarness>,
  );
}

const audio = () => document.querySelector("audio")!;
const miniPlayer = () => screen.getByRole("region", { name: "Now playing" });
const seekSlider = () => within(miniPlayer()).getByRole("slider", { name: "Seek Our First Dance" });

describe("the mini player", () => {
  let media: ReturnType<typeof stubMediaPlayback>;
  beforeEach(() => {
    media = stubMediaPlayback();
  });
  afterEach(() => {
    media.restore();
    vi.unstubAllGlobals();
  });

  it("appears with the song a page started, and plays or pauses from either place", async () => {
    const user = userEvent.setup();
    renderApp();
    expect(screen.queryByRole("region", { name: "Now playing" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Play Our First Dance" }));
    expect(miniPlayer()).toHaveTextContent("Our First Dance by Sarah Mitchell");
    expect(audio()).toHaveAttribute("src", firstDance.src);
    expect(audio().paused).toBe(false);

    await user.click(within(miniPlayer()).getByRole("button", { name: "Pause Our First Dance" }));
    expect(audio().paused).toBe(true);
    expect(screen.getAllByRole("button", { name: "Play Our First Dance" })).toHaveLength(2);
  });

  it("names the catalogue's artist when the page did not", async () => {
    const maya = makeArtist({ id: "maya", name: "Maya Rivers" });
    stubApi({ "/api/artists/maya": { artist: maya, samples: [], reviews: [] } });
    const user = userEvent.setup();
    render(
      <PlayerHarness>
        <PlayButton track={{ ...lullaby, artistId: "maya" }} />
      </PlayerHarness>,
    );
    await user.click(screen.getByRole("button", { name: "Play Lullaby" }));
    await waitFor(() => expect(miniPlayer()).toHaveTextContent("Lullaby by Maya Rivers"));
    expect(audio().paused).toBe(false);
  });

  it("keeps playing while the visitor moves to another page", async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole("button", { name: "Play Our First Dance" }));
    await user.click(screen.getByRole("link", { name: "FAQ" }));
    expect(screen.getByRole("heading", { name: "FAQ" })).toBeInTheDocument();
    expect(within(miniPlayer()).getByRole("button", { name: "Pause Our First Dance" })).toBeInTheDocument();
    expect(audio().paused).toBe(false);
  });

  it("replaces the current song when another one starts", async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole("button", { name: "Play Our First Dance" }));
    await user.click(screen.getByRole("button", { name: "Play Lullaby" }));
    expect(document.querySelectorAll("audio")).toHaveLength(1);
    expect(audio()).toHaveAttribute("src", lullaby.src);
    expect(miniPlayer()).toHaveTextContent("Lullaby");
    expect(miniPlayer()).not.toHaveTextContent("Our First Dance");
    expect(screen.getByRole("button", { name: "Play Our First Dance" })).toBeInTheDocument();
  });

  it("seeks 5 seconds with the slider's arrow keys and 10 seconds with the buttons, within the song", async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole("button", { name: "Play Our First Dance" }));
    act(() => media.setDuration(audio(), 200));
    act(() => {
      audio().currentTime = 60;
    });
    expect(seekSlider()).toHaveAttribute("aria-valuetext", "1:00 of 3:20");

    seekSlider().focus();
    await user.keyboard("{ArrowRight}");
    expect(audio().currentTime).toBe(65);
    expect(seekSlider()).toHaveAttribute("aria-valuetext", "1:05 of 3:20");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(audio().currentTime).toBe(55);

    await user.click(within(miniPlayer()).getByRole("button", { name: "Forward 10 seconds" }));
    expect(audio().currentTime).toBe(65);
    await user.click(within(miniPlayer()).getByRole("button", { name: "Back 10 seconds" }));
    expect(audio().currentTime).toBe(55);

    act(() => {
      audio().currentTime = 3;
    });
    await user.click(within(miniPlayer()).getByRole("button", { name: "Back 10 seconds" }));
    expect(audio().currentTime).toBe(0);
  });

  it("returns to paused at the start when the song ends", async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole("button", { name: "Play Our First Dance" }));
    act(() => media.setDuration(audio(), 200));
    act(() => media.finish(audio()));
    expect(within(miniPlayer()).getByRole("button", { name: "Play Our First Dance" })).toBeInTheDocument();
    expect(audio().currentTime).toBe(0);
  });

  it("stops when the customer signs out, so the next person on the device does not hear their song", async () => {
    const { loadBackend } = fakeAuthBackend({ user: fakeUser() });
    setSessionHint(true);
    function SignOut() {
      const { signOut, status } = useSession();
      return status === "signed-in" ? <button onClick={() => void signOut()}>Log out</button> : null;
    }
    const user = userEvent.setup();
    render(
      <PlayerHarness loadBackend={loadBackend}>
        <PlayButton track={firstDance} />
        <SignOut />
      </PlayerHarness>,
    );
    await user.click(screen.getByRole("button", { name: "Play Our First Dance" }));
    await user.click(await screen.findByRole("button", { name: "Log out" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Now playing" })).not.toBeInTheDocument());
    expect(audio().paused).toBe(true);
  });

  it("stops and goes away when closed", async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole("button", { name: "Play Our First Dance" }));
    await user.click(within(miniPlayer()).getByRole("button", { name: "Close player" }));
    expect(screen.queryByRole("region", { name: "Now playing" })).not.toBeInTheDocument();
    expect(audio().paused).toBe(true);
    expect(audio()).not.toHaveAttribute("src");
  });
});

describe("when a song cannot be played", () => {
  let media: ReturnType<typeof stubMediaPlayback>;
  beforeEach(() => {
    media = stubMediaPlayback({ failPlay: true });
  });
  afterEach(() => {
    media.restore();
    Reflect.deleteProperty(navigator, "onLine");
  });

  const goOffline = () => Object.defineProperty(navigator, "onLine", { configurable: true, value: false });

  it("says sorry when the audio fails with a connection", async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole("button", { name: "Play Our First Dance" }));
    expect(await within(miniPlayer()).findByRole("alert")).toHaveTextContent(MESSAGES.songUnplayable);
    expect(within(miniPlayer()).getByRole("button", { name: "Play Our First Dance" })).toBeInTheDocument();
  });

  it("says the song needs a connection when the device is offline", async () => {
    goOffline();
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole("button", { name: "Play Our First Dance" }));
    expect(await within(miniPlayer()).findByRole("alert")).toHaveTextContent(MESSAGES.songNeedsConnection);
  });

  it("says sorry for a song saved on the device, which needs no connection", async () => {
    goOffline();
    const user = userEvent.setup();
    render(
      <PlayerHarness>
        <PlayButton track={{ id: "o1", title: "Song for Emma", src: new Blob(["ID3"], { type: "audio/mpeg" }) }} />
      </PlayerHarness>,
    );
    await user.click(screen.getByRole("button", { name: "Play Song for Emma" }));
    expect(await within(miniPlayer()).findByRole("alert")).toHaveTextContent(MESSAGES.songUnplayable);
  });
});
