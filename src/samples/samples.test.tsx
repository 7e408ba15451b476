// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_LIBRARY_GENRES } from "@songs/domain";
import { makeSample } from "../test/support/fixtures";
import { stubMediaPlayback } from "../test/support/mediaPlayback";
import { jsonResponse, renderWithProviders, stubApi } from "../test/support/renderWithProviders";
import SamplesPage from "./SamplesPage";

const dance = makeSample({
  title: "Our First Dance",
  occasion: "Wedding",
  genre: "Pop",
  mood: "Romantic",
  story: "They met at a summer festival and danced all night long.",
});
const sixty = makeSample({
  title: "Sixty Candles",
  occasion: "Birthday",
  genre: "Country",
  mood: "Happy",
  story: undefined,
});
const grad = makeSample({
  title: "Cap and Gown",
  occasion: "Graduation",
  genre: "Ska",
  mood: "Celebratory",
  story: "Four years, one song.",
});

function cardTitles() {
  return within(screen.getByRole("list", { name: "Samples" }))
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);
}

describe("sample library", () => {
  let media: ReturnType<typeof stubMediaPlayback>;
  beforeEach(() => {
    media = stubMediaPlayback();
    stubApi({ "/api/samples": { samples: [dance, sixty, grad] } });
  });
  afterEach(() => media.restore());

  it("loads the samples, newest first as served", async () => {
    renderWithProviders(<SamplesPage />, { route: "/samples" });
    expect(screen.getByText("Loading samples...")).toBeInTheDocument();
    await screen.findByRole("list", { name: "Samples" });
    expect(cardTitles()).toEqual(["Our First Dance", "Sixty Candles", "Cap and Gown"]);
    expect(screen.getByRole("heading", { level: 1, name: "Sample Library" })).toBeInTheDocument();
  });

  it("builds filter options from the data and the fixed genre list", async () => {
    renderWithProviders(<SamplesPage />, { route: "/samples" });
    await screen.findByRole("list", { name: "Samples" });
    const options = (name: string) =>
      within(screen.getByRole("combobox", { name }))
        .getAllByRole("option")
        .map((o) => o.textContent);
    expect(options("Occasion")).toEqual(["All occasions", "Birthday", "Graduation", "Wedding"]);
    expect(options("Mood")).toEqual(["All moods", "Celebratory", "Happy", "Romantic"]);
    // The library's fixed genres, then the ones only the samples hold.
    expect(options("Genre")).toEqual(["All genres", ...SAMPLE_LIBRARY_GENRES, "Ska"]);
  });

  it("filters by occasion, genre and mood, shows the empty message, and clears", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SamplesPage />, { route: "/samples" });
    await screen.findByRole("list", { name: "Samples" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Occasion" }), "Wedding");
    expect(cardTitles()).toEqual(["Our First Dance"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Genre" }), "Country");
    expect(screen.getByText("No samples found. Try adjusting your filters.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(cardTitles()).toHaveLength(3);
    await user.selectOptions(screen.getByRole("combobox", { name: "Mood" }), "Happy");
    expect(cardTitles()).toEqual(["Sixty Candles"]);
  });

  it("opens the full story in a dialog with tags and a player", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SamplesPage />, { route: "/samples" });
    await screen.findByRole("list", { name: "Samples" });
    expect(screen.getAllByRole("button", { name: /^Read more/ })).toHaveLength(2);
    const readMore = screen.getByRole("button", { name: "Read more about Our First Dance" });
    await user.click(readMore);
    const dialog = await screen.findByRole("dialog", { name: "Our First Dance" });
    expect(dialog).toHaveTextContent("They met at a summer festival and danced all night long.");
    expect(within(dialog).getByText("Romantic")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Play Our First Dance" }));
    expect(within(dialog).getByRole("button", { name: "Pause Our First Dance" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(readMore).toHaveFocus();
  });

  it("shows the empty message when the read fails", async () => {
    stubApi({ "/api/samples": () => jsonResponse(500, { error: { code: "internal", message: "boom" } }) });
    renderWithProviders(<SamplesPage />, { route: "/samples" });
    expect(await screen.findByText("No samples found. Try adjusting your filters.")).toBeInTheDocument();
  });
});
