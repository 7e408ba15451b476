// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "../test/support/renderWithProviders";
import { ARTIST_GENRES, distinctSorted } from "@songs/domain";
import { artistPages } from "../test/support/artistPages";
import { makeArtist, makeReview, makeSample } from "../test/support/fixtures";
import { stubMediaPlayback } from "../test/support/mediaPlayback";
import ArtistProfilePage from "./ArtistProfilePage";
import ArtistsPage from "./ArtistsPage";

const sarah = makeArtist({ name: "Sarah Mitchell", rating: 4.9, genres: ["Pop", "Acoustic", "Folk", "Soul"] });
const marcus = makeArtist({ name: "Marcus Johnson", rating: 4.75, genres: ["R&B", "Soul"], availability: false });
const elena = makeArtist({ name: "Elena Rodriguez", rating: 4.6, genres: ["Latin", "Pop"] });

/** Headings of the artist cards shown, in order. */
const shownNames = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("artists list", () => {
  let asked: string[];
  beforeEach(() => {
    asked = [];
    stubApi({ "/api/artists?*": artistPages([sarah, marcus, elena], asked) });
  });

  it("shows 'Loading artists...' and then the artists in rating order", async () => {
    renderWithProviders(<ArtistsPage />, { route: "/artists" });
    expect(screen.getByText("Loading artists...")).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Artists" });
    const names = within(list)
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent);
    expect(names).toEqual(["Sarah Mitchell", "Marcus Johnson", "Elena Rodriguez"]);
    expect(document.title).toBe("Our Artists | Songs From The Heart");
  });

  it("shows each card's rating with one decimal, at most 3 genres, availability and a profile link", async () => {
    renderWithProviders(<ArtistsPage />, { route: "/artists" });
    const sarahCard = (await screen.findByRole("link", { name: "Sarah Mitchell" })).closest("article")!;
    expect(within(sarahCard).getByLabelText("Rated 4.9 out of 5")).toBeInTheDocument();
    expect(
      within(sarahCard)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Pop", "Acoustic", "Folk"]);
    expect(within(sarahCard).queryByText("Currently unavailable")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sarah Mitchell" })).toHaveAttribute("href", `/artists/${sarah.id}`);
    // The first card's photo is in view as the page opens; the others wait until they near it.
    expect(within(sarahCard).getByRole("img", { name: "Photo of Sarah Mitchell" })).toHaveAttribute("loading", "eager");

    const marcusCard = screen.getByRole("link", { name: "Marcus Johnson" }).closest("article")!;
    expect(within(marcusCard).getByRole("img", { name: "Photo of Marcus Johnson" })).toHaveAttribute("loading", "lazy");
    expect(within(marcusCard).getByText("Currently unavailable")).toBeInTheDocument();
    expect(within(marcusCard).getByLabelText("Rated 4.8 out of 5")).toBeInTheDocument();
  });

  it("filters by genre and clears the filter", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ArtistsPage />, { route: "/artists" });
    await screen.findByRole("list", { name: "Artists" });
    const genre = screen.getByRole("combobox", { name: "Genre" });
    expect(
      within(genre)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All genres", ...distinctSorted(ARTIST_GENRES)]);
    await user.selectOptions(genre, "Pop");
    // The server filters: the page asks for the genre's own first page.
    await waitFor(() => expect(shownNames()).toEqual(["Sarah Mitchell", "Elena Rodriguez"]));
    expect(asked).toContain("/api/artists?genre=Pop");
    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(genre).toHaveValue("");
    await waitFor(() => expect(shownNames()).toHaveLength(3));
  });

  it("shows a page of artists and appends the next one at 'Show more artists', keeping the filter", async () => {
    // 110 artists by falling rating; the even ones sing Pop (55 of them).
    const many = Array.from({ length: 110 }, (_, i) =>
      makeArtist({ name: `Singer ${i}`, rating: 5 - i / 1000, genres: i % 2 === 0 ? ["Pop"] : ["Rock"] }),
    );
    stubApi({ "/api/artists?*": artistPages(many, asked) });
    const user = userEvent.setup();
    renderWithProviders(<ArtistsPage />, { route: "/artists" });
    await screen.findByRole("list", { name: "Artists" });
    expect(shownNames()).toHaveLength(50);
    await user.click(screen.getByRole("button", { name: "Show more artists" }));
    await waitFor(() => expect(shownNames()).toHaveLength(100));
    expect(shownNames()[50]).toBe("Singer 50");

    await user.selectOptions(screen.getByRole("combobox", { name: "Genre" }), "Pop");
    await waitFor(() => expect(shownNames()).toHaveLength(50));
    const isPop = (name: string | null) => Number(name?.split(" ")[1]) % 2 === 0;
    expect(shownNames().every(isPop)).toBe(true);
    await user.click(screen.getByRole("button", { name: "Show more artists" }));
    await waitFor(() => expect(shownNames()).toHaveLength(55));
    expect(shownNames().every(isPop)).toBe(true);
    expect(asked).toContain("/api/artists?genre=Pop&cursor=50");
    expect(screen.queryByRole("button", { name: "Show more artists" })).not.toBeInTheDocument();
  });

  it("shows the empty message when the read fails", async () => {
    stubApi({ "/api/artists?*": () => jsonResponse(500, { error: { code: "internal", message: "boom" } }) });
    renderWithProviders(<ArtistsPage />, { route: "/artists" });
    expect(await screen.findByText("No artists found. Try adjusting your filters.")).toBeInTheDocument();
  });
});

describe("artist profile", () => {
  const path = "/artists/:artistId";
  const backToList = <Route path="/artists" element={<h1>Artists list</h1>} />;

  it("shows the artist, samples with a player and reviews", async () => {
    const media = stubMediaPlayback();
    const artist = makeArtist({ name: "Sarah Mitchell", rating: 4.85, reviewCount: 23, specialties: ["Weddings"] });
    stubApi({
      [`/api/artists/${artist.id}`]: {
        artist,
        samples: [makeSample({ title: "Our First Dance" })],
        reviews: [makeReview({ comment: "Beautiful!", customerName: "Emma W.", occasion: "wedding", rating: 4 })],
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ArtistProfilePage />, { route: `/artists/${artist.id}`, path });
    expect(screen.getByText("Loading artist profile...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Sarah Mitchell" })).toBeInTheDocument();
    expect(screen.getByText("4.9")).toBeInTheDocument();
    expect(screen.getByText("(23 reviews)")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Specialties" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose This Artist" })).toHaveAttribute(
      "href",
      `/create?artist=${artist.id}`,
    );
    await user.click(screen.getByRole("button", { name: "Play Our First Dance" }));
    expect(screen.getByRole("button", { name: "Pause Our First Dance" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
    expect(screen.getByText("“Beautiful!”")).toBeInTheDocument();
    expect(screen.getByText("Emma W.")).toBeInTheDocument();
    expect(screen.getByText("Wedding · March 4, 2025")).toBeInTheDocument();
    media.restore();
  });

  it("says when the artist is unavailable and hides empty specialties", async () => {
    const artist = makeArtist({ availability: false, specialties: [] });
    stubApi({ [`/api/artists/${artist.id}`]: { artist, samples: [], reviews: [] } });
    renderWithProviders(<ArtistProfilePage />, { route: `/artists/${artist.id}`, path });
    expect(await screen.findByText("Currently unavailable - check back soon!")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Specialties" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Choose This Artist" })).not.toBeInTheDocument();
  });

  it("shows 'Artist not found' with a way back for an unknown artist", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<ArtistProfilePage />, {
      route: "/artists/00000000-0000-4000-8000-999999999999",
      path,
      extraRoutes: backToList,
    });
    expect(await screen.findByRole("heading", { name: "Artist not found" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Back to Artists" }));
    expect(await screen.findByRole("heading", { name: "Artists list" })).toBeInTheDocument();
  });
});
