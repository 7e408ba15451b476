// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminArtistAccount } from "@songs/domain";
import { renderWithProviders, stubApi } from "../../test/support/renderWithProviders";
import AdminArtistsPage from "./AdminArtistsPage";

const LIST = "/api/admin/artist-accounts";

const maya: AdminArtistAccount = {
  artistId: "artist-maya",
  artistName: "Maya Rivers",
  account: { uid: "uid-maya", email: "maya@example.com", linkedAt: "2025-03-04T10:00:00.000Z" },
  invites: [],
};
const sofia: AdminArtistAccount = {
  artistId: "artist-sofia",
  artistName: "Sofia Alvarez",
  account: null,
  invites: [
    {
      email: "sofia@example.com",
      createdAt: "2025-03-01T10:00:00.000Z",
      expiresAt: "2025-03-08T10:00:00.000Z",
      state: "expired",
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/admin/artists", () => {
  it("shows each artist's linked account or invite, with Unlink or Invite", async () => {
    stubApi({ [LIST]: { artists: [maya, sofia], nextCursor: null } });
    renderWithProviders(<AdminArtistsPage />, { route: "/admin/artists" });
    const mayaRow = await screen.findByRole("article", { name: "Maya Rivers" });
    expect(mayaRow).toHaveTextContent("Linked maya@example.com, since March 4, 2025");
    expect(within(mayaRow).getByRole("button", { name: "Unlink Maya Rivers's account" })).toBeEnabled();
    const sofiaRow = screen.getByRole("article", { name: "Sofia Alvarez" });
    expect(sofiaRow).toHaveTextContent("Invite expired sofia@example.com, expired March 8, 2025");
    expect(within(sofiaRow).getByRole("button", { name: "Invite Sofia Alvarez" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Show more artists" })).not.toBeInTheDocument();
  });

  it("reads the next page on Show more, from the keyboard, and offers no more after the last", async () => {
    const fetchMock = stubApi({
      [LIST]: { artists: [maya], nextCursor: "after-maya" },
      [`${LIST}?cursor=after-maya`]: { artists: [sofia], nextCursor: null },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminArtistsPage />, { route: "/admin/artists" });
    const list = await screen.findByRole("list", { name: "Artists" });
    expect(within(list).getByRole("article", { name: "Maya Rivers" })).toBeInTheDocument();
    expect(within(list).queryByRole("article", { name: "Sofia Alvarez" })).not.toBeInTheDocument();

    screen.getByRole("button", { name: "Show more artists" }).focus();
    await user.keyboard("{Enter}");
    expect(await within(list).findByRole("article", { name: "Sofia Alvarez" })).toBeInTheDocument();
    expect(within(list).getByRole("article", { name: "Maya Rivers" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more artists" })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`${LIST}?cursor=after-maya`, expect.anything());
  });

  it("unlinks only after the confirmation, then reads the list again", async () => {
    let unlinked = false;
    stubApi({
      [LIST]: () =>
        new Response(JSON.stringify({ artists: [unlinked ? { ...maya, account: null } : maya], nextCursor: null }), {
          headers: { "Content-Type": "application/json" },
        }),
      [`${LIST}/artist-maya`]: () => {
        unlinked = true;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminArtistsPage />, { route: "/admin/artists" });
    await user.click(await screen.findByRole("button", { name: "Unlink Maya Rivers's account" }));
    const dialog = screen.getByRole("dialog", { name: "Unlink this account?" });
    expect(dialog).toHaveTextContent("maya@example.com will be logged out and lose access to Maya Rivers's studio.");
    expect(unlinked).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: "Unlink account" }));
    expect(await screen.findByRole("button", { name: "Invite Maya Rivers" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(unlinked).toBe(true);
  });
});
