// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthBackendLoader } from "../auth/authBackend";
import { fakeAuthBackend, fakeUser } from "../auth/testing/fakeAuthBackend";
import { EMPTY_ORDER_DRAFT, SHELL_MESSAGES } from "@songs/domain";
import { loadDraft, saveDraft } from "../offline/draftStore";
import { listSavedSongIds, saveSong } from "../offline/songStore";
import { resetDeviceStorageForEachTest } from "../offline/testing/deviceStorage";
import { renderWithProviders } from "../test/support/renderWithProviders";
import { NavBar } from "./NavBar";

function signedIn(signOut: () => Promise<void>): AuthBackendLoader {
  return fakeAuthBackend({ user: fakeUser(), signOut }).loadBackend;
}

function renderNav(loadBackend: AuthBackendLoader, route = "/dashboard") {
  return renderWithProviders(<NavBar />, { route, loadBackend });
}

/** The desktop bar is hidden by a media query jsdom does not apply, hence `hidden: true`. */
const mainNav = () => within(document.querySelector<HTMLElement>('nav[aria-label="Main"]')!);

/** Logs out from the main navigation and confirms it; the app is back home. */
async function logOutConfirmed(user: ReturnType<typeof userEvent.setup>) {
  await user.click(mainNav().getByRole("button", { name: "Log out", hidden: true }));
  await user.click(
    within(await screen.findByRole("dialog", { name: "Log out of this device?" })).getByRole("button", {
      name: "Log out",
    }),
  );
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
}

describe("navigation for signed-in users", () => {
  resetDeviceStorageForEachTest();
  beforeEach(() => localStorage.setItem("songs.signedIn", "1"));

  it("shows Dashboard and Log out instead of Login, in the bar and the drawer", async () => {
    const user = userEvent.setup();
    renderNav(signedIn(async () => {}));
    expect(await mainNav().findByRole("link", { name: "Dashboard", hidden: true })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(mainNav().getByRole("button", { name: "Log out", hidden: true })).toBeInTheDocument();
    expect(mainNav().queryByRole("link", { name: "Login", hidden: true })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(drawer).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(within(drawer).getByRole("button", { name: "Log out" })).toBeInTheDocument();
    expect(within(drawer).queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("logs out and returns home, where Login is offered again", async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(async () => {});
    renderNav(signedIn(signOut));
    await user.click(await mainNav().findByRole("button", { name: "Log out", hidden: true }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await mainNav().findByRole("link", { name: "Login", hidden: true })).toHaveAttribute("href", "/auth");
    expect(localStorage.getItem("songs.signedIn")).toBeNull();
  });

  it("logs out from the drawer too", async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(async () => {});
    renderNav(signedIn(signOut));
    await mainNav().findByRole("button", { name: "Log out", hidden: true });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("button", { name: "Log out" }),
    );
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
  });

  it("says 'Failed to logout' and stays put when signing out fails", async () => {
    const user = userEvent.setup();
    renderNav(signedIn(() => Promise.reject(new Error("offline"))));
    await user.click(await mainNav().findByRole("button", { name: "Log out", hidden: true }));
    expect(await screen.findByText(SHELL_MESSAGES.logoutFailed)).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/);
    expect(mainNav().getByRole("link", { name: "Dashboard", hidden: true })).toBeInTheDocument();
  });

  it("warns from the drawer that saved songs leave the device, as the dashboard does", async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(async () => {});
    await saveSong("u1", "o-emma", {
      blob: new Blob(["ID3"], { type: "audio/mpeg" }),
      fileName: "Song for Emma.mp3",
      contentType: "audio/mpeg",
    });
    renderNav(signedIn(signOut));
    await mainNav().findByRole("button", { name: "Log out", hidden: true });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("button", { name: "Log out" }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Log out of this device?" });
    expect(confirm).toHaveAccessibleDescription(/Songs you saved on this device will be removed from it/);
    expect(confirm).not.toHaveAccessibleDescription(/offline/);
    expect(signOut).not.toHaveBeenCalled();

    await user.click(within(confirm).getByRole("button", { name: "Stay Logged In" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/);
    await logOutConfirmed(user);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await listSavedSongIds("u1")).toEqual([]);
  });

  it("asks before an unfinished order leaves the device, and keeps it on Stay Logged In", async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(async () => {});
    const draft = {
      occasion: "birthday",
      genre: "pop",
      artistId: null,
      recipientName: "Grandpa Joe",
      story: "",
      keyMoments: "",
      package: "",
      addOns: [],
    };
    await saveDraft(draft, 4);
    renderNav(signedIn(signOut));
    await user.click(await mainNav().findByRole("button", { name: "Log out", hidden: true }));
    const confirm = await screen.findByRole("dialog", { name: "Log out of this device?" });
    expect(confirm).toHaveAccessibleDescription(
      /Your unfinished order \(a song for Grandpa Joe\) will be removed from this device/,
    );
    await user.click(within(confirm).getByRole("button", { name: "Stay Logged In" }));
    expect(signOut).not.toHaveBeenCalled();
    expect(await loadDraft()).toEqual({ draft, step: 4 });

    await logOutConfirmed(user);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("logs out without asking when the builder was only opened", async () => {
    const signOut = vi.fn(async () => {});
    await saveDraft(EMPTY_ORDER_DRAFT, 1);
    renderNav(signedIn(signOut));
    await userEvent.setup().click(await mainNav().findByRole("button", { name: "Log out", hidden: true }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("dialog", { name: "Log out of this device?" })).not.toBeInTheDocument();
  });

  it("warns offline that logging back in needs a connection", async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(async () => {});
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderNav(signedIn(signOut));
    await user.click(await mainNav().findByRole("button", { name: "Log out", hidden: true }));
    const confirm = await screen.findByRole("dialog", { name: "Log out of this device?" });
    expect(confirm).toHaveAccessibleDescription("You're offline. Logging back in needs an internet connection.");
    expect(signOut).not.toHaveBeenCalled();
  });
});
